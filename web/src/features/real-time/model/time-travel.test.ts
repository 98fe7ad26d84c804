import { describe, expect, it } from 'vitest';
import { dayMinutes, dayOf, dayStart, instantAt, instantOfLocal, lastMinuteOf, minuteOf, momentFromParam, nextMoment, timeOfDay } from './time-travel.ts';

const TZ = 'Asia/Jerusalem';

describe('time travel clock maths', () => {
  it('places an instant in its site-local day and minute', () => {
    // 22:30 UTC on 1 Nov is 00:30 on 2 Nov in Jerusalem (UTC+2).
    const at = Date.parse('2026-11-01T22:30:00Z');
    expect(dayOf(at, TZ)).toBe('2026-11-02');
    expect(minuteOf(at, TZ)).toBe(30);
    expect(timeOfDay(at, TZ)).toBe('00:30');
    expect(dayStart('2026-11-02', TZ)).toBe(Date.parse('2026-11-01T22:00:00Z'));
    expect(instantAt('2026-11-02', 90, TZ)).toBe(Date.parse('2026-11-01T23:30:00Z'));
    expect(instantOfLocal('2026-11-02', '01:30', TZ)).toBe(Date.parse('2026-11-01T23:30:00Z'));
    expect(instantOfLocal('2026-11-02', '1:30', TZ)).toBeNull();
  });

  it('knows days of a clock change are 23 or 25 hours long', () => {
    expect(dayMinutes('2026-11-02', TZ)).toBe(1440);
    expect(dayMinutes('2026-03-27', TZ)).toBe(1380); // Israel springs forward on the Friday before the last Sunday of March
    expect(dayMinutes('2026-10-25', TZ)).toBe(1500);
  });

  it('ends the scrubber at now on today, and at the last minute on a past day', () => {
    const now = Date.parse('2026-11-02T08:15:30Z'); // 10:15 in Jerusalem
    expect(lastMinuteOf('2026-11-02', TZ, now)).toBe(10 * 60 + 15);
    expect(lastMinuteOf('2026-11-01', TZ, now)).toBe(1439);
  });

  it('reads the address moment to the minute, never past now, an hour ago by default', () => {
    const now = Date.parse('2026-11-02T08:15:30Z');
    expect(momentFromParam('2026-11-02T07:00:45Z', now)).toBe(Date.parse('2026-11-02T07:00:00Z'));
    expect(momentFromParam('2027-01-01T00:00:00Z', now)).toBe(Date.parse('2026-11-02T08:15:00Z'));
    expect(momentFromParam(null, now)).toBe(Date.parse('2026-11-02T07:15:00Z'));
    expect(momentFromParam('soon', now)).toBe(Date.parse('2026-11-02T07:15:00Z'));
  });

  it('plays forward by the speed and stops at the end of the day or at now', () => {
    const now = Date.parse('2026-11-02T08:15:00Z');
    expect(nextMoment(Date.parse('2026-11-02T08:00:00Z'), 5, TZ, now)).toBe(Date.parse('2026-11-02T08:05:00Z'));
    expect(nextMoment(Date.parse('2026-11-02T08:00:00Z'), 60, TZ, now)).toBe(now);
    expect(nextMoment(now, 5, TZ, now)).toBeNull();
    expect(nextMoment(Date.parse('2026-11-01T21:58:00Z'), 15, TZ, now)).toBe(Date.parse('2026-11-01T21:59:00Z'));
    expect(nextMoment(Date.parse('2026-11-01T21:59:00Z'), 15, TZ, now)).toBeNull();
  });
});
