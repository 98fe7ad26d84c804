import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { holidayShifts, holidaysNaming } from './holiday-shifts.ts';

describe('holidays and shifts', () => {
  const shifts = [{ shiftNumber: 1 }, { shiftNumber: 3 }] as SiteShift[];
  const holidays = [
    { name: 'Passover', start: '2026-04-02', end: '2026-04-09', shiftIds: [1, 4] },
    { name: 'New year', start: '2026-09-12', end: '2026-09-13', shiftIds: [] },
  ];

  it('names the shifts a holiday is for, and the numbers no shift has', () => {
    expect(holidayShifts(holidays[1]!, shifts)).toEqual({ all: true });
    expect(holidayShifts(holidays[0]!, shifts)).toEqual({ all: false, shifts: [shifts[0]], missing: [4] });
  });

  it('finds the holidays that name a shift itself', () => {
    expect(holidaysNaming(holidays, 1).map((holiday) => holiday.name)).toEqual(['Passover']);
    expect(holidaysNaming(holidays, 3)).toEqual([]);
  });
});
