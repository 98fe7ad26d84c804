import { ValidationError } from '../domain/errors.ts';

/**
 * The dashboard's time filter (spec §4 and §9, DOMAIN.md "Overview series"), computed on
 * the server in the site's time zone. Pure: `now` and the zone are inputs.
 *
 * Local dates are `yyyy-mm-dd` strings; the range is inclusive of both `start` and `end`,
 * and the UTC instants bound it half-open: `[fromUtc, toUtc)` = [local midnight of
 * `start`, local midnight of the day after `end`).
 */

export const TIME_TYPES = ['custom_time', 'last_day', 'last_week', 'last_month', 'last_quarter', 'last_year'] as const;
export type TimeType = (typeof TIME_TYPES)[number];
export const VIEW_UNITS = ['day', 'week', 'month', 'year'] as const;
export type ViewUnit = (typeof VIEW_UNITS)[number];

export const DEFAULT_TIME_TYPE: TimeType = 'last_month';
export const DEFAULT_VIEW_UNIT: ViewUnit = 'day';

export interface TimeFilterInput {
  timeType?: TimeType | undefined;
  /** Custom range, inclusive, site-local `yyyy-mm-dd`; required for `custom_time`. */
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
  /** IANA zone of the site. */
  timezone: string;
  now: Date;
}

export interface TimeFilter {
  timeType: TimeType;
  /** First local day of the range (inclusive). */
  start: string;
  /** Last local day of the range (inclusive): yesterday for the presets. */
  end: string;
  /** Local midnight at the start of `start`. */
  fromUtc: Date;
  /** Local midnight at the end of `end` (exclusive bound). */
  toUtc: Date;
  /** The view-by actually used: quarter and year are never viewed by day. */
  viewTimeBy: ViewUnit;
  /** Local start date of every period touching the range, oldest first (weeks start Sunday). */
  periods: string[];
}

/** Presets that go back a number of days from today (the range ends yesterday). */
const DAYS_BACK: Partial<Record<TimeType, number>> = { last_day: 1, last_week: 7, last_quarter: 124, last_year: 372 };
/** A custom range longer than this is refused: ten years of daily points is already absurd. */
export const MAX_CUSTOM_DAYS = 3_660;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Resolves the filter for a site. A range the filter cannot serve throws a
 * `ValidationError` naming the query field at fault (answered as a 400 problem).
 */
export function resolveTimeFilter(input: TimeFilterInput): TimeFilter {
  const timeType = input.timeType ?? DEFAULT_TIME_TYPE;
  const today = localDateOf(input.now, input.timezone);
  let start: string;
  let end: string;
  if (timeType === 'custom_time') {
    if (!input.timeFrom) throw new ValidationError('querystring/timeFrom', 'timeFrom is required for custom_time');
    if (!input.timeTo) throw new ValidationError('querystring/timeTo', 'timeTo is required for custom_time');
    start = parseLocalDate(input.timeFrom, 'querystring/timeFrom');
    end = parseLocalDate(input.timeTo, 'querystring/timeTo');
    if (end < start) throw new ValidationError('querystring/timeTo', 'timeTo must not be before timeFrom');
    if (daysBetween(start, end) >= MAX_CUSTOM_DAYS) {
      throw new ValidationError('querystring/timeTo', `a custom range spans at most ${MAX_CUSTOM_DAYS} days`);
    }
  } else {
    end = addDays(today, -1);
    // "N days back" counts from today, so the range holds exactly N days ending yesterday;
    // one calendar month back keeps the day of month, clamped (Mar 31 -> Feb 28).
    const daysBack = DAYS_BACK[timeType];
    start = daysBack === undefined ? addMonths(today, -1) : addDays(today, -daysBack);
  }
  const requested = input.viewTimeBy ?? DEFAULT_VIEW_UNIT;
  const viewTimeBy = requested === 'day' && (timeType === 'last_quarter' || timeType === 'last_year') ? 'week' : requested;
  return {
    timeType,
    start,
    end,
    fromUtc: localMidnightUtc(start, input.timezone),
    toUtc: localMidnightUtc(addDays(end, 1), input.timezone),
    viewTimeBy,
    periods: periodStarts(start, end, viewTimeBy),
  };
}

/** Start dates of the periods of `unit` that touch [start, end]. */
export function periodStarts(start: string, end: string, unit: ViewUnit): string[] {
  const periods: string[] = [];
  for (let period = periodStartOf(start, unit); period <= end; period = nextPeriod(period, unit)) periods.push(period);
  return periods;
}

/** The start of the period of `unit` holding `date`: itself, its Sunday, its 1st, its 1 January. */
export function periodStartOf(date: string, unit: ViewUnit): string {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
  }
}

function nextPeriod(period: string, unit: ViewUnit): string {
  switch (unit) {
    case 'day':
      return addDays(period, 1);
    case 'week':
      return addDays(period, 7);
    case 'month':
      return addMonths(period, 1);
    case 'year':
      return addMonths(period, 12);
  }
}

// ---------------------------------------------------------------- local dates

function parseLocalDate(value: string, field: string): string {
  const match = DATE_PATTERN.exec(value);
  const valid = match && toDate(value).toISOString().slice(0, 10) === value;
  if (!valid) throw new ValidationError(field, `${value} is not a date (yyyy-mm-dd)`);
  return value;
}

const toDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromDate = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromDate(new Date(toDate(date).getTime() + days * DAY_MS));
}

/** Calendar months, keeping the day of month where it exists and clamping where not. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromDate(new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))));
}

function daysBetween(start: string, end: string): number {
  return Math.round((toDate(end).getTime() - toDate(start).getTime()) / DAY_MS);
}

// ---------------------------------------------------------------- time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timezone`, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timezone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timezone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall + (instant % 1000 + 1000) % 1000;
}

/** The zone's offset from UTC at `instant`, in milliseconds (+3 h for Israel in summer). */
export function offsetAt(instant: number, timezone: string): number {
  return wallClockMs(instant, timezone) - instant;
}

/** The local calendar date of `instant` in `timezone`. */
export function localDateOf(instant: Date, timezone: string): string {
  return fromDate(new Date(wallClockMs(instant.getTime(), timezone)));
}

/**
 * The first instant of local day `date` in `timezone`. Offsets are sampled a day either
 * side, which brackets any one transition; of the instants that show local midnight the
 * earliest wins (midnight repeated by a fall back), and when midnight does not exist (a
 * spring forward at 00:00) the day begins at the transition itself.
 */
export function localMidnightUtc(date: string, timezone: string): Date {
  const wall = toDate(date).getTime();
  const candidates = [...new Set([offsetAt(wall - DAY_MS, timezone), offsetAt(wall + DAY_MS, timezone)])].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wallClockMs(instant, timezone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}
