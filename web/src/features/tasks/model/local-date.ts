/**
 * Calendar arithmetic on site-local dates (`yyyy-mm-dd`). The dates name days of the site's
 * calendar, not instants, so every step runs on UTC midnights: the reader's own time zone
 * (and its daylight-saving days) never moves a date.
 */

const toUtc = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const fromUtc = (date: Date): string => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const addDays = (date: string, days: number): string => {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
};

/** The same day `months` months on; a day the month lacks falls on its last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (date: string, months: number): string => {
  const start = toUtc(date);
  const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(start.getUTCDate(), last));
  return fromUtc(first);
};

/** 0 = Sunday .. 6 = Saturday, as task schedules number week days. */
export const weekdayOf = (date: string): number => toUtc(date).getUTCDay();

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export const endOfMonth = (date: string): string => addDays(addMonths(startOfMonth(date), 1), -1);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** The date as a UTC-midnight `Date`, for Intl formatting with `timeZone: 'UTC'`. */
export const utcDate = toUtc;

export const isLocalDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text)) === text;
