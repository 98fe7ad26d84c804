import type { OccurrenceState, Task, TaskOccurrence, TaskSchedule } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { countByState, datesBetween, groupOccurrences, monthGrid, occurrencesByDate, stepAnchor, viewRange, viewTitle, weekdayHeaders, weekStartOf } from './calendar-grid.ts';
import { addDays, addMonths, daysBetween, endOfMonth, isLocalDate, weekdayOf } from './local-date.ts';
import { formatTime, scheduleSummary, shiftDisplayName, type Translate } from './schedule-summary.ts';
import { createBody, emptyTask, formOf, scheduleBody, siteNow, taskRules, TASK_RULES, toggleNumber, updateBody, type TaskRuleContext } from './task-form.ts';
import { occurrencesInLanguage, tasksInLanguage } from './room-names.ts';
import { filterTasks, roomsPreview } from './task-list.ts';

// A dictionary stand-in: the key and its options, so the tests read the sentence's parts.
const EN: Record<string, string> = {
  'summary.once': 'Once on {{date}}',
  'summary.daily': 'Every day',
  'summary.weekly': 'Every {{days}}',
  'summary.monthly': 'Monthly on day {{days}}',
  'summary.quarterly': 'Every 3 months on day {{days}}',
  'summary.yearly': 'Every year on {{date}}',
  'summary.atTime': 'at {{time}}',
  'summary.atShift': 'at the start of shift {{shift}}',
  'summary.atNamedShift': 'at the start of shift {{shift}} ({{name}})',
  'summary.allDay': 'all day',
  'summary.withStart': '{{text}}, from {{date}}',
  'summary.withEnd': '{{text}}, until {{date}}',
  'summary.manual': 'Due at once, when created',
};
const t: Translate = (key, options = {}) => (EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const schedule = (over: Partial<TaskSchedule>): TaskSchedule => ({
  repeat: 'daily',
  startDate: '2025-01-01',
  endDate: null,
  weekDays: [],
  monthDays: [],
  time: '10:00',
  shiftNumber: null,
  ...over,
});
const context = { language: 'en-GB', t, today: '2025-06-15' };

describe('local dates', () => {
  it('steps days and months on the calendar, whatever the reader’s zone', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(weekdayOf('2025-12-07')).toBe(0);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29')).toBe(true);
  });
});

describe('calendar grid', () => {
  it('reads the week’s first day from the language', () => {
    expect(weekStartOf('he')).toBe(0);
    expect(weekStartOf('pl')).toBe(1);
    expect(weekStartOf('en-US')).toBe(0);
  });

  it('lays a month out in whole weeks from the week’s first day', () => {
    // December 2025 starts on a Monday.
    const mondayWeeks = monthGrid('2025-12-17', 1);
    expect(mondayWeeks).toHaveLength(5);
    expect(mondayWeeks[0]?.[0]).toEqual({ date: '2025-12-01', inMonth: true });
    expect(mondayWeeks[4]?.[6]).toEqual({ date: '2026-01-04', inMonth: false });
    const sundayWeeks = monthGrid('2025-12-17', 0);
    expect(sundayWeeks[0]?.[0]).toEqual({ date: '2025-11-30', inMonth: false });
    expect(sundayWeeks.every((week) => week.length === 7)).toBe(true);
  });

  it('asks for the days a view shows, never more than the API allows', () => {
    expect(viewRange('week', '2025-12-03', 0)).toEqual({ from: '2025-11-30', to: '2025-12-06' });
    expect(viewRange('day', '2025-12-03', 0)).toEqual({ from: '2025-12-03', to: '2025-12-03' });
    for (const month of ['2025-02-10', '2025-03-31', '2026-08-01']) {
      const { from, to } = viewRange('month', month, 6);
      expect(daysBetween(from, to) + 1).toBeLessThanOrEqual(42);
    }
    expect(datesBetween('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('moves a month, a week or a day at a time', () => {
    expect(stepAnchor('month', '2025-01-31', 1)).toBe('2025-02-01');
    expect(stepAnchor('week', '2025-01-31', -1)).toBe('2025-01-24');
    expect(stepAnchor('day', '2025-12-31', 1)).toBe('2026-01-01');
  });

  it('titles views and weekday headers in the reader’s language', () => {
    expect(viewTitle('month', '2025-12-03', 1, 'en')).toBe('December 2025');
    expect(weekdayHeaders(1, 'en')[0]).toBe('Mon');
    expect(weekdayHeaders(0, 'en')[0]).toBe('Sun');
    expect(weekdayHeaders(6, 'en')[0]).toBe('Sat');
  });

  it('puts occurrences on their dates in due order and counts their states', () => {
    const occurrence = (id: string, localDate: string, dueAt: string, state: TaskOccurrence['state']): TaskOccurrence => ({
      occurrenceId: id,
      taskId: 't',
      title: 'Restock',
      category: 'cleaning',
      taskType: 'scheduled',
      roomId: 'r',
      roomName: 'Room',
      roomNameEn: null,
      localDate,
      dueAt,
      deadlineAt: dueAt,
      state,
      completedAt: null,
      completedBy: null,
      completedVia: null,
    });
    const list = [occurrence('b', '2025-12-01', '2025-12-01T10:00:00Z', 'done'), occurrence('a', '2025-12-01', '2025-12-01T08:00:00Z', 'late'), occurrence('c', '2025-12-02', '2025-12-02T08:00:00Z', 'upcoming')];
    const byDate = occurrencesByDate(list);
    expect(byDate.get('2025-12-01')?.map((entry) => entry.occurrenceId)).toEqual(['a', 'b']);
    expect(byDate.has('2025-12-03')).toBe(false);
    expect(countByState(list)).toEqual({ upcoming: 1, open: 0, late: 1, done: 1, missed: 0 });
  });

  it('groups a day’s turns of one task at one time, showing the state that most needs attention', () => {
    const turn = (occurrenceId: string, taskId: string, dueAt: string, state: OccurrenceState, roomName: string): TaskOccurrence => ({
      occurrenceId,
      taskId,
      title: taskId === 't1' ? 'Restock' : 'Deep clean',
      category: 'cleaning',
      taskType: 'scheduled',
      roomId: roomName,
      roomName,
      roomNameEn: null,
      localDate: '2025-12-01',
      dueAt,
      deadlineAt: dueAt,
      state,
      completedAt: null,
      completedBy: null,
      completedVia: null,
    });
    const day = [
      turn('a', 't1', '2025-12-01T08:00:00Z', 'done', 'A'),
      turn('b', 't1', '2025-12-01T08:00:00Z', 'late', 'B'),
      turn('c', 't2', '2025-12-01T08:00:00Z', 'done', 'A'),
      turn('d', 't1', '2025-12-01T12:00:00Z', 'upcoming', 'A'),
    ];
    const groups = groupOccurrences(day);
    expect(groups.map((group) => [group.title, group.occurrences.map((entry) => entry.occurrenceId), group.state])).toEqual([
      ['Restock', ['a', 'b'], 'late'],
      ['Deep clean', ['c'], 'done'],
      ['Restock', ['d'], 'upcoming'],
    ]);
  });
});

describe('schedule summary', () => {
  it('words each repeat with Intl names', () => {
    expect(scheduleSummary(schedule({ repeat: 'weekly', weekDays: [4, 1] }), 'scheduled', context, 1)).toBe('Every Mon, Thu at 10:00');
    expect(scheduleSummary(schedule({ repeat: 'daily', time: null, shiftNumber: 2 }), 'scheduled', context)).toBe('Every day at the start of shift 2');
    expect(scheduleSummary(schedule({ repeat: 'daily', time: null, shiftNumber: 2 }), 'scheduled', { ...context, shiftName: () => 'Evening' })).toBe(
      'Every day at the start of shift 2 (Evening)',
    );
    expect(scheduleSummary(schedule({ repeat: 'once', startDate: '2025-12-03', time: '09:00' }), 'qr', context)).toBe('Once on 3 Dec at 09:00');
    expect(scheduleSummary(schedule({ repeat: 'once', startDate: '2026-01-03', time: null }), 'scheduled', context)).toBe('Once on 3 Jan 2026 all day');
    expect(scheduleSummary(schedule({ repeat: 'monthly', monthDays: [15, 1] }), 'scheduled', context)).toBe('Monthly on day 1, 15 at 10:00');
    expect(scheduleSummary(schedule({ repeat: 'yearly', startDate: '2024-03-08' }), 'scheduled', context)).toBe('Every year on 8 March at 10:00');
    expect(scheduleSummary(schedule({ repeat: 'weekly', weekDays: [0, 1, 2, 3, 4, 5, 6] }), 'scheduled', context)).toBe('Every day at 10:00');
  });

  it('adds a start still to come and an end', () => {
    expect(scheduleSummary(schedule({ startDate: '2025-07-01', endDate: '2025-08-31' }), 'scheduled', context)).toBe('Every day at 10:00, from 1 Jul, until 31 Aug');
  });

  it('says a manual task has no schedule', () => {
    expect(scheduleSummary(schedule({}), 'manual', context)).toBe('Due at once, when created');
  });

  it('writes times as the language does', () => {
    expect(formatTime('09:05', 'en-GB')).toBe('09:05');
    expect(formatTime('21:30', 'en-US')).toMatch(/^9:30\sPM$/);
  });

  it('names the usual shifts from the dictionary and keeps a name the site typed', () => {
    const t: Translate = (key) => `<${key}>`;
    expect(shiftDisplayName('afternoon', t)).toBe('<common:shiftNames.afternoon>');
    expect(shiftDisplayName('Lobby weekend', t)).toBe('Lobby weekend');
  });
});

describe('task form', () => {
  const values = () => ({ ...emptyTask('2025-06-15'), title: '  Restock soap ', roomIds: ['r-1'] });
  // 15 June 2025, 08:30 on the site's clock; a new task.
  const rules: TaskRuleContext = { now: { date: '2025-06-15', time: '08:30' }, shifts: [{ shiftNumber: 1, start: '07:00' }, { shiftNumber: 2, start: '15:00' }], saved: null };

  it('passes a complete daily task and sends its schedule', () => {
    expect(Object.values(taskRules(values(), rules)).filter(Boolean)).toEqual([]);
    expect(createBody('s-1', values())).toEqual({
      siteId: 's-1',
      title: 'Restock soap',
      callToAction: '',
      category: 'cleaning',
      taskCategory: '',
      taskType: 'scheduled',
      roomIds: ['r-1'],
      schedule: { repeat: 'daily', startDate: '2025-06-15', endDate: null, weekDays: [], monthDays: [], time: '09:00', shiftNumber: null },
      allowedMinutes: 60,
    });
  });

  it('names the fields the server would name', () => {
    const bad = values();
    bad.title = ' ';
    bad.roomIds = [];
    bad.allowedMinutes = 2000;
    bad.schedule = { ...bad.schedule, repeat: 'weekly', endDate: '2025-01-01', timeMode: 'shift' };
    expect(taskRules(bad, rules)).toMatchObject({
      title: 'rules.pleaseEnter',
      roomIds: TASK_RULES.chooseRooms,
      allowedMinutes: TASK_RULES.minutesRange,
      'schedule/weekDays': TASK_RULES.chooseWeekDays,
      'schedule/endDate': TASK_RULES.endBeforeStart,
      'schedule/shiftNumber': 'rules.pleaseSelect',
      'schedule/monthDays': null,
    });
    bad.schedule = { ...bad.schedule, repeat: 'quarterly' };
    expect(taskRules(bad, rules)['schedule/monthDays']).toBe(TASK_RULES.chooseMonthDays);
  });

  it("refuses a one-time task whose moment has passed on the site's clock, naming the field the server names", () => {
    const once = (over: Partial<ReturnType<typeof values>['schedule']>) => {
      const form = values();
      return { ...form, schedule: { ...form.schedule, repeat: 'once' as const, ...over } };
    };
    const pastOf = (form: ReturnType<typeof values>, context = rules) =>
      Object.entries(taskRules(form, context)).filter(([, rule]) => rule === TASK_RULES.onceInPast).map(([field]) => field);
    // QA's case: Once, 2020-01-01 10:00.
    expect(pastOf(once({ startDate: '2020-01-01', time: '10:00' }))).toEqual(['schedule/startDate']);
    expect(pastOf(once({ time: '08:30' }))).toEqual(['schedule/time']);
    expect(pastOf(once({ time: '08:31' }))).toEqual([]);
    expect(pastOf(once({ timeMode: 'shift', shiftNumber: 1 }))).toEqual(['schedule/shiftNumber']);
    expect(pastOf(once({ timeMode: 'shift', shiftNumber: 2 }))).toEqual([]);
    expect(pastOf(once({ timeMode: 'shift', shiftNumber: 1 }), { ...rules, shifts: null })).toEqual([]);
    expect(pastOf(once({ timeMode: 'allDay' }))).toEqual(['schedule/startDate']);
    expect(pastOf(once({ startDate: '2025-06-16', time: '06:00' }))).toEqual([]);
    // A repeating task whose start is past starts from now; a manual one has no schedule to check.
    expect(pastOf({ ...values(), schedule: { ...values().schedule, startDate: '2020-01-01' } })).toEqual([]);
    expect(pastOf({ ...once({ startDate: '2020-01-01' }), taskType: 'manual' })).toEqual([]);
    // A field's own rule comes first.
    expect(taskRules(once({ time: '' }), rules)['schedule/time']).toBe('rules.pleaseSelect');
  });

  it('lets a one-time task that has run be saved with its moment unchanged, and checks a moved one', () => {
    const saved = schedule({ repeat: 'once', startDate: '2025-06-10', time: '10:00' });
    const ran = formOf({
      taskId: 't-1',
      siteId: 's-1',
      title: 'Wash the windows',
      callToAction: '',
      category: 'cleaning',
      taskCategory: '',
      taskType: 'scheduled',
      state: 'active',
      roomIds: ['r-1'],
      rooms: [],
      schedule: saved,
      allowedMinutes: 60,
      nextDueAt: null,
      createdAt: '2025-06-01T00:00:00Z',
      updatedAt: '2025-06-01T00:00:00Z',
    });
    const context = { ...rules, saved };
    expect(Object.values(taskRules({ ...ran, title: 'Wash the big windows' }, context)).filter(Boolean)).toEqual([]);
    expect(taskRules({ ...ran, schedule: { ...ran.schedule, startDate: '2025-06-11' } }, context)['schedule/startDate']).toBe(TASK_RULES.onceInPast);
    expect(taskRules({ ...ran, schedule: { ...ran.schedule, startDate: '2025-06-20' } }, context)['schedule/startDate']).toBeNull();
  });

  it("reads the site's wall clock, not the reader's", () => {
    const instant = new Date('2025-06-15T22:30:00Z');
    expect(siteNow('Asia/Jerusalem', instant)).toEqual({ date: '2025-06-16', time: '01:30' });
    expect(siteNow('America/New_York', instant)).toEqual({ date: '2025-06-15', time: '18:30' });
  });

  it('sends only the days and time source the repeat uses', () => {
    const form = emptyTask('2025-06-15').schedule;
    expect(scheduleBody({ ...form, repeat: 'monthly', weekDays: [1], monthDays: [15, 1, 15], timeMode: 'allDay', endDate: '2025-12-31' })).toEqual({
      repeat: 'monthly',
      startDate: '2025-06-15',
      endDate: '2025-12-31',
      weekDays: [],
      monthDays: [1, 15],
      time: null,
      shiftNumber: null,
    });
    expect(scheduleBody({ ...form, repeat: 'once', endDate: '2025-12-31', timeMode: 'shift', shiftNumber: 2 })).toMatchObject({ endDate: null, time: null, shiftNumber: 2 });
  });

  it('sends a manual task without a schedule and skips its schedule checks', () => {
    const manual = { ...values(), taskType: 'manual' as const };
    manual.schedule = { ...manual.schedule, repeat: 'weekly', time: '' };
    expect(Object.values(taskRules(manual, rules)).filter(Boolean)).toEqual([]);
    expect(createBody('s-1', manual)).not.toHaveProperty('schedule');
    expect(updateBody(manual)).not.toHaveProperty('siteId');
  });

  it('fills the form from a task and back', () => {
    const task = {
      taskId: 't-1',
      siteId: 's-1',
      title: 'Deep clean',
      callToAction: 'Scrub',
      category: 'maintenance',
      taskCategory: 'deep_clean',
      taskType: 'qr',
      state: 'active',
      roomIds: ['r-1', 'r-2'],
      rooms: [],
      schedule: schedule({ repeat: 'weekly', weekDays: [1, 4], time: null, shiftNumber: 1, endDate: '2025-12-31' }),
      allowedMinutes: 30,
      nextDueAt: null,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    } satisfies Task;
    const form = formOf(task);
    expect(form.schedule).toMatchObject({ timeMode: 'shift', endDate: '2025-12-31', time: '' });
    expect(updateBody(form)).toMatchObject({ title: 'Deep clean', taskType: 'qr', schedule: task.schedule, allowedMinutes: 30 });
  });

  it('toggles days in order', () => {
    expect(toggleNumber([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleNumber([1, 3, 5], 3)).toEqual([1, 5]);
  });
});

describe('task list', () => {
  it('searches tasks by title and room and previews rooms', () => {
    const task = (title: string, roomNames: string[]) => ({ title, callToAction: '', taskCategory: '', rooms: roomNames.map((displayName, index) => ({ roomId: String(index), displayName, roomNameEn: null })) }) as unknown as Task;
    const tasks = [task('Restock', ['Lobby']), task('Mop', ['Kitchen'])];
    expect(filterTasks(tasks, 'kitch').map((entry) => entry.title)).toEqual(['Mop']);
    expect(filterTasks(tasks, ' ').length).toBe(2);
    expect(roomsPreview(task('x', ['a', 'b', 'c', 'd', 'e']))).toEqual({ names: ['a', 'b', 'c'], more: 2 });
  });
});

describe('room names in the reader language', () => {
  it("shows, searches and sorts a task's rooms and an occurrence's room by the name in the reader's language", () => {
    const task = { title: 'Restock', callToAction: '', taskCategory: '', rooms: [{ roomId: 'r1', displayName: 'לובי', roomNameEn: 'Lobby' }, { roomId: 'r2', displayName: 'מטבח', roomNameEn: null }] } as unknown as Task;
    const english = tasksInLanguage([task], 'en');
    expect(english[0]?.rooms.map((room) => room.displayName)).toEqual(['Lobby', 'מטבח']);
    expect(filterTasks(english, 'lobby').length).toBe(1);
    expect(tasksInLanguage([task], 'he')[0]?.rooms.map((room) => room.displayName)).toEqual(['לובי', 'מטבח']);
    // A Russian reader cannot read Hebrew: the English name.
    expect(tasksInLanguage([task], 'ru')[0]?.rooms.map((room) => room.displayName)).toEqual(['Lobby', 'מטבח']);

    const turn = (occurrenceId: string, roomName: string, roomNameEn: string | null) =>
      ({ occurrenceId, taskId: 't', title: 'Mop', dueAt: '2026-11-24T08:00:00Z', localDate: '2026-11-24', roomId: occurrenceId, roomName, roomNameEn }) as unknown as TaskOccurrence;
    const named = occurrencesInLanguage([turn('a', 'שירותים', 'Zeta toilets'), turn('b', 'לובי', 'Alpha lobby')], 'en');
    expect(named.map((occurrence) => occurrence.roomName)).toEqual(['Zeta toilets', 'Alpha lobby']);
    expect(occurrencesByDate(named).get('2026-11-24')?.map((occurrence) => occurrence.occurrenceId)).toEqual(['b', 'a']);
  });
});
