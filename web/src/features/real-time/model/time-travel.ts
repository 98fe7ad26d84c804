import { TZDate } from '@date-fns/tz';

/**
 * Time travel's clock maths (pure): the scrubber runs over one calendar day of the site, in
 * minutes elapsed since its local midnight (a day of a clock change has 23 or 25 hours),
 * and never past now.
 */

const MINUTE_MS = 60_000;

/** Playback speeds: minutes of the day played per second. */
export const SPEEDS = [1, 5, 15, 60] as const;
export type Speed = (typeof SPEEDS)[number];
export const DEFAULT_SPEED: Speed = 5;
/** How far the step buttons move the moment, in minutes. */
export const STEP_MINUTES = 5;

/** The site-local calendar day of an instant, `YYYY-MM-DD`. */
export function dayOf(at: number, timeZone: string): string {
  const local = new TZDate(at, timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** The instant a site-local day starts. */
export function dayStart(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new TZDate(year!, month! - 1, date!, 0, 0, timeZone).getTime();
}

/** The day's length in minutes (1,380 or 1,500 on a clock change). */
export function dayMinutes(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const next = new TZDate(year!, month! - 1, date! + 1, 0, 0, timeZone).getTime();
  return Math.round((next - dayStart(day, timeZone)) / MINUTE_MS);
}

/** The scrubber's range on a day: its last minute, or now's on today. */
export function lastMinuteOf(day: string, timeZone: string, now: number): number {
  const start = dayStart(day, timeZone);
  return Math.max(0, Math.min(dayMinutes(day, timeZone) - 1, Math.floor((now - start) / MINUTE_MS)));
}

/** The instant `minute` minutes into the day. */
export const instantAt = (day: string, minute: number, timeZone: string): number => dayStart(day, timeZone) + minute * MINUTE_MS;

/** How many minutes into its site-local day an instant is. */
export const minuteOf = (at: number, timeZone: string): number => Math.floor((at - dayStart(dayOf(at, timeZone), timeZone)) / MINUTE_MS);

/**
 * The moment an address asks for (`?at=` ISO), to the minute and not past now; without one
 * (or an unreadable one), an hour ago.
 */
export function momentFromParam(param: string | null, now: number): number {
  const asked = param ? Date.parse(param) : Number.NaN;
  const moment = Number.isFinite(asked) ? Math.min(asked, now) : now - 60 * MINUTE_MS;
  return Math.floor(moment / MINUTE_MS) * MINUTE_MS;
}

/** The moment after one playback step, or null when playback has reached the end of the day (or now). */
export function nextMoment(at: number, speed: Speed, timeZone: string, now: number): number | null {
  const day = dayOf(at, timeZone);
  const last = instantAt(day, lastMinuteOf(day, timeZone, now), timeZone);
  if (at >= last) return null;
  return Math.min(last, at + speed * MINUTE_MS);
}

/** A site-local time of day as `HH:mm` for a time input. */
export function timeOfDay(at: number, timeZone: string): string {
  const local = new TZDate(at, timeZone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
}

/** The instant of a site-local date and time of day (`HH:mm`); null when either is not one. */
export function instantOfLocal(day: string, time: string, timeZone: string): number | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !clock) return null;
  const at = new TZDate(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(clock[1]), Number(clock[2]), timeZone).getTime();
  return Number.isFinite(at) ? at : null;
}
