import { addDays, addMonths, isLocalDate, localDateOf, localMidnightUtc } from '@facility/projections';
import { ValidationError } from '../../domain/errors.ts';

/** How many site-local days `state=all` covers when the query names no period. */
export const DEFAULT_PERIOD_DAYS = 30;

/**
 * The instants [from, to) of site-local days `from`..`to` inclusive. Missing bounds: the
 * last {@link DEFAULT_PERIOD_DAYS} days up to today, or that many days from or to the one
 * given. Pure: the caller passes the site's zone and now.
 */
export function alertPeriod(query: { from?: string | undefined; to?: string | undefined }, timezone: string, now: Date): { from: Date; to: Date } {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isLocalDate(value)) throw new ValidationError(`querystring/${field}`, 'must be a calendar date, YYYY-MM-DD');
  }
  const today = localDateOf(now, timezone);
  let from = query.from;
  let to = query.to;
  if (to === undefined) to = from !== undefined && from > today ? from : today;
  if (from === undefined) from = addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw new ValidationError('querystring/to', 'must not be before from');
  return { from: localMidnightUtc(from, timezone), to: localMidnightUtc(addDays(to, 1), timezone) };
}

/** The instants [start, end) of site-local month `month` (`YYYY-MM`). */
export function monthPeriod(month: string, timezone: string): { start: Date; end: Date } {
  const first = `${month}-01`;
  return { start: localMidnightUtc(first, timezone), end: localMidnightUtc(addMonths(first, 1), timezone) };
}
