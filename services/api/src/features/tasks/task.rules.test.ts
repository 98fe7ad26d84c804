import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors.ts';
import type { TaskSchedule } from '@facility/contracts';
import { manualSchedule, onceTaskAhead, taskRoomIds, taskSchedule, taskTitle, type ScheduleInput } from './task.rules.ts';

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

  describe('a one-time task must still be ahead on the site clock', () => {
    // Monday 2 March 2026, 10:00 in Tel Aviv (UTC+2); shift 1 starts at 07:00, shift 2 at 15:00.
    const site = { timezone: 'Asia/Jerusalem', shifts: [{ shiftNumber: 1, start: '07:00' }, { shiftNumber: 2, start: '15:00' }] };
    const now = new Date('2026-03-02T08:00:00Z');
    const once = (startDate: string, more: Partial<TaskSchedule> = {}): TaskSchedule => ({
      repeat: 'once',
      startDate,
      endDate: null,
      weekDays: [],
      monthDays: [],
      time: null,
      shiftNumber: null,
      ...more,
    });

    it.each<[string, TaskSchedule, string]>([
      ['a date years ago (2020-01-01 10:00)', once('2020-01-01', { time: '10:00' }), 'schedule/startDate'],
      ['yesterday, later in the day than now', once('2026-03-01', { time: '23:00' }), 'schedule/startDate'],
      ['today, at a time gone by', once('2026-03-02', { time: '09:59' }), 'schedule/time'],
      ['today, this very minute', once('2026-03-02', { time: '10:00' }), 'schedule/time'],
      ['today, at a shift that has started', once('2026-03-02', { shiftNumber: 1 }), 'schedule/shiftNumber'],
      ['today, all day (the day has begun)', once('2026-03-02'), 'schedule/startDate'],
    ])('refuses %s', (_name, schedule, expected) => {
      expect(field(() => onceTaskAhead(schedule, site, now))).toBe(expected);
    });

    it.each<[string, TaskSchedule]>([
      ['later today', once('2026-03-02', { time: '10:01' })],
      ['today at a shift still to start', once('2026-03-02', { shiftNumber: 2 })],
      ['tomorrow, all day', once('2026-03-03')],
      ['tomorrow, earlier in the day than now', once('2026-03-03', { time: '06:00' })],
      // A repeating task whose start is past simply starts from now.
      ['a daily task that started years ago', { ...once('2020-01-01', { time: '10:00' }), repeat: 'daily' }],
    ])('takes %s', (_name, schedule) => {
      expect(field(() => onceTaskAhead(schedule, site, now))).toBeUndefined();
    });

    it("reads the moment on the site's clock, not UTC's", () => {
      // 08:30 UTC is already 10:30 in Tel Aviv, but only 03:30 in New York.
      const schedule = once('2026-03-02', { time: '09:00' });
      expect(field(() => onceTaskAhead(schedule, site, now))).toBe('schedule/time');
      expect(field(() => onceTaskAhead(schedule, { timezone: 'America/New_York', shifts: [] }, now))).toBeUndefined();
    });

    it('leaves a past moment alone on a change that does not move it, and checks one that does', () => {
      const ran = once('2026-02-20', { time: '10:00' });
      expect(field(() => onceTaskAhead({ ...ran }, site, now, ran))).toBeUndefined();
      expect(field(() => onceTaskAhead(once('2026-02-21', { time: '10:00' }), site, now, ran))).toBe('schedule/startDate');
      expect(field(() => onceTaskAhead(once('2026-02-20', { time: '11:00' }), site, now, ran))).toBe('schedule/startDate');
      // A repeating task turned into a past one-time task is a new moment.
      expect(field(() => onceTaskAhead(ran, site, now, { ...ran, repeat: 'daily' }))).toBe('schedule/startDate');
    });
  });
});
