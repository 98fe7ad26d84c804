import { describe, expect, it } from 'vitest';
import { addDays, openCallsNow, refreshDelay, roomInFilter, stripFigures, stripRanges, weekdayOf } from './live-strip-model.ts';

const NO_FILTER = { rooms: null, building: null, floor: null, gender: null };
const room = (id: string, calls: number, extra: Partial<{ building: string | null; floor: number | null; gender: string | null }> = {}) => ({
  id,
  building: 'A',
  floor: 1,
  gender: 'women',
  ...extra,
  openCalls: Array.from({ length: calls }, () => ({}) as never),
});

describe('stripRanges', () => {
  it('today is one day, compared with yesterday', () => {
    expect(stripRanges('today', '2026-11-24')).toEqual({
      current: { timeFrom: '2026-11-24', timeTo: '2026-11-24' },
      comparison: { timeFrom: '2026-11-23', timeTo: '2026-11-23' },
    });
  });

  it('this week runs from Sunday to today, compared with the same days a week earlier', () => {
    // 2026-11-24 is a Tuesday: Sunday the 22nd to today, against Sunday 15th to Tuesday 17th.
    expect(stripRanges('week', '2026-11-24')).toEqual({
      current: { timeFrom: '2026-11-22', timeTo: '2026-11-24' },
      comparison: { timeFrom: '2026-11-15', timeTo: '2026-11-17' },
    });
  });

  it('on a Sunday the week is that day alone', () => {
    expect(stripRanges('week', '2026-11-22').current).toEqual({ timeFrom: '2026-11-22', timeTo: '2026-11-22' });
  });

  it('crosses months and years', () => {
    expect(stripRanges('today', '2027-01-01').comparison).toEqual({ timeFrom: '2026-12-31', timeTo: '2026-12-31' });
    // Friday 1 January 2027: the week began on Sunday 27 December 2026.
    expect(stripRanges('week', '2027-01-01').current.timeFrom).toBe('2026-12-27');
  });
});

describe('calendar dates', () => {
  it('moves across a daylight-saving change by whole days', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names weekdays from Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('openCallsNow', () => {
  const rooms = [room('r1', 2), room('r2', 1, { building: 'B', floor: 2, gender: 'men' }), room('r3', 0), room('r4', 3, { building: null, floor: null, gender: null })];

  it('counts every open call of the site without a filter', () => {
    expect(openCallsNow(rooms, NO_FILTER)).toBe(6);
  });

  it('counts only the filter’s rooms, buildings, floors and genders', () => {
    expect(openCallsNow(rooms, { ...NO_FILTER, rooms: ['r2', 'r3'] })).toBe(1);
    expect(openCallsNow(rooms, { ...NO_FILTER, building: ['A'] })).toBe(2);
    expect(openCallsNow(rooms, { ...NO_FILTER, floor: [2] })).toBe(1);
    expect(openCallsNow(rooms, { ...NO_FILTER, gender: ['women'] })).toBe(2);
  });

  it('leaves a room without the filtered field out of that filter', () => {
    expect(roomInFilter(rooms[3]!, { ...NO_FILTER, building: ['A'] })).toBe(false);
    expect(roomInFilter(rooms[3]!, NO_FILTER)).toBe(true);
  });
});

describe('stripFigures', () => {
  const totals = { visits: 7305, complaints: 40, callsOpened: 48, response_time_SLA: 27, avg_score: null };

  it('pairs each figure with its comparison, in the strip’s order', () => {
    expect(stripFigures(totals, { ...totals, visits: 7000, avg_score: 80 })).toEqual([
      { series: 'visits', value: 7305, previous: 7000 },
      { series: 'complaints', value: 40, previous: 40 },
      { series: 'callsOpened', value: 48, previous: 48 },
      { series: 'response_time_SLA', value: 27, previous: 27 },
      { series: 'avg_score', value: null, previous: 80 },
    ]);
  });

  it('shows nothing yet while an answer loads', () => {
    expect(stripFigures(undefined, undefined).every((figure) => figure.value === null && figure.previous === null)).toBe(true);
  });
});

describe('refreshDelay', () => {
  it('refreshes at once the first time and once the gap has passed', () => {
    expect(refreshDelay(null, 1_000)).toBe(0);
    expect(refreshDelay(1_000, 6_000)).toBe(0);
    expect(refreshDelay(1_000, 60_000)).toBe(0);
  });

  it('waits for the end of the gap inside it', () => {
    expect(refreshDelay(1_000, 2_000)).toBe(4_000);
    expect(refreshDelay(1_000, 2_000, 10_000)).toBe(9_000);
  });
});
