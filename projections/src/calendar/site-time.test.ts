import { tzScan } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isLocalDate,
  isTimeZone,
  localClock,
  localDateOf,
  localMidnightUtc,
  localTimeUtc,
  weekdayOf,
  zoneOffsetMs,
} from './site-time.ts';

const JERUSALEM = 'Asia/Jerusalem';
const NEW_YORK = 'America/New_York';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const iso = (date: Date) => date.toISOString();

const formats = new Map<string, Intl.DateTimeFormat>();

/** What `Intl` (the runtime's zone data, read without us) shows at `instant`, as a `LocalClock`. */
function intlClock(instant: number, timezone: string) {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
    formats.set(timezone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute), weekday: WEEKDAYS.indexOf(parts.weekday!) + 1 };
}

describe('time zone names', () => {
  it.each(['UTC', 'Asia/Jerusalem', 'Europe/Kyiv', 'Europe/Kiev', 'America/Argentina/Buenos_Aires', 'America/Buenos_Aires', 'Pacific/Chatham'])('accepts %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', 'asia/jerusalem', 'IST', '+02:00', 'Nowhere', ''])('refuses %s', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });

  it('throws on a zone the runtime does not know rather than guess', () => {
    expect(() => zoneOffsetMs(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the wall clock of an instant', () => {
  it('reads the local clock across the DST switch', () => {
    // Israel: +2 until 2026-03-27 02:00 local, +3 after.
    expect(localClock(Date.parse('2026-03-26T23:30:00Z'), JERUSALEM)).toEqual({ date: '2026-03-27', minute: 90, weekday: 6 });
    expect(localClock(Date.parse('2026-03-27T00:30:00Z'), JERUSALEM)).toEqual({ date: '2026-03-27', minute: 210, weekday: 6 });
    expect(localClock(Date.parse('2026-03-27T22:00:00Z'), JERUSALEM)).toEqual({ date: '2026-03-28', minute: 60, weekday: 7 });
  });

  it.each([
    // [zone, last minute before the switch (UTC), local minute then, local minute at the switch]
    [NEW_YORK, '2026-03-08T06:59:00Z', 119, 180], // 01:59 EST -> 03:00 EDT
    [NEW_YORK, '2026-11-01T05:59:00Z', 119, 60], // 01:59 EDT -> 01:00 EST
    ['Europe/Warsaw', '2026-03-29T00:59:00Z', 119, 180],
    ['Europe/Warsaw', '2026-10-25T00:59:00Z', 179, 120],
    ['Pacific/Chatham', '2026-04-04T13:59:00Z', 224, 165], // 03:44 +13:45 -> 02:45 +12:45
    ['Pacific/Chatham', '2026-09-26T13:59:00Z', 164, 225],
    ['America/St_Johns', '2026-03-08T05:29:00Z', 119, 180], // 01:59 -3:30 -> 03:00 -2:30
    ['America/St_Johns', '2026-11-01T04:29:00Z', 119, 60],
  ])('follows %s across the switch after %s', (zone, before, minuteBefore, minuteAt) => {
    const instant = Date.parse(before);
    expect(localClock(instant, zone).minute).toBe(minuteBefore);
    expect(localClock(instant + 60_000, zone).minute).toBe(minuteAt);
  });

  it('keeps the 45-minute offset of Kathmandu to the minute at midnight', () => {
    expect(localClock(Date.parse('2026-06-30T18:14:00Z'), 'Asia/Kathmandu')).toEqual({ date: '2026-06-30', minute: 1439, weekday: 3 });
    expect(localClock(Date.parse('2026-06-30T18:15:00Z'), 'Asia/Kathmandu')).toEqual({ date: '2026-07-01', minute: 0, weekday: 4 });
  });

  it('reads a switch off the quarter hour exactly (St. John\'s fell back at 00:01 until 2011)', () => {
    expect(localClock(Date.parse('2010-11-07T02:30:00Z'), 'America/St_Johns')).toEqual({ date: '2010-11-07', minute: 0, weekday: 1 });
    expect(localClock(Date.parse('2010-11-07T02:31:00Z'), 'America/St_Johns')).toEqual({ date: '2010-11-06', minute: 23 * 60 + 1, weekday: 7 });
    expect(localClock(Date.parse('2010-11-07T02:40:00Z'), 'America/St_Johns')).toEqual({ date: '2010-11-06', minute: 23 * 60 + 10, weekday: 7 });
  });

  it('agrees with Intl on date, minute and weekday in many zones, before and after 1970', () => {
    const zones = ['UTC', JERUSALEM, 'America/Sao_Paulo', 'Pacific/Chatham', 'Asia/Kolkata', 'America/St_Johns'];
    for (const timezone of zones) {
      // Every 7 hours 13 minutes from 1969-06 for about three years: all weekdays, DST switches, the epoch.
      for (let instant = Date.parse('1969-06-01T00:00:00Z'); instant < Date.parse('1972-06-01T00:00:00Z'); instant += 26_000_000) {
        expect(localClock(instant, timezone)).toEqual(intlClock(instant, timezone));
      }
    }
  });

  it('agrees with Intl in the minutes around every switch of 2020-2030', () => {
    const zones = [JERUSALEM, NEW_YORK, 'Europe/Warsaw', 'Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns', 'America/Santiago', 'Atlantic/Azores'];
    for (const timezone of zones) {
      for (const { date } of tzScan(timezone, { start: new Date('2020-01-01T00:00:00Z'), end: new Date('2030-01-01T00:00:00Z') })) {
        for (let instant = date.getTime() - 2 * 60_000; instant <= date.getTime() + 2 * 60_000; instant += 30_000) {
          expect(localClock(instant, timezone), `${timezone} at ${new Date(instant).toISOString()}`).toEqual(intlClock(instant, timezone));
        }
      }
    }
  });

  it('gives the local date of a Date or of epoch milliseconds', () => {
    expect(localDateOf(new Date('2026-03-28T21:30:00Z'), JERUSALEM)).toBe('2026-03-29');
    expect(localDateOf(Date.parse('2026-03-10T03:00:00Z'), NEW_YORK)).toBe('2026-03-09');
  });
});

describe('the UTC instant of a local time', () => {
  it('follows Israel into summer time on Friday 2026-03-27 (02:00 +2 -> 03:00 +3): a 23-hour day', () => {
    expect(iso(localMidnightUtc('2026-03-26', JERUSALEM))).toBe('2026-03-25T22:00:00.000Z');
    expect(iso(localMidnightUtc('2026-03-27', JERUSALEM))).toBe('2026-03-26T22:00:00.000Z');
    expect(iso(localMidnightUtc('2026-03-28', JERUSALEM))).toBe('2026-03-27T21:00:00.000Z');
  });

  it('follows Israel out of summer time on Sunday 2026-10-25: a 25-hour day', () => {
    expect(iso(localMidnightUtc('2026-10-25', JERUSALEM))).toBe('2026-10-24T21:00:00.000Z');
    expect(iso(localMidnightUtc('2026-10-26', JERUSALEM))).toBe('2026-10-25T22:00:00.000Z');
  });

  it('follows New York across 2026-03-08 (EST -5 -> EDT -4) and 2026-11-01 (back to -5)', () => {
    expect(iso(localMidnightUtc('2026-03-08', NEW_YORK))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(localMidnightUtc('2026-03-09', NEW_YORK))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(localMidnightUtc('2026-11-01', NEW_YORK))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(localMidnightUtc('2026-11-02', NEW_YORK))).toBe('2026-11-02T05:00:00.000Z');
  });

  it('follows Warsaw, Chatham, Kathmandu and St. John\'s across their switches', () => {
    expect(iso(localMidnightUtc('2026-03-29', 'Europe/Warsaw'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(localMidnightUtc('2026-03-30', 'Europe/Warsaw'))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(localMidnightUtc('2026-10-26', 'Europe/Warsaw'))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(localMidnightUtc('2026-04-05', 'Pacific/Chatham'))).toBe('2026-04-04T10:15:00.000Z');
    expect(iso(localMidnightUtc('2026-04-06', 'Pacific/Chatham'))).toBe('2026-04-05T11:15:00.000Z');
    expect(iso(localMidnightUtc('2026-09-28', 'Pacific/Chatham'))).toBe('2026-09-27T10:15:00.000Z');
    expect(iso(localMidnightUtc('2026-01-01', 'Asia/Kathmandu'))).toBe('2025-12-31T18:15:00.000Z');
    expect(iso(localMidnightUtc('2026-03-08', 'America/St_Johns'))).toBe('2026-03-08T03:30:00.000Z');
    expect(iso(localMidnightUtc('2026-03-09', 'America/St_Johns'))).toBe('2026-03-09T02:30:00.000Z');
    expect(iso(localMidnightUtc('2026-11-02', 'America/St_Johns'))).toBe('2026-11-02T03:30:00.000Z');
  });

  it('starts the day at the transition when midnight itself is skipped (Santiago 2026-09-06, the Azores 2026-03-29)', () => {
    // Chile springs forward at 24:00 on Saturday: 00:00 -04 becomes 01:00 -03.
    expect(iso(localMidnightUtc('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(localMidnightUtc('2026-03-29', 'Atlantic/Azores'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('keeps midnight right after a fall back at 24:00 (Santiago, 2026-04-05)', () => {
    // 24:00 -03 on Saturday becomes 23:00 -04 again, so the Sunday begins at 04:00Z.
    expect(iso(localMidnightUtc('2026-04-05', 'America/Santiago'))).toBe('2026-04-05T04:00:00.000Z');
  });

  it('takes the first of a repeated midnight (the Azores fall back from 01:00 to 00:00 on 2026-10-25)', () => {
    expect(iso(localMidnightUtc('2026-10-25', 'Atlantic/Azores'))).toBe('2026-10-25T00:00:00.000Z');
  });

  it('takes the first of a repeated time and reads a skipped one in the offset before the gap', () => {
    expect(iso(localTimeUtc('2026-11-01', 90, NEW_YORK))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not EST
    expect(iso(localTimeUtc('2026-10-25', 150, 'Europe/Warsaw'))).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST
    expect(iso(localTimeUtc('2026-03-08', 150, NEW_YORK))).toBe('2026-03-08T07:30:00.000Z'); // no 02:30: shows 03:30 EDT
    expect(iso(localTimeUtc('2026-03-27', 8 * 60, JERUSALEM))).toBe('2026-03-27T05:00:00.000Z');
  });
});

describe('local dates', () => {
  it('moves by days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', -372)).toBe('2025-03-22');
    expect(addDays('1970-01-01', -1)).toBe('1969-12-31');
  });

  it('clamps to the last day of shorter months and crosses years', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-30', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2025-12-01', 1)).toBe('2026-01-01');
    expect(addMonths('2025-03-01', 12)).toBe('2026-03-01');
  });

  it('counts calendar days between dates, whatever the zone does in between', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('numbers weekdays from Sunday = 1', () => {
    expect(weekdayOf('2026-03-29')).toBe(1);
    expect(weekdayOf('2026-03-28')).toBe(7);
    expect(weekdayOf('1969-12-31')).toBe(4);
  });

  it('tells a calendar date from text that only looks like one', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2026-12-31')).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-32', '2026-1-01', '26-01-01', ' 2026-01-01']) {
      expect(isLocalDate(text), text).toBe(false);
    }
  });
});
