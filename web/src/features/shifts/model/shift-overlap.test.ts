import { describe, expect, it } from 'vitest';
import { crossesMidnight, firstOverlap, minutesOfDay, overlapBetween, overlapsInList, shiftLength, type OverlapShift } from './shift-overlap.ts';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const shift = (start: string, end: string, changes: Partial<OverlapShift> = {}): OverlapShift => ({
  shiftNumber: 1,
  start,
  end,
  days: ALL_DAYS,
  roomIds: [],
  active: true,
  ...changes,
});

describe('shift times', () => {
  it('reads HH:mm and measures a shift, the next day included', () => {
    expect(minutesOfDay('06:30')).toBe(390);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('6:00')).toBeNull();
    expect(shiftLength('06:00', '14:00')).toBe(480);
    expect(shiftLength('22:00', '06:00')).toBe(480);
    expect(shiftLength('23:45', '00:15')).toBe(30);
    expect(shiftLength('08:00', '08:00')).toBeNull();
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
    expect(crossesMidnight('06:00', '14:00')).toBe(false);
  });
});

describe('overlap of two active shifts', () => {
  it('lets back-to-back shifts through, end exclusive', () => {
    expect(overlapBetween(shift('06:00', '14:00'), shift('14:00', '22:00'))).toBeNull();
    expect(overlapBetween(shift('14:00', '22:00'), shift('22:00', '06:00'))).toBeNull();
    expect(overlapBetween(shift('22:00', '06:00'), shift('06:00', '14:00'))).toBeNull();
  });

  it('finds shared time on a common day', () => {
    expect(overlapBetween(shift('06:00', '14:00', { days: [2] }), shift('13:00', '20:00', { days: [2, 3] }))).toEqual({ weekday: 2, roomId: null });
    expect(overlapBetween(shift('06:00', '14:00', { days: [2] }), shift('13:00', '20:00', { days: [3] }))).toBeNull();
  });

  it('follows a shift past midnight into the next weekday', () => {
    const night = shift('22:00', '06:00', { days: [2] }); // Monday night to Tuesday morning
    expect(overlapBetween(night, shift('05:00', '13:00', { days: [3] }))).toEqual({ weekday: 3, roomId: null });
    expect(overlapBetween(shift('05:00', '13:00', { days: [3] }), night)).toEqual({ weekday: 3, roomId: null });
    // Tuesday's early shift does not meet a night that started on Tuesday evening.
    expect(overlapBetween(shift('22:00', '06:00', { days: [3] }), shift('05:00', '13:00', { days: [3] }))).toBeNull();
    // Two nights starting on the same day meet on that day.
    expect(overlapBetween(shift('23:00', '07:00', { days: [4] }), shift('20:00', '00:30', { days: [4] }))).toEqual({ weekday: 4, roomId: null });
  });

  it("wraps Saturday night into Sunday morning of the week's start", () => {
    const saturdayNight = shift('22:00', '06:00', { days: [7] });
    const sundayMorning = shift('05:00', '12:00', { days: [1] });
    expect(overlapBetween(saturdayNight, sundayMorning)).toEqual({ weekday: 1, roomId: null });
    expect(overlapBetween(sundayMorning, saturdayNight)).toEqual({ weekday: 1, roomId: null });
    expect(overlapBetween(saturdayNight, shift('06:00', '12:00', { days: [1] }))).toBeNull();
    expect(overlapBetween(saturdayNight, shift('05:00', '12:00', { days: [2] }))).toBeNull();
  });

  it('names the earliest weekday of the week when they meet on several', () => {
    expect(overlapBetween(shift('06:00', '14:00', { days: [4, 6] }), shift('10:00', '18:00', { days: [6, 4] }))?.weekday).toBe(4);
  });

  it('ignores inactive and incomplete shifts', () => {
    expect(overlapBetween(shift('06:00', '14:00'), shift('07:00', '15:00', { active: false }))).toBeNull();
    expect(overlapBetween(shift('06:00', '14:00'), shift('07:00', ''))).toBeNull();
    expect(overlapBetween(shift('06:00', '14:00'), shift('07:00', '07:00'))).toBeNull();
    expect(overlapBetween(shift('06:00', '14:00'), shift('07:00', '15:00', { days: [] }))).toBeNull();
  });
});

describe('rooms', () => {
  it('compares shifts naming rooms only where they share one', () => {
    expect(overlapBetween(shift('06:00', '14:00', { roomIds: ['a', 'b'] }), shift('07:00', '15:00', { roomIds: ['c'] }))).toBeNull();
    expect(overlapBetween(shift('06:00', '14:00', { roomIds: ['a', 'b'] }), shift('07:00', '15:00', { roomIds: ['c', 'b'] }))).toEqual({ weekday: 1, roomId: 'b' });
  });

  it('treats a shift without rooms as covering the whole site', () => {
    expect(overlapBetween(shift('06:00', '14:00'), shift('07:00', '15:00', { roomIds: ['c'] }))).toEqual({ weekday: 1, roomId: null });
    expect(overlapBetween(shift('06:00', '14:00', { roomIds: ['a'] }), shift('07:00', '15:00'))).toEqual({ weekday: 1, roomId: null });
  });
});

describe('a list of shifts', () => {
  const list = [shift('06:00', '14:00', { shiftNumber: 1 }), shift('14:00', '22:00', { shiftNumber: 2 }), shift('21:00', '06:00', { shiftNumber: 3 })];

  it("gives each shift its first clash with another, never with itself", () => {
    expect(overlapsInList(list)).toEqual([null, { other: 2, weekday: 1, roomId: null }, { other: 1, weekday: 1, roomId: null }]);
  });

  it("checks a draft against the others, skipping the draft's own saved place", () => {
    const draft = shift('13:00', '21:00', { shiftNumber: 2 });
    expect(firstOverlap(draft, list, 1)).toEqual({ other: 0, weekday: 1, roomId: null });
    expect(firstOverlap(shift('14:00', '21:00'), list, 1)).toBeNull();
  });
});
