import type { TimeType } from '@facility/contracts';
import { presetRange, type DateRange } from '../../../stores/time-range.ts';

/** The server answers at most this many days per report (sensor-reports.schemas.ts `dates`). */
export const MAX_REPORT_DAYS = 93;

/** The inclusive site-local days a device report covers, `yyyy-mm-dd`. */
export interface ReportPeriod {
  from: string;
  to: string;
  /** The header's period was longer than {@link MAX_REPORT_DAYS}: only its last days are shown. */
  clamped: boolean;
}

const toUtc = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (1 for the same day). */
export const daysInclusive = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

export const addDays = (day: string, count: number): string => fromUtc(toUtc(day) + count * DAY_MS);

/**
 * The period of the connectivity and power reports: the header's time filter (the spec
 * shows it on these screens), a preset resolved against the site's `today` as the
 * statistics screens resolve it. Quarter and year are longer than the server's limit, so a
 * period over {@link MAX_REPORT_DAYS} keeps its most recent days (the latest state matters
 * most for devices) and says so. Reversed custom dates are read the right way round.
 */
export function reportPeriod(timeType: TimeType, custom: DateRange, today: string): ReportPeriod {
  const range = timeType === 'custom_time' ? custom : presetRange(timeType, today);
  const [from, to] = range.timeFrom <= range.timeTo ? [range.timeFrom, range.timeTo] : [range.timeTo, range.timeFrom];
  if (daysInclusive(from, to) <= MAX_REPORT_DAYS) return { from, to, clamped: false };
  return { from: addDays(to, -(MAX_REPORT_DAYS - 1)), to, clamped: true };
}

/** The reports' `dates` parameter: `first,last`. */
export const datesParam = (period: ReportPeriod): string => `${period.from},${period.to}`;
