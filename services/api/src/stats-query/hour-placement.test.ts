import type { SiteShift } from '@facility/contracts';
import type { SiteCalendar } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { isSelected, placeHour, placesPerRoom } from './hour-placement.ts';
import { roomMatches } from './room-filter.ts';

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

  it('places per site when every shift with a room list names all the rooms asked about', () => {
    const limited = { ...jerusalem, shifts: [shift({ roomIds: ['r-1', 'r-2'] }), shift({ shiftNumber: 2, roomIds: [] })] };
    expect(placesPerRoom(limited, ['r-1', 'r-2'])).toBe(false);
    expect(placesPerRoom(limited, ['r-2'])).toBe(false);
    expect(placesPerRoom(limited, ['r-1', 'r-3'])).toBe(true);
    expect(placesPerRoom({ ...jerusalem, shifts: [shift({ roomIds: ['r-1'], active: false })] }, ['r-2'])).toBe(false);
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
