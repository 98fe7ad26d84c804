import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors.ts';
import { manualSchedule, taskRoomIds, taskSchedule, taskTitle, type ScheduleInput } from './task.rules.ts';

const field = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
  return undefined;
};

describe('task rules', () => {
  it('trims the title and bounds it to 1..100 characters', () => {
    expect(taskTitle('  Restock soap ')).toBe('Restock soap');
    expect(field(() => taskTitle('   '))).toBe('title');
    expect(taskTitle('x'.repeat(100))).toHaveLength(100);
    expect(field(() => taskTitle('x'.repeat(101)))).toBe('title');
  });

  it('fills in a schedule and sorts its lists', () => {
    expect(taskSchedule({ repeat: 'weekly', startDate: '2026-03-01', weekDays: [5, 1, 5] }, new Set())).toEqual({
      repeat: 'weekly',
      startDate: '2026-03-01',
      endDate: null,
      weekDays: [1, 5],
      monthDays: [],
      time: null,
      shiftNumber: null,
    });
  });

  it.each<[string, ScheduleInput, string]>([
    ['a start date that is no date', { repeat: 'daily', startDate: '2026-02-30' }, 'schedule/startDate'],
    ['an end date before the start', { repeat: 'daily', startDate: '2026-03-02', endDate: '2026-03-01' }, 'schedule/endDate'],
    ['a weekly task without week days', { repeat: 'weekly', startDate: '2026-03-01', weekDays: [] }, 'schedule/weekDays'],
    ['a monthly task without month days', { repeat: 'monthly', startDate: '2026-03-01' }, 'schedule/monthDays'],
    ['a quarterly task without month days', { repeat: 'quarterly', startDate: '2026-03-01' }, 'schedule/monthDays'],
    ['a shift the site lacks', { repeat: 'daily', startDate: '2026-03-01', shiftNumber: 3 }, 'schedule/shiftNumber'],
  ])('refuses %s', (_name, schedule, expected) => {
    expect(field(() => taskSchedule(schedule, new Set([1, 2])))).toBe(expected);
  });

  it('needs at least one room, each of the site, naming the first bad one', () => {
    const rooms = new Set(['r1', 'r2']);
    expect(taskRoomIds(['r2', 'r1'], rooms)).toEqual(['r2', 'r1']);
    expect(field(() => taskRoomIds([], rooms))).toBe('roomIds');
    expect(field(() => taskRoomIds(['r1', 'r2', 'r9'], rooms))).toBe('roomIds/2');
  });

  it("records a manual task's schedule as once, when it was given", () => {
    expect(manualSchedule('2026-03-01', '10:07')).toMatchObject({ repeat: 'once', startDate: '2026-03-01', time: '10:07' });
  });
});
