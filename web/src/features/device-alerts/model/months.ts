/**
 * Calendar maths on site-local days (`yyyy-mm-dd`) and months (`yyyy-mm`), done in UTC so
 * no browser time zone or daylight-saving change shifts a day.
 */

const parseDay = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
const formatDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/** The month a day falls in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `months` after `month` (before, when negative). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = year * 12 + (index - 1) + months;
  return `${String(Math.floor(shifted / 12)).padStart(4, '0')}-${String((shifted % 12) + 1).padStart(2, '0')}`;
}

/** `count` months ending with `current`, newest first (the offline report's month choices). */
export function recentMonths(current: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => addMonths(current, -index));
}

/** "May 2024" in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** The history view's periods: the last N days, today included. */
export const PERIODS = ['last_7_days', 'last_30_days', 'last_90_days'] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_DAYS: Record<Period, number> = { last_7_days: 7, last_30_days: 30, last_90_days: 90 };

/** The inclusive days a period covers, ending today (an alert open now belongs to it). */
export function periodRange(period: Period, today: string): { from: string; to: string } {
  return { from: addDays(today, -(PERIOD_DAYS[period] - 1)), to: today };
}

/**
 * A period as the alerts query asks for it: its first day only. The server ends it at the
 * site's today by its own clock, so a browser whose clock lags the server's (or a day that
 * has just turned on the server) never hides the newest alerts.
 */
export const periodQuery = (period: Period, today: string): { from: string } => ({ from: periodRange(period, today).from });
