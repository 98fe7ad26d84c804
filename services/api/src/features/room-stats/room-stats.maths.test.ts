import type { ShiftPeriodSums, SiteCalendar } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { arrivalRows, arrivalTotals, exposureRows, hourOfDayProfile, periodEndOf, periodWindows, roomBreakdown, type HourSums } from './room-stats.maths.ts';

const sums = (period: string, partial: Partial<ShiftPeriodSums>): ShiftPeriodSums => ({
  period,
  visits: 0,
  exposures: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisorArrivals: 0,
  scoreSum: 0,
  scoreCount: 0,
  cleanerCalls: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  resolvedCalls: 0,
  responseMinutesSum: 0,
  isAmended: false,
  ...partial,
});

const custom = (timeFrom: string, timeTo: string, viewTimeBy: 'day' | 'week' | 'month' | 'year') =>
  resolveTimeFilter({ timeType: 'custom_time', timeFrom, timeTo, viewTimeBy, timezone: 'Asia/Jerusalem', now: new Date('2026-11-01T00:00:00Z') });

describe('periodEndOf', () => {
  it('ends days, Sunday weeks, months (leap February) and years', () => {
    expect(periodEndOf('2026-03-25', 'day')).toBe('2026-03-25');
    expect(periodEndOf('2026-03-22', 'week')).toBe('2026-03-28');
    expect(periodEndOf('2028-02-01', 'month')).toBe('2028-02-29');
    expect(periodEndOf('2026-12-01', 'month')).toBe('2026-12-31');
    expect(periodEndOf('2026-01-01', 'year')).toBe('2026-12-31');
  });
});

describe('periodWindows', () => {
  it('clips the first and last week to the range', () => {
    // Wednesday 2026-03-25 to Monday 2026-04-06: three Sunday weeks, two of them partial.
    expect(periodWindows(custom('2026-03-25', '2026-04-06', 'week'))).toEqual([
      { time: '2026-03-22', startTime: '2026-03-25', endTime: '2026-03-28' },
      { time: '2026-03-29', startTime: '2026-03-29', endTime: '2026-04-04' },
      { time: '2026-04-05', startTime: '2026-04-05', endTime: '2026-04-06' },
    ]);
  });

  it('gives each day its own window', () => {
    expect(periodWindows(custom('2026-02-28', '2026-03-01', 'day'))).toEqual([
      { time: '2026-02-28', startTime: '2026-02-28', endTime: '2026-02-28' },
      { time: '2026-03-01', startTime: '2026-03-01', endTime: '2026-03-01' },
    ]);
  });

  it('clips months and years', () => {
    expect(periodWindows(custom('2026-01-15', '2026-02-10', 'month'))).toEqual([
      { time: '2026-01-01', startTime: '2026-01-15', endTime: '2026-01-31' },
      { time: '2026-02-01', startTime: '2026-02-01', endTime: '2026-02-10' },
    ]);
    expect(periodWindows(custom('2025-12-30', '2026-01-02', 'year'))).toEqual([
      { time: '2025-01-01', startTime: '2025-12-30', endTime: '2025-12-31' },
      { time: '2026-01-01', startTime: '2026-01-01', endTime: '2026-01-02' },
    ]);
  });
});

describe('arrival and exposure rows', () => {
  const windows = periodWindows(custom('2026-03-25', '2026-03-27', 'day'));
  const data = new Map([
    ['2026-03-25', sums('2026-03-25', { arrivals: 3, supervisorArrivals: 1, maintenanceArrivals: 2, counterCalls: 1, exposures: 9, visits: 40 })],
    ['2026-03-27', sums('2026-03-27', { arrivals: 1, supervisorArrivals: 4, manualCalls: 2, cleandexCalls: 1, complaintCalls: 5, isAmended: true })],
  ]);

  it('fills quiet periods with zeros and counts the role asked for', () => {
    const cleaner = arrivalRows(windows, data, 'cleaner');
    expect(cleaner.map((row) => row.count)).toEqual([3, 0, 1]);
    expect(cleaner[1]).toEqual({
      time: '2026-03-26',
      startTime: '2026-03-26',
      endTime: '2026-03-26',
      count: 0,
      cleanerArrivals: 0,
      supervisorArrivals: 0,
      maintenanceArrivals: 0,
      counterCalls: 0,
      cleandexCalls: 0,
      manualCalls: 0,
      complaintCalls: 0,
      taskCalls: 0,
      callsOpened: 0,
      isAmended: false,
    });
    expect(cleaner[2]).toMatchObject({ cleanerArrivals: 1, supervisorArrivals: 4, manualCalls: 2, cleandexCalls: 1, isAmended: true });
    const supervisor = arrivalRows(windows, data, 'supervisor');
    expect(supervisor.map((row) => row.count)).toEqual([1, 0, 4]);
    expect(arrivalTotals(supervisor)).toEqual({
      count: 5,
      cleanerArrivals: 4,
      supervisorArrivals: 5,
      maintenanceArrivals: 2,
      counterCalls: 1,
      cleandexCalls: 1,
      manualCalls: 2,
      complaintCalls: 5,
      taskCalls: 0,
      // One definition of calls opened: every source, complaints included (1 + 1 + 2 + 5).
      callsOpened: 9,
    });
  });

  it('counts exposures beside visits', () => {
    expect(exposureRows(windows, data).map(({ count, visits, isAmended }) => ({ count, visits, isAmended }))).toEqual([
      { count: 9, visits: 40, isAmended: false },
      { count: 0, visits: 0, isAmended: false },
      { count: 0, visits: 0, isAmended: true },
    ]);
  });
});

describe('roomBreakdown', () => {
  const rooms = [
    { roomId: 'r-b', displayName: 'Bravo', removed: false },
    { roomId: 'r-a', displayName: 'Alpha', removed: false },
    { roomId: 'r-gone', displayName: 'Gone', removed: true },
    { roomId: 'r-gone-quiet', displayName: 'Gone too', removed: true },
    { roomId: 'r-c', displayName: 'Charlie', removed: false },
  ];
  const counts = [
    { roomId: 'r-c', arrivals: 5, supervisorArrivals: 0 },
    { roomId: 'r-gone', arrivals: 1, supervisorArrivals: 0 },
    { roomId: 'r-gone-quiet', arrivals: 0, supervisorArrivals: 2 },
    { roomId: 'r-b', arrivals: 1, supervisorArrivals: 1 },
  ];

  it('lists every current room, most visited first then by name, and removed rooms only with arrivals', () => {
    expect(roomBreakdown(rooms, counts, 'cleaner')).toEqual([
      { roomId: 'r-c', displayName: 'Charlie', removed: false, count: 5 },
      { roomId: 'r-b', displayName: 'Bravo', removed: false, count: 1 },
      { roomId: 'r-gone', displayName: 'Gone', removed: true, count: 1 },
      { roomId: 'r-a', displayName: 'Alpha', removed: false, count: 0 },
    ]);
    expect(roomBreakdown(rooms, counts, 'supervisor').map((room) => [room.roomId, room.count])).toEqual([
      ['r-gone-quiet', 2],
      ['r-b', 1],
      ['r-a', 0],
      ['r-c', 0],
    ]);
  });

  it('keeps counters of a room it has no name for, so the list adds up', () => {
    expect(roomBreakdown([], [{ roomId: 'r-x', arrivals: 2, supervisorArrivals: 0 }], 'cleaner')).toEqual([
      { roomId: 'r-x', displayName: 'r-x', removed: false, count: 2 },
    ]);
  });
});

describe('hourOfDayProfile', () => {
  const hour = (iso: string, partial: Partial<HourSums>): HourSums => ({
    hourStart: Date.parse(iso),
    visits: 0,
    complaints: 0,
    maintenanceComplaints: 0,
    arrivals: 0,
    supervisorArrivals: 0,
    maintenanceArrivals: 0,
    exposures: 0,
    counterCalls: 0,
    cleandexCalls: 0,
    manualCalls: 0,
    complaintCalls: 0,
    taskCalls: 0,
    ...partial,
  });
  const shift = (shiftNumber: number, start: string, end: string, days: number[]) => ({
    shiftNumber,
    shiftName: `shift ${shiftNumber}`,
    start,
    end,
    days,
    minSla: 15,
    maxSla: 30,
    roomIds: [],
    active: true,
  });
  // Night shift 22:00-06:00 on Thursdays only; no day shift.
  const calendar: SiteCalendar = { timezone: 'Asia/Jerusalem', shifts: [shift(1, '22:00', '06:00', [5])], holidays: [], offDays: [] };
  const hours = [
    hour('2026-03-25T22:00:00Z', { visits: 1 }), // Thu 03-26 00:00 (+2): outside shifts
    hour('2026-03-26T20:00:00Z', { visits: 2 }), // Thu 22:00 (+2): night shift of Thursday
    hour('2026-03-26T23:00:00Z', { visits: 4 }), // Fri 01:00 (+2): still Thursday's night shift
    hour('2026-03-27T00:00:00Z', { visits: 8, exposures: 3 }), // Fri 03:00 (+3): the switch skipped 02:00; still the night shift
    hour('2026-03-27T03:00:00Z', { visits: 32, arrivals: 1 }), // Fri 06:00 (+3): the shift has ended
    hour('2026-03-27T21:00:00Z', { visits: 16 }), // Sat 00:00 (+3): after the range
  ];

  it('places hours in site-local time across the DST switch and returns all 24, zeros included', () => {
    const profile = hourOfDayProfile(hours, calendar, { start: '2026-03-26', end: '2026-03-27' });
    expect(profile.map((entry) => entry.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const visits = Object.fromEntries(profile.filter((entry) => entry.visits > 0).map((entry) => [entry.hour, entry.visits]));
    expect(visits).toEqual({ 0: 1, 22: 2, 1: 4, 3: 8, 6: 32 });
    expect(profile[2]).toEqual({ hour: 2, visits: 0, complaints: 0, maintenanceComplaints: 0, arrivals: 0, supervisorArrivals: 0, maintenanceArrivals: 0, exposures: 0, callsOpened: 0 });
    expect(profile[3]!.exposures).toBe(3);
    expect(profile[6]!.arrivals).toBe(1);
  });

  it('filters by shift and by the weekday the shift started on', () => {
    const visitsBy = (options: { shifts?: number[]; weekdays?: number[] }) =>
      hourOfDayProfile(hours, calendar, { start: '2026-03-26', end: '2026-03-27', ...options }).reduce((sum, entry) => sum + entry.visits, 0);
    expect(visitsBy({ shifts: [1] })).toBe(2 + 4 + 8);
    expect(visitsBy({ shifts: [0] })).toBe(1 + 32);
    // Thursday (5) holds the night shift's hours after midnight; Friday (6) the rest of the Friday.
    expect(visitsBy({ weekdays: [5] })).toBe(1 + 2 + 4 + 8);
    expect(visitsBy({ weekdays: [6] })).toBe(32);
    expect(visitsBy({ shifts: [] })).toBe(0);
  });

  it('counts a night shift past the range end for the range, and not one begun before it', () => {
    const last = hourOfDayProfile(hours, calendar, { start: '2026-03-25', end: '2026-03-26' });
    // 03-27 01:00 and 03:00 belong to Thursday's shift; 03-27 06:00 does not.
    expect(last.reduce((sum, entry) => sum + entry.visits, 0)).toBe(1 + 2 + 4 + 8);
    const first = hourOfDayProfile(hours, calendar, { start: '2026-03-27', end: '2026-03-27' });
    expect(first.reduce((sum, entry) => sum + entry.visits, 0)).toBe(32);
  });

  it('places an hour of a half-hour zone in the local hour it starts in', () => {
    const india: SiteCalendar = { timezone: 'Asia/Kolkata', shifts: [], holidays: [], offDays: [] };
    const profile = hourOfDayProfile([hour('2026-03-26T04:00:00Z', { visits: 5 })], india, { start: '2026-03-26', end: '2026-03-26' });
    expect(profile[9]!.visits).toBe(5); // 09:30 IST
  });
});
