import { describe, expect, it } from 'vitest';
import { mergeOccurrences, occurrenceState, planOccurrences, taskDueEvent } from './task-occurrences.ts';
import { occurrenceId } from './task-schedule.ts';
import type { OccurrenceRecord, TaskRecord } from './tasks.fold.ts';

const site = { timezone: 'Asia/Jerusalem', shifts: [] };
const task = (overrides: Partial<TaskRecord> = {}): TaskRecord => ({
  taskId: 't1',
  siteId: 's1',
  title: 'Restock soap',
  callToAction: '',
  category: 'cleaning',
  taskCategory: '',
  taskType: 'scheduled',
  roomIds: ['r1', 'r2'],
  schedule: { repeat: 'daily', startDate: '2026-01-01', endDate: null, weekDays: [], monthDays: [], time: '10:00', shiftNumber: null },
  allowedMinutes: 30,
  state: 'active',
  deleted: false,
  plannedSince: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});
const stored = (overrides: Partial<OccurrenceRecord>): OccurrenceRecord => ({
  occurrenceId: 'o',
  taskId: 't1',
  siteId: 's1',
  roomId: 'r1',
  localDate: null,
  dueAt: null,
  deadlineAt: null,
  title: 'Restock soap',
  category: 'cleaning',
  taskType: 'scheduled',
  completedAt: null,
  completedBy: null,
  completedVia: null,
  ...overrides,
});

describe('planOccurrences', () => {
  it('plans the live rooms of active repeating tasks from when their plan held', () => {
    const planned = planOccurrences(
      [task({ plannedSince: new Date('2026-01-05T09:00:00Z') }), task({ taskId: 't2', state: 'on_hold' }), task({ taskId: 't3', taskType: 'manual' })],
      site,
      ['r1'],
      '2026-01-05',
      '2026-01-06',
    );
    // 10:00 local on the 5th is 08:00 UTC, before the plan held at 09:00 UTC.
    expect(planned.map((o) => [o.taskId, o.roomId, o.localDate])).toEqual([['t1', 'r1', '2026-01-06']]);
  });
});

describe('mergeOccurrences', () => {
  it('marks a planned occurrence done when it was completed early, and keeps stored ones the plan lacks', () => {
    const id = occurrenceId('t1', 'r1', '2026-01-06', '10:00');
    const planned = planOccurrences([task()], site, ['r1'], '2026-01-06', '2026-01-06');
    const manual = stored({
      occurrenceId: 'm1',
      taskId: 't9',
      localDate: '2026-01-06',
      dueAt: new Date('2026-01-06T05:00:00Z'),
      deadlineAt: new Date('2026-01-06T06:00:00Z'),
    });
    const merged = mergeOccurrences(planned, [stored({ occurrenceId: id, completedAt: new Date('2026-01-06T07:50:00Z'), completedVia: 'device' }), manual, stored({ occurrenceId: 'stray' })]);
    expect(merged.map((o) => [o.occurrenceId, o.completedVia])).toEqual([
      ['m1', null],
      [id, 'device'],
    ]);
  });
});

describe('occurrenceState', () => {
  const o = { localDate: '2026-01-06', dueAt: new Date('2026-01-06T08:00:00Z'), deadlineAt: new Date('2026-01-06T08:30:00Z'), completedAt: null };
  it('is upcoming, open, late, done, or missed on a past day', () => {
    expect(occurrenceState(o, new Date('2026-01-06T07:59:00Z'), '2026-01-06')).toBe('upcoming');
    expect(occurrenceState(o, new Date('2026-01-06T08:00:00Z'), '2026-01-06')).toBe('open');
    expect(occurrenceState(o, new Date('2026-01-06T08:30:00Z'), '2026-01-06')).toBe('late');
    expect(occurrenceState({ ...o, completedAt: new Date() }, new Date('2026-01-07T08:30:00Z'), '2026-01-07')).toBe('done');
    expect(occurrenceState(o, new Date('2026-01-07T08:30:00Z'), '2026-01-07')).toBe('missed');
  });
});

describe('taskDueEvent', () => {
  it('writes TaskDue at the due time with an id derived from the occurrence', () => {
    const [planned] = planOccurrences([task()], site, ['r1'], '2026-01-06', '2026-01-06');
    const first = taskDueEvent(task(), planned!);
    expect(first.streamId).toBe('task-t1');
    expect(first.event.occurredAt).toEqual(new Date('2026-01-06T08:00:00Z'));
    expect(first.event.id).toBe(taskDueEvent(task(), planned!).event.id);
    expect(first.event.data).toMatchObject({ occurrenceId: planned!.occurrenceId, deadlineAt: '2026-01-06T08:30:00.000Z', localDate: '2026-01-06' });
    expect(first.event.metadata).toMatchObject({ actor: { kind: 'system', id: 'task-timer' } });
  });
});
