/**
 * Period labels of the room screens. The API gives each period as site-local calendar days
 * (`time` = period start, and on the room routes `startTime`/`endTime` = the days actually
 * counted, clipped to the range), so everything here is calendar maths in UTC: no time zone
 * can shift a day.
 */
import type { CleanerArrival, ViewUnit } from '@facility/contracts';

/** The days of one period: its start, and the first and last day it counts (the room routes' period fields). */
export type PeriodWindow = Pick<CleanerArrival['rows'][number], 'time' | 'startTime' | 'endTime'>;

const toUtc = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The last day of the period that starts on `time` (weeks run Sunday to Saturday). */
export function periodEnd(time: string, unit: ViewUnit): string {
  const start = toUtc(time);
  if (unit === 'day') return time;
  if (unit === 'week') return toDay(new Date(start.getTime() + 6 * 86_400_000));
  if (unit === 'month') return toDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
  return `${start.getUTCFullYear()}-12-31`;
}

/**
 * The days a period counts within the range: its own days, clipped to `timeFrom`..`timeTo`
 * (the overview route gives only the start, and a first week may begin before the range).
 */
export function periodWindow(time: string, unit: ViewUnit, timeFrom: string, timeTo: string): PeriodWindow {
  const end = periodEnd(time, unit);
  return { time, startTime: time < timeFrom ? timeFrom : time, endTime: end > timeTo ? timeTo : end };
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** A short axis label: the day, the week's first day, the month, or the year. */
export function shortPeriodLabel(period: PeriodWindow, unit: ViewUnit, locale: string): string {
  if (unit === 'year') return dateFormat(locale, { year: 'numeric' }).format(toUtc(period.time));
  if (unit === 'month') return dateFormat(locale, { month: 'short', year: '2-digit' }).format(toUtc(period.time));
  return dateFormat(locale, { day: 'numeric', month: 'short' }).format(toUtc(unit === 'week' ? period.startTime : period.time));
}

/** A full label for tables and tooltips: the weekday and date, or the days the period counts. */
export function longPeriodLabel(period: PeriodWindow, unit: ViewUnit, locale: string): string {
  if (unit === 'day') return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(toUtc(period.time));
  if (unit === 'year') return dateFormat(locale, { year: 'numeric' }).format(toUtc(period.time));
  if (unit === 'month' && period.startTime === period.time && period.endTime === periodEnd(period.time, 'month')) {
    return dateFormat(locale, { month: 'long', year: 'numeric' }).format(toUtc(period.time));
  }
  const format = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  if (period.startTime === period.endTime) return format.format(toUtc(period.startTime));
  return format.formatRange(toUtc(period.startTime), toUtc(period.endTime));
}
