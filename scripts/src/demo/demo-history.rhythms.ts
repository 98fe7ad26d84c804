import { localClock } from '@facility/projections';
import type { DemoShift, DemoSite } from './demo-organisation.types.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTE_MS = 60_000;
/**
 * Devices signal at least hourly (a pad is offline after an hour of silence, spec §4, and
 * connectivity counts the hours with a signal): over the last {@link DENSE_HEARTBEAT_DAYS}
 * days the demo's devices beat every 55 minutes. Older history beats every 12 hours to keep
 * the seed small, so its device alerts show nightly offline spells a real fleet would not.
 */
export const HEARTBEAT_EVERY_MS = 55 * MINUTE_MS;
export const SPARSE_HEARTBEAT_EVERY_MS = 12 * HOUR_MS;
/** Covers the "last month" preset and the current and previous connectivity screens. */
export const DENSE_HEARTBEAT_DAYS = 35;

// ---------------------------------------------------------------------------------------
// Site-local time

export interface LocalTime {
  /** `yyyy-mm-dd` in the zone. */
  date: string;
  hour: number;
  minute: number;
  /** 1 = Sunday .. 7 = Saturday (spec §9). */
  weekday: number;
}

/** The wall-clock date, hour, minute and weekday of `instant` in `timeZone` (DST included). */
export function localTime(instant: number, timeZone: string): LocalTime {
  const clock = localClock(instant, timeZone);
  return { date: clock.date, hour: Math.floor(clock.minute / 60), minute: clock.minute % 60, weekday: clock.weekday };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The active shift at a local minute of a weekday; a shift crossing midnight belongs to the day it starts. */
export function shiftAt(shifts: readonly DemoShift[], weekday: number, minuteOfDay: number): DemoShift | null {
  const previousDay = weekday === 1 ? 7 : weekday - 1;
  for (const shift of shifts) {
    const start = minutesOf(shift.start);
    const end = minutesOf(shift.end);
    if (end > start) {
      if (shift.days.includes(weekday) && minuteOfDay >= start && minuteOfDay < end) return shift;
    } else if (
      (shift.days.includes(weekday) && minuteOfDay >= start) ||
      (shift.days.includes(previousDay) && minuteOfDay < end)
    ) {
      return shift;
    }
  }
  return null;
}

/** One hour of a site's clock. */
export interface SiteHour {
  /** UTC instant the hour starts. */
  start: number;
  local: LocalTime;
  /** Relative traffic this hour: hourly rhythm x weekday x holiday / off-day. */
  traffic: number;
  /** Whether the site's week counts this as a working day (for supervisor visits). */
  workday: boolean;
  shift: DemoShift | null;
}

const HOLIDAY_TRAFFIC = 0.12;
const OFF_DAY_TRAFFIC = 0.35;

/**
 * The site's hours from `from` to `to`, aligned on UTC hours. The demo's zones are whole
 * hours off UTC, so these are the local hours too, DST changes included.
 */
export function siteHours(site: DemoSite, from: number, to: number): SiteHour[] {
  const hours: SiteHour[] = [];
  const offDays = new Set(
    site.offDays.map((day) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`),
  );
  for (let start = Math.floor(from / HOUR_MS) * HOUR_MS; start < to; start += HOUR_MS) {
    const local = localTime(start, site.timezone);
    const shift = shiftAt(site.shifts, local.weekday, local.hour * 60 + local.minute);
    const weekday = site.traffic.weekdays[local.weekday - 1] ?? 1;
    const holiday = site.holidays.some(
      (h) => local.date >= h.start && local.date <= h.end && (h.shiftIds.length === 0 || (shift !== null && h.shiftIds.includes(shift.number))),
    );
    const closed = holiday ? HOLIDAY_TRAFFIC : offDays.has(local.date) ? OFF_DAY_TRAFFIC : 1;
    hours.push({
      start,
      local,
      traffic: (site.traffic.hourly[local.hour] ?? 0.1) * weekday * closed,
      workday: weekday >= 0.8 && closed === 1,
      shift,
    });
  }
  return hours;
}
