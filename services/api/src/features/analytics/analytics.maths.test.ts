import type { SiteShift } from '@facility/contracts';
import type { AnalyticsCounterSums, SiteCalendar } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import {
  addSums,
  chartsOf,
  columnsOf,
  emptySums,
  hourDataOf,
  tallyProblem,
  topProblems,
  type ProblemTally,
} from './analytics.maths.ts';
import { isSelected, placeHour, placesPerRoom } from '../stats/hour-placement.ts';
import { roomMatches } from '../stats/stats-filter.ts';

const sums = (partial: Partial<AnalyticsCounterSums>): AnalyticsCounterSums => ({ ...emptySums(), ...partial });

describe('columnsOf', () => {
  it('shows the ratio with 3 decimals, the score and the response time rounded', () => {
    const columns = columnsOf(sums({ visits: 3, complaints: 1, scoreSum: 171, scoreCount: 2, resolvedCalls: 2, responseMinutesSum: 25, supervisorArrivals: 4 }));
    expect(columns).toMatchObject({ visits: 3, complaints: 1, supervisors: 4, ratio: 33.333, score: 86, avgResponseTime: 13 });
  });

  it('rounds a response time below 1 minute up, and leaves undefined means null', () => {
    expect(columnsOf(sums({ resolvedCalls: 3, responseMinutesSum: 0.6 })).avgResponseTime).toBe(1);
    expect(columnsOf(sums({ complaints: 4 }))).toMatchObject({ avgResponseTime: null, ratio: null, score: null });
    // A complaint-free room with visitors has a ratio of 0, not null.
    expect(columnsOf(sums({ visits: 10 })).ratio).toBe(0);
  });

  it('weighs a total by its ratings, not by its rooms', () => {
    const total = addSums(addSums(emptySums(), sums({ scoreSum: 100, scoreCount: 1 })), sums({ scoreSum: 150, scoreCount: 3 }));
    // (100 + 150) / 4 = 62.5 -> 63, where the mean of the room means would be 75.
    expect(columnsOf(total).score).toBe(63);
  });
});

describe('problems', () => {
  const tally: ProblemTally = new Map();
  tallyProblem(tally, 'dirty_floor', 'cleaning', 2);
  tallyProblem(tally, 'problem_leak', 'maintenance', 3);
  tallyProblem(tally, 'missing_soap', 'cleaning', 2);
  tallyProblem(tally, 'dirty_floor', 'cleaning', 1);
  tallyProblem(tally, 'bad_smell', 'cleaning', 1);

  it('ranks the most reported first, ties by label key', () => {
    expect(topProblems(tally, 3)).toEqual([
      { problem: 'dirty_floor', category: 'cleaning', count: 3 },
      { problem: 'problem_leak', category: 'maintenance', count: 3 },
      { problem: 'missing_soap', category: 'cleaning', count: 2 },
    ]);
  });

  it('charts each category apart', () => {
    expect(chartsOf(tally)).toEqual({
      cleaning: { labels: ['dirty_floor', 'missing_soap', 'bad_smell'], counts: [3, 2, 1] },
      maintenance: { labels: ['problem_leak'], counts: [3] },
    });
  });
});

describe('hourDataOf', () => {
  it('lists all 24 hours in order, zeros where nothing happened', () => {
    const hours = hourDataOf(new Map([[7, sums({ visits: 20, complaints: 1 })]]));
    expect(hours.map((hour) => hour.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(hours[7]).toMatchObject({ hour: 7, time: '07:00', visits: 20, complaints: 1, ratio: 5 });
    expect(hours[0]).toMatchObject({ time: '00:00', visits: 0, ratio: null, score: null });
  });
});

const shift = (partial: Partial<SiteShift>): SiteShift => ({
  shiftNumber: 1,
  shiftName: 'morning',
  start: '06:00',
  end: '14:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  minSla: 15,
  maxSla: 30,
  roomIds: [],
  active: true,
  ...partial,
});
const jerusalem: SiteCalendar = {
  timezone: 'Asia/Jerusalem',
  shifts: [shift({}), shift({ shiftNumber: 3, shiftName: 'night', start: '22:00', end: '06:00' })],
  holidays: [],
  offDays: [],
};
const at = (iso: string) => Date.parse(iso);

describe('placeHour', () => {
  it('gives the site-local hour of day on both sides of the DST switch', () => {
    // Thursday 2026-03-26 is +2, Saturday 2026-03-28 is +3.
    expect(placeHour(jerusalem, at('2026-03-26T10:00:00Z'))).toEqual({ date: '2026-03-26', weekday: 5, shiftNumber: 1, hour: 12 });
    expect(placeHour(jerusalem, at('2026-03-28T07:00:00Z'))).toEqual({ date: '2026-03-28', weekday: 7, shiftNumber: 1, hour: 10 });
    expect(placeHour(jerusalem, at('2026-03-28T12:00:00Z'))).toEqual({ date: '2026-03-28', weekday: 7, shiftNumber: 0, hour: 15 });
  });

  it("counts a night shift's hours after midnight for the day it started", () => {
    // 04:00 on Wednesday 2026-06-10 (+3) is in the night shift of Tuesday the 9th.
    expect(placeHour(jerusalem, at('2026-06-10T01:00:00Z'))).toEqual({ date: '2026-06-09', weekday: 3, shiftNumber: 3, hour: 4 });
  });

  it('places per room only for shifts limited to some rooms', () => {
    expect(placesPerRoom(jerusalem)).toBe(false);
    const limited = { ...jerusalem, shifts: [shift({ roomIds: ['r-1'] })] };
    expect(placesPerRoom(limited)).toBe(true);
    expect(placeHour(limited, at('2026-03-26T10:00:00Z'), 'r-1').shiftNumber).toBe(1);
    expect(placeHour(limited, at('2026-03-26T10:00:00Z'), 'r-2').shiftNumber).toBe(0);
  });
});

describe('isSelected', () => {
  const place = { date: '2026-06-09', weekday: 3, shiftNumber: 3, hour: 4 };
  it('keeps the days of the range, the chosen shifts and the chosen weekdays', () => {
    expect(isSelected(place, { start: '2026-06-09', end: '2026-06-09' })).toBe(true);
    expect(isSelected(place, { start: '2026-06-10', end: '2026-06-11' })).toBe(false);
    expect(isSelected(place, { start: '2026-06-01', end: '2026-06-30', shifts: [1] })).toBe(false);
    expect(isSelected(place, { start: '2026-06-01', end: '2026-06-30', shifts: [1, 3], weekdays: [3] })).toBe(true);
    expect(isSelected(place, { start: '2026-06-01', end: '2026-06-30', weekdays: [4] })).toBe(false);
    expect(isSelected({ ...place, shiftNumber: 0 }, { start: '2026-06-01', end: '2026-06-30', shifts: [1, 3] })).toBe(false);
  });
});

describe('roomMatches', () => {
  const room = { roomId: 'r-1', building: 'A', floor: 3, gender: 'men' as const };
  it('applies rooms, building, floor and gender together', () => {
    expect(roomMatches(room, {})).toBe(true);
    expect(roomMatches(room, { roomIds: ['r-1', 'r-2'], buildings: ['A'], floors: [3], genders: ['men'] })).toBe(true);
    expect(roomMatches(room, { roomIds: [] })).toBe(false);
    expect(roomMatches(room, { buildings: ['B'] })).toBe(false);
    expect(roomMatches(room, { floors: [1, 2] })).toBe(false);
    expect(roomMatches({ ...room, gender: null }, { genders: ['men'] })).toBe(false);
  });
});
