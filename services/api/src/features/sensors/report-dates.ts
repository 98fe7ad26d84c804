import { addDays, daysBetween, isLocalDate, localMidnightUtc, type DayWindow } from '@facility/projections';
import { ValidationError } from '../../domain/errors.ts';

/**
 * The day range of the device reports (`dates=YYYY-MM-DD,YYYY-MM-DD`, spec §7 "Devices")
 * and the UTC hours each site-local day covers. Pure: today, now and the zone are inputs.
 */

/** A longer range is refused: a quarter of daily columns is already more than a screen shows. */
export const MAX_REPORT_DAYS = 93;
/** Without `dates`, the report covers the 30 days ending today. */
export const DEFAULT_REPORT_DAYS = 30;

const HOUR_MS = 3_600_000;
const FIELD = 'querystring/dates';

/** First and last local day, inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

/** Reads `dates` (first and last day, inclusive); throws a `ValidationError` naming the field. */
export function parseReportDates(dates: string | undefined, today: string): ReportRange {
  if (dates === undefined) return { from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today };
  const parts = dates.split(',');
  if (parts.length !== 2 || !parts.every(isLocalDate)) {
    throw new ValidationError(FIELD, 'must be two dates, YYYY-MM-DD,YYYY-MM-DD');
  }
  const [from, to] = parts as [string, string];
  if (to < from) throw new ValidationError(FIELD, 'the last day must not be before the first');
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) throw new ValidationError(FIELD, `spans at most ${MAX_REPORT_DAYS} days`);
  return { from, to };
}

/** Every day of the range, oldest first. */
export function reportDays({ from, to }: ReportRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The start of the UTC hour holding `instant`. */
export const hourOf = (instant: Date): Date => new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The UTC hours of each day up to today: those starting from the day's local midnight
 * until the next one (23 or 25 of them at a daylight-saving change), and for today only
 * up to the hour running at `now`. Days after today have none and are left out.
 */
export function dayWindows(days: readonly string[], timezone: string, now: Date, today: string): DayWindow[] {
  const runningHourEnd = hourOf(now).getTime() + HOUR_MS;
  return days
    .filter((day) => day <= today)
    .map((day) => {
      const from = localMidnightUtc(day, timezone);
      const end = localMidnightUtc(addDays(day, 1), timezone);
      return { day, from, to: day === today ? new Date(Math.min(end.getTime(), runningHourEnd)) : end };
    });
}
