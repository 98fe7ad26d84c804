import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { bucketDateOf, localClock, shiftAt, type SiteCalendar } from './site-calendar.ts';

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
  it('reads the local clock across the DST switch', () => {
    // Israel: +2 until 2026-03-27 02:00 local, +3 after.
    expect(localClock(Date.parse('2026-03-26T23:30:00Z'), 'Asia/Jerusalem')).toEqual({ date: '2026-03-27', minute: 90, weekday: 6 });
    expect(localClock(Date.parse('2026-03-27T00:30:00Z'), 'Asia/Jerusalem')).toEqual({ date: '2026-03-27', minute: 210, weekday: 6 });
    expect(localClock(Date.parse('2026-03-27T22:00:00Z'), 'Asia/Jerusalem')).toEqual({ date: '2026-03-28', minute: 60, weekday: 7 });
  });

  it('agrees with Intl on date, minute and weekday in many zones, before and after 1970', () => {
    const zones = ['UTC', 'Asia/Jerusalem', 'America/Sao_Paulo', 'Pacific/Chatham', 'Asia/Kolkata', 'America/St_Johns'];
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (const timezone of zones) {
      const format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
      // Every 7 hours 13 minutes from 1969-06 for about three years: all weekdays, DST switches, the epoch.
      for (let instant = Date.parse('1969-06-01T00:00:00Z'); instant < Date.parse('1972-06-01T00:00:00Z'); instant += 26_000_000) {
        const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
        expect(localClock(instant, timezone)).toEqual({
          date: `${parts.year}-${parts.month}-${parts.day}`,
          minute: Number(parts.hour) * 60 + Number(parts.minute),
          weekday: weekdays.indexOf(parts.weekday!) + 1,
        });
      }
    }
  });

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
