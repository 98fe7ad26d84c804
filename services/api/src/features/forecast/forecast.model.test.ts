import { addDays, localTimeUtc, type SiteCalendar } from '@facility/projections';
import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { backtest, forecastCells, impliedRounds, scheduledRounds, type HourCount } from './forecast.model.ts';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const shift = (shiftNumber: number, start: string, end: string): SiteShift =>
  ({ shiftNumber, shiftName: `s${shiftNumber}`, start, end, days: ALL_DAYS, minSla: 15, maxSla: 30, roomIds: [], active: true }) as SiteShift;
const calendar = (timezone: string, shifts: SiteShift[] = []): SiteCalendar => ({ timezone, shifts, holidays: [], offDays: [] });

/** `count` visits (and complaints) in the local hour `hour` of each day of [from, from + days). */
function daily(timezone: string, roomId: string, from: string, days: number, hour: number, visits: number, complaints = 0): HourCount[] {
  return Array.from({ length: days }, (_, day) => ({
    roomId,
    hourStart: localTimeUtc(addDays(from, day), hour * 60, timezone).getTime(),
    visits,
    complaints,
  }));
}

const total = (cells: ReturnType<typeof forecastCells>, pick: (cell: (typeof cells)[number]) => boolean) =>
  cells.filter(pick).reduce((sum, cell) => sum + (cell.visits ?? 0), 0);

describe('forecastCells', () => {
  // Monday 2026-06-08 is the first forecast day; four weeks of history before it.
  const START = '2026-06-08';
  const HISTORY_FROM = addDays(START, -28);
  const site = calendar('UTC', [shift(1, '08:00', '16:00')]);

  it('repeats a regular weekly pattern per day and shift, and leaves rooms without history null', () => {
    const history = [
      ...daily('UTC', 'r-1', HISTORY_FROM, 28, 9, 10),
      // Two complaints at 10:00 on Mondays only.
      ...[0, 7, 14, 21].map((day) => ({ roomId: 'r-1', hourStart: Date.parse(`${addDays(HISTORY_FROM, day)}T10:00:00Z`), visits: 0, complaints: 2 })),
    ];
    const cells = forecastCells({ calendar: site, roomIds: ['r-1', 'r-2'], history, startDate: START, days: 7 });
    const r1 = cells.filter((cell) => cell.roomId === 'r-1' && cell.shiftNumber === 1);
    expect(r1.map((cell) => [cell.date, cell.visits, cell.complaints])).toEqual(
      Array.from({ length: 7 }, (_, day) => [addDays(START, day), 10, day === 0 ? 2 : 0]),
    );
    expect(cells.find((cell) => cell.roomId === 'r-1' && cell.shiftNumber === 0)?.visits).toBe(0);
    expect(cells.filter((cell) => cell.roomId === 'r-2').every((cell) => cell.visits === null && cell.complaints === null)).toBe(true);
  });

  it('weights recent weeks more (4, 3, 2, 1) and ignores weeks before a room was first counted', () => {
    // r-1: 40 visits one week ago only; r-2: counted for the first time two weeks ago, 12 then and 6 a week ago.
    const history = [
      ...daily('UTC', 'r-1', addDays(START, -7), 1, 9, 40),
      ...daily('UTC', 'r-1', HISTORY_FROM, 1, 3, 0), // counted (nothing) four weeks ago: a live room
      ...daily('UTC', 'r-2', addDays(START, -14), 1, 9, 12),
      ...daily('UTC', 'r-2', addDays(START, -7), 1, 9, 6),
    ];
    const monday = forecastCells({ calendar: site, roomIds: ['r-1', 'r-2'], history, startDate: START, days: 1 });
    expect(total(monday, (cell) => cell.roomId === 'r-1')).toBeCloseTo((4 * 40) / 10);
    expect(total(monday, (cell) => cell.roomId === 'r-2')).toBeCloseTo((4 * 6 + 3 * 12) / 7);
  });

  it('counts a night shift\'s hours after midnight for the day it started', () => {
    const night = calendar('UTC', [shift(1, '08:00', '16:00'), shift(2, '22:00', '06:00')]);
    const history = daily('UTC', 'r-1', HISTORY_FROM, 29, 1, 7); // 01:00 every day
    const cells = forecastCells({ calendar: night, roomIds: ['r-1'], history, startDate: START, days: 2 });
    expect(cells.filter((cell) => cell.shiftNumber === 2).map((cell) => [cell.date, cell.visits])).toEqual([
      [START, 7], // 01:00 of Tuesday belongs to Monday's night shift
      [addDays(START, 1), 7], // 01:00 of Wednesday (after the horizon's last day) too
    ]);
    // Monday 01:00 belongs to Sunday's shift, outside the horizon.
    expect(cells.filter((cell) => cell.shiftNumber === 0).every((cell) => cell.visits === 0)).toBe(true);
  });

  it('skips the hour a spring forward removes and counts a repeated hour once per occurrence', () => {
    const zone = 'Europe/London';
    // Five visitors in every UTC hour of five weeks around each change.
    const everyHour = (from: string, to: string): HourCount[] => {
      const hours: HourCount[] = [];
      for (let hour = localTimeUtc(from, 0, zone).getTime(); hour < localTimeUtc(to, 0, zone).getTime(); hour += 3_600_000) hours.push({ roomId: 'r-1', hourStart: hour, visits: 5, complaints: 0 });
      return hours;
    };
    const dayTotal = (startDate: string, history: HourCount[]) =>
      total(forecastCells({ calendar: calendar(zone), roomIds: ['r-1'], history, startDate, days: 1 }), () => true);
    // 2026-03-29: 23 hours; 2026-10-25: 25 hours.
    expect(dayTotal('2026-03-29', everyHour('2026-02-28', '2026-03-29'))).toBeCloseTo(23 * 5);
    expect(dayTotal('2026-10-25', everyHour('2026-09-26', '2026-10-25'))).toBeCloseTo(25 * 5);
    // A week after, the repeated hour's two UTC hours are one sample of 5 per hour, not 10.
    expect(dayTotal('2026-11-01', everyHour('2026-10-03', '2026-11-01'))).toBeCloseTo(24 * 5);
    // A week after the spring forward, its missing 01:00 is no sample (not a zero).
    expect(dayTotal('2026-04-05', everyHour('2026-03-07', '2026-04-05'))).toBeCloseTo(24 * 5);
  });
});

describe('rounds', () => {
  it('implies one round per threshold visitors, rounded up, at least the scheduled ones', () => {
    expect(impliedRounds(61, 30, 0)).toBe(3);
    expect(impliedRounds(60, 30, 0)).toBe(2);
    expect(impliedRounds(60.0000000001, 30, 0)).toBe(2);
    expect(impliedRounds(0, 30, 0)).toBe(0);
    expect(impliedRounds(10, 30, 4)).toBe(4);
    expect(impliedRounds(null, 30, 0)).toBeNull();
    expect(impliedRounds(null, 30, 2)).toBe(2);
  });

  it('places scheduled call times in the shift working then, a night time on the day its shift started', () => {
    const site = calendar('UTC', [shift(1, '06:00', '14:00'), shift(2, '22:00', '06:00')]);
    const rounds = scheduledRounds(site, ['07:00', '12:00', '03:00', '18:00'], ['r-1'], '2026-06-08', 2);
    expect(Object.fromEntries(rounds)).toEqual({
      '2026-06-08|1|r-1': 2,
      '2026-06-08|2|r-1': 1, // 03:00 of the 9th
      '2026-06-09|1|r-1': 2,
      '2026-06-09|2|r-1': 1, // 03:00 of the 10th
    });
  });
});

describe('backtest', () => {
  const site = calendar('UTC', [shift(1, '08:00', '16:00')]);
  const HELD_OUT = '2026-06-08';

  it('finds no error on a site that repeats itself, and measures the error of a changed week', () => {
    const regular = daily('UTC', 'r-1', addDays(HELD_OUT, -28), 35, 9, 10);
    expect(backtest({ calendar: site, roomIds: ['r-1'], history: regular, heldOutStart: HELD_OUT })).toEqual({
      from: HELD_OUT,
      to: '2026-06-14',
      cells: 14, // seven days x (shift 1, outside shifts)
      visits: { mae: 0, wape: 0 },
      complaints: { mae: 0, wape: null },
    });
    // The held-out week is twice as busy: off by 10 on each of the 7 shift cells.
    const busier = regular.map((entry) => (entry.hourStart >= Date.parse(`${HELD_OUT}T00:00:00Z`) ? { ...entry, visits: 20 } : entry));
    const result = backtest({ calendar: site, roomIds: ['r-1'], history: busier, heldOutStart: HELD_OUT });
    expect(result?.visits).toEqual({ mae: 70 / 14, wape: 0.5 });
  });

  it('is null without history before the held-out week', () => {
    expect(backtest({ calendar: site, roomIds: ['r-1'], history: daily('UTC', 'r-1', HELD_OUT, 7, 9, 10), heldOutStart: HELD_OUT })).toBeNull();
  });
});
