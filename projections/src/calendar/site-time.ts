import { tzOffset } from '@date-fns/tz';
// Per-function entry points, not the package's barrel: in Node the barrel loads all ~250
// functions and costs a server process about 240 MB of RSS (measured with VmRSS), for two.
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/**
 * Site time: the one place that turns UTC instants into a site's wall clock and back, and
 * does calendar arithmetic on site-local `yyyy-mm-dd` dates. Pure; the zone's rules come
 * from the runtime's time zone data through `@date-fns/tz`.
 *
 * Offsets are read with `tzOffset` rather than by building `TZDate`s from wall-clock
 * fields: a `TZDate` built at a repeated midnight (the Azores fall back from 01:00 to
 * 00:00 every October) lands on the later of the two, or the earlier, depending on the
 * host's own zone, and each one costs tens of microseconds where a replay asks millions
 * of times. Local dates are days since 1970-01-01 underneath, so date arithmetic never
 * meets a zone at all: date-fns's `addDays` and `addMonths` work in the host's zone (a
 * host in Apia has no 2011-12-30) or, given `in: tz('UTC')`, through a `TZDate` each.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The offset cache's grain: the transitions of nearly every zone fall on quarter hours. */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Bounds the offset cache: about six years of quarter hours of one zone. */
const MAX_CACHED_OFFSETS = 200_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Wall-clock reading of an instant in a zone. */
export interface LocalClock {
  /** `yyyy-mm-dd`. */
  date: string;
  /** Minutes since local midnight. */
  minute: number;
  /** 1 = Sunday ... 7 = Saturday (spec §9). */
  weekday: number;
}

// ---------------------------------------------------------------- zones

let knownZones: Set<string> | undefined;
/** Names that look like IANA ones (`Area/Location`), as links must. */
const IANA_NAME = /^[A-Z][A-Za-z_]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * Whether `name` is an IANA time zone a site may be in. Besides the names
 * `Intl.supportedValuesOf` lists (and `UTC`, which it leaves out), an IANA link the
 * runtime resolves to one of them counts, as entered: ICU still calls Kyiv `Europe/Kiev`,
 * and a Ukrainian admin should not have to know that. Offsets (`+02:00`), abbreviations
 * and miscased names, which `Intl` and `@date-fns/tz` would also take, do not.
 */
export function isTimeZone(name: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return typeof name === 'string' && (knownZones.has(name) || (IANA_NAME.test(name) && knownZones.has(canonicalZone(name))));
}

function canonicalZone(name: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** Offsets by zone, then by quarter hour since the epoch. */
const offsets = new Map<string, Map<number, number>>();
let cachedOffsets = 0;
/** Marks a quarter hour holding a transition: its instants are read one by one. */
const SPLIT_QUARTER = Number.NaN;

/**
 * The zone's offset from UTC at `instant`, in milliseconds (+3 h for Israel in summer),
 * to the second. Cached per zone and quarter hour, as a replay asks millions of times;
 * throws a `RangeError` for a zone the runtime does not know.
 */
export function zoneOffsetMs(instant: number, timezone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let zone = offsets.get(timezone);
  let offset = zone?.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = offsetAt(start, timezone);
    // Transitions fall on quarter hours nearly everywhere, but not all (Goose Bay and
    // St. John's switched at 00:01 until 2011): a quarter with one inside is not cached whole.
    if (offsetAt(start + QUARTER_HOUR_MS - 1, timezone) !== offset) offset = SPLIT_QUARTER;
    if (cachedOffsets >= MAX_CACHED_OFFSETS) {
      offsets.clear();
      cachedOffsets = 0;
      zone = undefined;
    }
    if (!zone) offsets.set(timezone, (zone = new Map()));
    zone.set(quarter, offset);
    cachedOffsets++;
  }
  return Number.isNaN(offset) ? offsetAt(instant, timezone) : offset;
}

/**
 * The offset at `instant`, uncached. `tzOffset` gives minutes, with the seconds of old
 * local mean times as a fraction; it reads an offset of less than an hour west of UTC as
 * east (Monrovia's -0:44:30 until 1972, Abidjan's -0:16:08 until 1912), which no zone has
 * had since 1972.
 */
function offsetAt(instant: number, timezone: string): number {
  const minutes = tzOffset(timezone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timezone}`);
  return Math.round(minutes * 60) * 1000;
}

/** The wall clock of `instant` in `timezone`: local date, minute of the day and weekday. */
export function localClock(instant: number, timezone: string): LocalClock {
  const wall = instant + zoneOffsetMs(instant, timezone);
  const day = Math.floor(wall / DAY_MS);
  return { date: dayName(day), minute: Math.floor((wall - day * DAY_MS) / MINUTE_MS), weekday: weekdayOfDay(day) };
}

/** The local calendar date of `instant` in `timezone`, `yyyy-mm-dd`. */
export function localDateOf(instant: Date | number, timezone: string): string {
  return localClock(Number(instant), timezone).date;
}

/**
 * The first instant at which the clocks of `timezone` show `minute` (since midnight) on
 * local `date`. The zone's offsets a day either side bracket any one transition; of the
 * instants that show that time the earliest wins (a time repeated by a fall back), and a
 * time skipped by a spring forward is read in the offset before it, which lands as far
 * past the transition as the time was past the gap's start (so a skipped midnight begins
 * the day at the transition itself).
 */
export function localTimeUtc(date: string, minute: number, timezone: string): Date {
  const wall = dayNumber(date) * DAY_MS + minute * MINUTE_MS;
  const candidates = [...new Set([zoneOffsetMs(wall - DAY_MS, timezone), zoneOffsetMs(wall + DAY_MS, timezone)])].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => instant + zoneOffsetMs(instant, timezone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** The first instant of local day `date` in `timezone` (see {@link localTimeUtc}). */
export function localMidnightUtc(date: string, timezone: string): Date {
  return localTimeUtc(date, 0, timezone);
}

// ---------------------------------------------------------------- local dates

/** `yyyy-mm-dd` by days since the epoch: a replay asks for the same few hundred days millions of times. */
const dayNames = new Map<number, string>();

function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayNames.size > 100_000) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

/** Days from 1970-01-01 to `date` (negative before). */
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

// 1970-01-01 was a Thursday (5 when Sunday is 1).
const weekdayOfDay = (day: number): number => ((((day + 4) % 7) + 7) % 7) + 1;

/** Whether `value` is a calendar date written `yyyy-mm-dd` (no 30 February, no month 13). */
export function isLocalDate(value: string): boolean {
  return typeof value === 'string' && DATE_PATTERN.test(value) && isValid(parseISO(value));
}

/** `date` moved by `days` calendar days (negative for earlier). */
export function addDays(date: string, days: number): string {
  return dayName(dayNumber(date) + days);
}

/** `date` moved by calendar months, keeping the day of month where it exists and clamping where not (Mar 31 - 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Day 0 of the month after the target is the target's last day.
  const lastDay = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return dayName(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)) / DAY_MS);
}

/** Calendar days from `start` to `end` (negative when `end` is earlier). */
export function daysBetween(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start);
}

/** The weekday of local `date`, 1 = Sunday ... 7 = Saturday (spec §9). */
export function weekdayOf(date: string): number {
  return weekdayOfDay(dayNumber(date));
}
