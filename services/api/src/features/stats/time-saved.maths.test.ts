import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { roomPresenceOf, timeSavedByDay } from './time-saved.maths.ts';

const shift = (overrides: Partial<SiteShift>): SiteShift => ({
  shiftNumber: 1,
  shiftName: 'morning',
  start: '07:00',
  end: '15:00',
  days: [1, 2, 3, 4, 5],
  minSla: 15,
  maxSla: 30,
  roomIds: [],
  active: true,
  ...overrides,
});

describe('time saved', () => {
  const calendar = {
    timezone: 'Asia/Jerusalem',
    // 8 h morning on Sunday-Thursday; 8 h night (crossing midnight) on Mondays for room r2 only.
    shifts: [shift({}), shift({ shiftNumber: 2, shiftName: 'night', start: '22:00', end: '06:00', days: [2], roomIds: ['r2'] })],
    holidays: [],
    offDays: [{ name: 'Closed', year: 2026, month: 2, day: 4 }],
  };
  const base = {
    calendar,
    roundIntervalMinutes: 120, // 480 / 120 = 4 planned rounds per shift
    cleaningMinutesPerRoom: 10,
    roomIds: ['r1', 'r2'],
    arrivals: [
      { roomId: 'r1', localDate: '2026-02-02', shiftNumber: 1, arrivals: 3 }, // 1 round saved
      { roomId: 'r2', localDate: '2026-02-02', shiftNumber: 1, arrivals: 6 }, // more than planned: none saved, never negative
      { roomId: 'r2', localDate: '2026-02-02', shiftNumber: 2, arrivals: 1 }, // 3 saved on the night shift
      { roomId: 'r1', localDate: '2026-02-04', shiftNumber: 1, arrivals: 2 }, // an off-day: not counted at all
      { roomId: 'r3', localDate: '2026-02-02', shiftNumber: 1, arrivals: 4 }, // a room the filter leaves out
    ],
    operatingDays: new Set(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']),
  };

  it('sums max(0, planned - actual) x minutes per room over each working shift', () => {
    // Sun 1 Feb .. Sat 7 Feb 2026.
    const days = timeSavedByDay({ ...base, start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(days)).toEqual({
      '2026-02-01': 2 * 4 * 10, // Sunday, no arrivals: both rooms save all 4 rounds
      '2026-02-02': (1 + 0) * 10 + 3 * 10, // Monday: morning r1 1, r2 0; night r2 3
      '2026-02-03': 80,
      // Wednesday the 4th is an off-day.
      '2026-02-05': 80,
      // Friday and Saturday have no shift.
    });
  });

  it('counts no planned rounds for the shifts a holiday names, and all of them for one naming no shift', () => {
    // Thursday the 5th is a holiday of the morning shift only; Tuesday the 3rd one of every shift.
    const holidays = [
      { name: 'Morning off', start: '2026-02-05', end: '2026-02-05', shiftIds: [1] },
      { name: 'Closed', start: '2026-02-03', end: '2026-02-03', shiftIds: [] },
    ];
    const days = timeSavedByDay({ ...base, calendar: { ...calendar, holidays }, start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(days)).toEqual({ '2026-02-01': 80, '2026-02-02': 40 });
  });

  it('claims nothing for a day on which the site recorded nothing', () => {
    const days = timeSavedByDay({ ...base, start: '2026-02-01', end: '2026-02-03', operatingDays: new Set(['2026-02-02']) });
    expect(Object.fromEntries(days)).toEqual({ '2026-02-02': 40 });
  });

  it('plans a removed room on the days before its removal, and none from that day on', () => {
    // r2 was removed on Tuesday the 3rd: Monday as before; from Tuesday r1 alone.
    const days = timeSavedByDay({ ...base, presence: new Map([['r2', { until: '2026-02-03' }]]), start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(days)).toEqual({ '2026-02-01': 80, '2026-02-02': 40, '2026-02-03': 40, '2026-02-05': 40 });
    // Its arrivals on and after that day are not taken off what the other rooms saved.
    const late = [...base.arrivals, { roomId: 'r2', localDate: '2026-02-03', shiftNumber: 1, arrivals: 4 }];
    expect(timeSavedByDay({ ...base, arrivals: late, presence: new Map([['r2', { until: '2026-02-03' }]]), start: '2026-02-03', end: '2026-02-03' }).get('2026-02-03')).toBe(40);
    // Removed before the range: the night shift, which covers r2 only, plans nothing.
    const gone = timeSavedByDay({ ...base, presence: new Map([['r2', { until: '2026-01-15' }]]), start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(gone)).toEqual({ '2026-02-01': 40, '2026-02-02': 10, '2026-02-03': 40, '2026-02-05': 40 });
  });

  it('plans a room from the day it came, its arrivals before that not taken off the others', () => {
    // r2 came on Monday the 2nd: Sunday r1 alone; from Monday as before.
    const days = timeSavedByDay({ ...base, presence: new Map([['r2', { from: '2026-02-02' }]]), start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(days)).toEqual({ '2026-02-01': 40, '2026-02-02': 40, '2026-02-03': 80, '2026-02-05': 80 });
    const early = [...base.arrivals, { roomId: 'r2', localDate: '2026-02-01', shiftNumber: 1, arrivals: 4 }];
    expect(timeSavedByDay({ ...base, arrivals: early, presence: new Map([['r2', { from: '2026-02-02' }]]), start: '2026-02-01', end: '2026-02-01' }).get('2026-02-01')).toBe(40);
    // There for Tuesday only.
    const tuesday = timeSavedByDay({ ...base, presence: new Map([['r2', { from: '2026-02-03', until: '2026-02-04' }]]), start: '2026-02-01', end: '2026-02-07' });
    expect(Object.fromEntries(tuesday)).toEqual({ '2026-02-01': 40, '2026-02-02': 10, '2026-02-03': 80, '2026-02-05': 40 });
  });

  it('dates a room from its creation, or from its first recorded day when history reaches further back', () => {
    expect(roomPresenceOf('2026-02-10', null, undefined)).toEqual({ from: '2026-02-10', until: undefined });
    // Its devices' history was uploaded from before it was set up.
    expect(roomPresenceOf('2026-02-10', '2026-03-01', '2025-11-05')).toEqual({ from: '2025-11-05', until: '2026-03-01' });
    expect(roomPresenceOf('2026-02-10', null, '2026-02-12')).toEqual({ from: '2026-02-10', until: undefined });
    // No creation time known (a log on KurrentDB before it was recorded): open.
    expect(roomPresenceOf(null, null, '2026-02-12')).toEqual({ from: undefined, until: undefined });
  });

  it('honours the shift and days filters and the room filter', () => {
    expect(Object.fromEntries(timeSavedByDay({ ...base, start: '2026-02-01', end: '2026-02-07', shifts: [2] }))).toEqual({ '2026-02-02': 30 });
    expect(Object.fromEntries(timeSavedByDay({ ...base, start: '2026-02-01', end: '2026-02-07', weekdays: [1] }))).toEqual({ '2026-02-01': 80 });
    expect(Object.fromEntries(timeSavedByDay({ ...base, roomIds: ['r1'], start: '2026-02-02', end: '2026-02-02' }))).toEqual({ '2026-02-02': 10 });
  });
});
