import { TZDate } from '@date-fns/tz';
import type { TimeType } from '@facility/contracts';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';

/** An inclusive range of site-local days, `yyyy-mm-dd`. */
export interface DateRange {
  timeFrom: string;
  timeTo: string;
}

/** How far back each preset starts from today (spec §9); last_month and last_6_months are calendar months. */
const DAYS_BACK: Partial<Record<TimeType, number>> = { last_day: 1, last_week: 7, last_quarter: 124, last_year: 372 };
const MONTHS_BACK: Partial<Record<TimeType, number>> = { last_month: 1, last_6_months: 6 };

/** Today's date in a time zone (the site's), as `yyyy-mm-dd`. */
export function todayIn(timeZone: string | null, now: Date = new Date()): string {
  return format(timeZone ? new TZDate(now, timeZone) : now, 'yyyy-MM-dd');
}

/**
 * The days a preset covers: they end yesterday and start N days (or one or six calendar months)
 * before today, as the server computes them. A custom range keeps what the user picked.
 */
export function presetRange(timeType: Exclude<TimeType, 'custom_time'>, today: string): DateRange {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const todayDate = new Date(year, month - 1, day);
  const daysBack = DAYS_BACK[timeType];
  const start = daysBack === undefined ? subMonths(todayDate, MONTHS_BACK[timeType] ?? 1) : addDays(todayDate, -daysBack);
  return { timeFrom: format(start, 'yyyy-MM-dd'), timeTo: format(addDays(todayDate, -1), 'yyyy-MM-dd') };
}
