import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { bucketDateOf, shiftAt, type SiteCalendar } from './site-calendar.ts';

const shift = (overrides: Partial<SiteShift>): SiteShift => ({
  shiftNumber: 1,
  shiftName: 'morning',
  start: '07:00',
  end: '15:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  minSla: 15,
  maxSla: 30,
  roomIds: [],
  active: true,
  ...overrides,
});
const calendar = (shifts: SiteShift[], extra: Partial<SiteCalendar> = {}): SiteCalendar => ({ timezone: 'Asia/Jerusalem', shifts, holidays: [], offDays: [], ...extra });

describe('site calendar', () => {
  it('finds the shift, with a night shift after midnight belonging to the day it started', () => {
    const night = shift({ shiftNumber: 3, shiftName: 'night', start: '23:00', end: '07:00', days: [2] }); // Mondays
    const site = calendar([shift({ days: [2] }), night]);
    // Monday 2026-02-02 10:00 local (+2).
    expect(shiftAt(site, Date.parse('2026-02-02T08:00:00Z'))?.shift.shiftNumber).toBe(1);
    // Tuesday 03:00 local: Monday's night shift.
    expect(shiftAt(site, Date.parse('2026-02-03T01:00:00Z'))).toMatchObject({ shift: { shiftNumber: 3 }, date: '2026-02-02', weekday: 2 });
    // Tuesday 10:00 local: the morning shift works Mondays only.
    expect(shiftAt(site, Date.parse('2026-02-03T08:00:00Z'))).toBeNull();
    expect(bucketDateOf(site, Date.parse('2026-02-03T08:00:00Z'))).toEqual({ date: '2026-02-03', weekday: 3, shiftNumber: 0 });
    // The end is exclusive.
    expect(shiftAt(site, Date.parse('2026-02-02T13:00:00Z'))).toBeNull();
  });

  it('leaves out inactive shifts, shifts of other rooms, off-days and holidays of the shift', () => {
    const at = Date.parse('2026-02-02T08:00:00Z');
    expect(shiftAt(calendar([shift({ active: false })]), at)).toBeNull();
    expect(shiftAt(calendar([shift({ roomIds: ['r2'] })]), at, 'r1')).toBeNull();
    expect(shiftAt(calendar([shift({ roomIds: ['r2'] })]), at, 'r2')).not.toBeNull();
    expect(shiftAt(calendar([shift({})], { offDays: [{ name: 'Closed', year: 2026, month: 2, day: 2 }] }), at)).toBeNull();
    expect(shiftAt(calendar([shift({})], { holidays: [{ name: 'Tu BiShvat', start: '2026-02-01', end: '2026-02-02', shiftIds: [1] }] }), at)).toBeNull();
    expect(shiftAt(calendar([shift({})], { holidays: [{ name: 'Other', start: '2026-02-01', end: '2026-02-02', shiftIds: [2] }] }), at)).not.toBeNull();
  });
});
