import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../testing/recorded-event.ts';
import { foldTasks, type TasksState } from './tasks.fold.ts';

const event = recordedEvents();
const schedule = { repeat: 'daily', startDate: '2026-01-01', endDate: null, weekDays: [], monthDays: [], time: '10:00', shiftNumber: null };
const created = (at = '2026-01-01T06:00:00Z') =>
  event('task-t1', 'TaskCreated', at, {
    taskId: 't1',
    siteId: 's1',
    title: 'Restock soap',
    callToAction: 'Fill every dispenser',
    category: 'cleaning',
    taskCategory: 'restock',
    taskType: 'qr',
    roomIds: ['r1', 'r2'],
    schedule,
    allowedMinutes: 30,
  });
const due = (occurrenceId = 'o1', roomId = 'r1') =>
  event('task-t1', 'TaskDue', '2026-01-05T08:00:00Z', {
    taskId: 't1',
    siteId: 's1',
    roomId,
    occurrenceId,
    localDate: '2026-01-05',
    dueAt: '2026-01-05T08:00:00.000Z',
    deadlineAt: '2026-01-05T08:30:00.000Z',
    title: 'Restock soap',
    category: 'cleaning',
    taskType: 'qr',
  });
const completed = (at: string, occurrenceId = 'o1', roomId = 'r1', staffId: string | null = 'st-1') =>
  event('device-d1', 'TaskCompleted', at, { taskId: 't1', occurrenceId, staffId, deviceId: 'd1', roomId, siteId: 's1' });
const markedDone = (at: string, occurrenceId = 'o1') => event('task-t1', 'TaskMarkedDone', at, { taskId: 't1', siteId: 's1', roomId: 'r1', occurrenceId });

const fresh = (): TasksState => ({ tasks: new Map(), occurrences: new Map() });

describe('the tasks fold', () => {
  it('keeps the definition, its state and when its plan started', () => {
    const state = fresh();
    foldTasks(state, [
      created(),
      event('task-t1', 'TaskUpdated', '2026-01-02T06:00:00Z', { taskId: 't1', siteId: 's1', title: 'Restock' }),
      event('task-t1', 'TaskStateChanged', '2026-01-03T06:00:00Z', { taskId: 't1', siteId: 's1', state: 'on_hold' }),
    ]);
    expect(state.tasks.get('t1')).toMatchObject({ title: 'Restock', state: 'on_hold', plannedSince: new Date('2026-01-01T06:00:00Z'), updatedAt: new Date('2026-01-03T06:00:00Z') });
    foldTasks(state, [
      event('task-t1', 'TaskStateChanged', '2026-01-04T06:00:00Z', { taskId: 't1', siteId: 's1', state: 'active' }),
      event('task-t1', 'TaskDeleted', '2026-01-05T06:00:00Z', { taskId: 't1', siteId: 's1' }),
    ]);
    expect(state.tasks.get('t1')).toMatchObject({ state: 'active', deleted: true, plannedSince: new Date('2026-01-04T06:00:00Z') });
  });

  it('ends the same whether the completion comes before or after TaskDue', () => {
    const after = fresh();
    foldTasks(after, [created(), due(), completed('2026-01-05T08:10:00Z')]);
    const before = fresh();
    const result = foldTasks(before, [created(), completed('2026-01-05T07:50:00Z')]);
    expect(result.changedOccurrences).toEqual(new Set(['o1']));
    expect(before.occurrences.get('o1')).toMatchObject({ dueAt: null, title: 'Restock soap', completedVia: 'device' });
    foldTasks(before, [due()]);
    expect(before.occurrences.get('o1')).toEqual({ ...after.occurrences.get('o1'), completedAt: new Date('2026-01-05T07:50:00Z') });
    expect(after.occurrences.get('o1')).toMatchObject({
      localDate: '2026-01-05',
      dueAt: new Date('2026-01-05T08:00:00Z'),
      completedAt: new Date('2026-01-05T08:10:00Z'),
      completedBy: 'st-1',
      completedVia: 'device',
    });
  });

  it('lets the first completion win', () => {
    const state = fresh();
    foldTasks(state, [created(), due(), markedDone('2026-01-05T08:05:00Z'), completed('2026-01-05T08:10:00Z')]);
    expect(state.occurrences.get('o1')).toMatchObject({ completedAt: new Date('2026-01-05T08:05:00Z'), completedBy: null, completedVia: 'panel' });
  });

  it('skips a completion from a room the task does not cover, or of an unknown task', () => {
    const state = fresh();
    const result = foldTasks(state, [completed('2026-01-05T08:10:00Z'), created(), completed('2026-01-05T08:10:00Z', 'o9', 'r9')]);
    expect(state.occurrences.size).toBe(0);
    expect(result.changedOccurrences.size).toBe(0);
  });
});
