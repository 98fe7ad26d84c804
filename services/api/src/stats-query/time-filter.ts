import { DEFAULT_TIME_TYPE, DEFAULT_VIEW_UNIT, NEVER_BY_DAY, type TimeType, type ViewUnit } from '@facility/contracts';
import { addDays, addMonths, daysBetween, isLocalDate, localDateOf, localMidnightUtc, weekdayOf } from '@facility/projections';
import { ValidationError } from '../domain/errors.ts';

/**
 * The dashboard's time filter (spec §4 and §9, DOMAIN.md "Overview series"), computed on
 * the server in the site's time zone. Pure: `now` and the zone are inputs.
 *
 * Local dates are `yyyy-mm-dd` strings; the range is inclusive of both `start` and `end`,
 * and the UTC instants bound it half-open: `[fromUtc, toUtc)` = [local midnight of
 * `start`, local midnight of the day after `end`).
 */

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
  /** The view-by actually used: quarter, six months and year are never viewed by day. */
  viewTimeBy: ViewUnit;
  /** Local start date of every period touching the range, oldest first (weeks start Sunday). */
  periods: string[];
}

/** Presets that go back a number of days from today (the range ends yesterday). */
const DAYS_BACK: Partial<Record<TimeType, number>> = { last_day: 1, last_week: 7, last_quarter: 124, last_year: 372 };
/** Presets that go back calendar months from today (the day of month kept, clamped). */
const MONTHS_BACK: Partial<Record<TimeType, number>> = { last_month: 1, last_6_months: 6 };
/** A custom range longer than this is refused: ten years of daily points is already absurd. */
export const MAX_CUSTOM_DAYS = 3_660;

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
    start = daysBack === undefined ? addMonths(today, -(MONTHS_BACK[timeType] ?? 1)) : addDays(today, -daysBack);
  }
  const requested = input.viewTimeBy ?? DEFAULT_VIEW_UNIT;
  const viewTimeBy = requested === 'day' && NEVER_BY_DAY.includes(timeType) ? 'week' : requested;
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
      return addDays(date, 1 - weekdayOf(date));
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
  if (!isLocalDate(value)) throw new ValidationError(field, `${value} is not a date (yyyy-mm-dd)`);
  return value;
}
