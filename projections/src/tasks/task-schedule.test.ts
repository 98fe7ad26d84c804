import type { TaskSchedule } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { dueTimeOf, expandOccurrences, localMinuteOf, nextDueAt, occurrenceId, occurrencesDueBetween, scheduleDates, type TaskSite } from './task-schedule.ts';

const schedule = (overrides: Partial<TaskSchedule>): TaskSchedule => ({
  repeat: 'daily',
  startDate: '2026-01-01',
  endDate: null,
  weekDays: [],
  monthDays: [],
  time: '10:00',
  shiftNumber: null,
  ...overrides,
});

const israel: TaskSite = { timezone: 'Asia/Jerusalem', shifts: [{ shiftNumber: 1, start: '07:00' }, { shiftNumber: 2, start: '15:30' }] };
const task = (overrides: Partial<TaskSchedule>, roomIds = ['r1']) => ({ taskId: 't1', roomIds, schedule: schedule(overrides), allowedMinutes: 30 });

describe('scheduleDates', () => {
  it('once: only the start date', () => {
    expect(scheduleDates(schedule({ repeat: 'once', startDate: '2026-03-10' }), '2026-03-01', '2026-03-31')).toEqual(['2026-03-10']);
    expect(scheduleDates(schedule({ repeat: 'once', startDate: '2026-03-10' }), '2026-03-11', '2026-03-31')).toEqual([]);
  });

  it('daily: every day from the start date to the end date, both inclusive', () => {
    expect(scheduleDates(schedule({ startDate: '2026-03-02', endDate: '2026-03-04' }), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });

  it('weekly: on the week days, 0 being Sunday', () => {
    // 2026-03-01 is a Sunday.
    expect(scheduleDates(schedule({ repeat: 'weekly', weekDays: [0, 3] }), '2026-03-01', '2026-03-14')).toEqual([
      '2026-03-01',
      '2026-03-04',
      '2026-03-08',
      '2026-03-11',
    ]);
  });

  it('monthly: on the month days; a day the month lacks falls on its last day, once', () => {
    const monthly = schedule({ repeat: 'monthly', monthDays: [15, 30, 31] });
    expect(scheduleDates(monthly, '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
      '2026-03-30',
      '2026-03-31',
      '2026-04-15',
      '2026-04-30',
    ]);
    expect(scheduleDates(schedule({ repeat: 'monthly', monthDays: [31] }), '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('quarterly: on the month days of every third month from the start month', () => {
    const quarterly = schedule({ repeat: 'quarterly', startDate: '2026-02-10', monthDays: [1, 31] });
    expect(scheduleDates(quarterly, '2026-01-01', '2026-12-31')).toEqual(['2026-02-28', '2026-05-01', '2026-05-31', '2026-08-01', '2026-08-31', '2026-11-01', '2026-11-30']);
  });

  it('yearly: on the start date each year; 29 February falls on the 28th', () => {
    const leap = schedule({ repeat: 'yearly', startDate: '2028-02-29' });
    expect(scheduleDates(leap, '2028-01-01', '2032-12-31')).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(scheduleDates(schedule({ repeat: 'yearly', startDate: '2026-07-04' }), '2025-01-01', '2027-12-31')).toEqual(['2026-07-04', '2027-07-04']);
  });

  it('nothing before the start date or after the end date', () => {
    expect(scheduleDates(schedule({ startDate: '2026-05-01', endDate: '2026-05-31' }), '2026-01-01', '2026-04-30')).toEqual([]);
    expect(scheduleDates(schedule({ startDate: '2026-05-01', endDate: '2026-05-31' }), '2026-06-01', '2026-06-30')).toEqual([]);
  });
});

describe('dueTimeOf', () => {
  it('takes the time, else the shift start, else midnight', () => {
    expect(dueTimeOf({ time: '09:15', shiftNumber: 2 }, israel)).toBe('09:15');
    expect(dueTimeOf({ time: null, shiftNumber: 2 }, israel)).toBe('15:30');
    expect(dueTimeOf({ time: null, shiftNumber: 9 }, israel)).toBe('00:00');
    expect(dueTimeOf({ time: null, shiftNumber: null }, israel)).toBe('00:00');
  });
});

describe('expandOccurrences', () => {
  it('gives each room an occurrence at the local time, with its deadline and a stable id', () => {
    const occurrences = expandOccurrences(task({}, ['r1', 'r2']), israel, '2026-01-05', '2026-01-05');
    // Israel is +2 in winter: 10:00 local is 08:00 UTC.
    expect(occurrences).toEqual([
      {
        occurrenceId: occurrenceId('t1', 'r1', '2026-01-05', '10:00'),
        taskId: 't1',
        roomId: 'r1',
        localDate: '2026-01-05',
        time: '10:00',
        dueAt: new Date('2026-01-05T08:00:00Z'),
        deadlineAt: new Date('2026-01-05T08:30:00Z'),
      },
      expect.objectContaining({ roomId: 'r2', occurrenceId: occurrenceId('t1', 'r2', '2026-01-05', '10:00') }),
    ]);
    expect(occurrenceId('t1', 'r1', '2026-01-05', '10:00')).not.toBe(occurrenceId('t1', 'r1', '2026-01-06', '10:00'));
    expect(occurrenceId('t1', 'r1', '2026-01-05', '10:00')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps the wall-clock time across a DST change', () => {
    // Israel moves to summer time (+3) on Friday 2026-03-27.
    const [before, after] = expandOccurrences(task({}), israel, '2026-03-26', '2026-03-28').filter((o) => o.localDate !== '2026-03-27');
    expect(before!.dueAt.toISOString()).toBe('2026-03-26T08:00:00.000Z');
    expect(after!.dueAt.toISOString()).toBe('2026-03-28T07:00:00.000Z');
  });

  it('places a midnight task in New York on the right instant across the DST change', () => {
    const ny: TaskSite = { timezone: 'America/New_York', shifts: [] };
    const occurrences = expandOccurrences(task({ time: null }), ny, '2026-03-07', '2026-03-09');
    expect(occurrences.map((o) => o.dueAt.toISOString())).toEqual(['2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('uses the start of the shift when no time is given', () => {
    const [occurrence] = expandOccurrences(task({ time: null, shiftNumber: 1 }), israel, '2026-01-05', '2026-01-05');
    expect(occurrence!.time).toBe('07:00');
    expect(occurrence!.dueAt.toISOString()).toBe('2026-01-05T05:00:00.000Z');
  });
});

describe('occurrencesDueBetween', () => {
  it('gives the occurrences due in (after, until]', () => {
    const due = occurrencesDueBetween(task({}), israel, new Date('2026-01-05T07:59:00Z'), new Date('2026-01-05T08:00:00Z'));
    expect(due.map((o) => o.localDate)).toEqual(['2026-01-05']);
    expect(occurrencesDueBetween(task({}), israel, new Date('2026-01-05T08:00:00Z'), new Date('2026-01-05T09:00:00Z'))).toEqual([]);
  });
});

describe('nextDueAt', () => {
  it('is the next due time after now', () => {
    expect(nextDueAt(task({}), israel, new Date('2026-01-05T07:00:00Z'))).toEqual(new Date('2026-01-05T08:00:00Z'));
    expect(nextDueAt(task({}), israel, new Date('2026-01-05T08:00:00Z'))).toEqual(new Date('2026-01-06T08:00:00Z'));
  });

  it('finds a yearly date almost a year away and a start date years ahead', () => {
    expect(nextDueAt(task({ repeat: 'yearly', startDate: '2026-01-04' }), israel, new Date('2026-01-05T00:00:00Z'))).toEqual(new Date('2027-01-04T08:00:00Z'));
    expect(nextDueAt(task({ startDate: '2029-06-01' }), israel, new Date('2026-01-05T00:00:00Z'))).toEqual(new Date('2029-06-01T07:00:00Z'));
  });

  it('is null once the schedule has ended', () => {
    expect(nextDueAt(task({ repeat: 'once', startDate: '2026-01-05' }), israel, new Date('2026-01-05T09:00:00Z'))).toBeNull();
    expect(nextDueAt(task({ endDate: '2026-01-05' }), israel, new Date('2026-01-05T09:00:00Z'))).toBeNull();
  });
});

describe('localMinuteOf', () => {
  it('reads the wall clock at the instant', () => {
    expect(localMinuteOf(new Date('2026-01-05T08:07:30Z'), 'Asia/Jerusalem')).toEqual({ localDate: '2026-01-05', time: '10:07' });
    expect(localMinuteOf(new Date('2026-01-05T23:30:00Z'), 'Asia/Jerusalem')).toEqual({ localDate: '2026-01-06', time: '01:30' });
  });
});
