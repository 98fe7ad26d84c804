import type { TaskSchedule, TaskType } from '@facility/contracts';
export { shiftDisplayName } from '../../../lib/shift-name.ts';
import { utcDate } from './local-date.ts';

/**
 * A task's schedule in a sentence of the reader's language: "Every Mon, Thu at 10:00",
 * "Every day at the start of shift 2", "Once on 3 Dec at 09:00". The sentence frames come
 * from the `tasks` dictionary (`summary.*`); weekday and month names, dates, times and lists
 * from Intl, so every language words them as it should.
 */

/** The dictionary lookup (i18next's `t` fits). */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

export interface SummaryContext {
  language: string;
  t: Translate;
  /** The site's today, so dates of this year leave the year out. */
  today: string;
  /** The name of a site shift, when the site has it. */
  shiftName?: (shiftNumber: number) => string | null;
}

const dateFormat = (language: string, withYear: boolean): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(language, withYear ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A schedule date, with its year only when it is not this year. */
export const formatScheduleDate = (date: string, context: Pick<SummaryContext, 'language' | 'today'>): string =>
  dateFormat(context.language, date.slice(0, 4) !== context.today.slice(0, 4)).format(utcDate(date));

/**
 * An `HH:mm` wall-clock time as the language writes it (`10:00`, `9:30 PM`): the locale's own
 * short time, like every other clock of the dashboard, never a fixed 2-digit hour.
 */
export function formatTime(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

/** Short weekday names of schedule days (0 = Sunday), in the order given. */
export function weekdayNames(days: readonly number[], language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  return days.map((day) => format.format(utcDate(`2023-01-0${day + 1}`)));
}

const list = (items: readonly string[], language: string): string => new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(items);

/** Week days from the week's first day (Mon, Thu for a Monday week; Sun first for a Sunday week). */
const inWeekOrder = (days: readonly number[], weekStart: number): number[] => [...new Set(days)].sort((a, b) => ((a - weekStart + 7) % 7) - ((b - weekStart + 7) % 7));

/** When in the period it comes: "Every day", "Every Mon, Thu", "Monthly on day 1, 15"... */
function whenText(schedule: TaskSchedule, context: SummaryContext, weekStart: number): string {
  const { t, language } = context;
  const monthDays = () => list([...new Set(schedule.monthDays)].sort((a, b) => a - b).map((day) => new Intl.NumberFormat(language).format(day)), language);
  switch (schedule.repeat) {
    case 'once':
      return t('summary.once', { date: formatScheduleDate(schedule.startDate, context) });
    case 'daily':
      return t('summary.daily');
    case 'weekly':
      if (new Set(schedule.weekDays).size === 7) return t('summary.daily');
      return t('summary.weekly', { days: list(weekdayNames(inWeekOrder(schedule.weekDays, weekStart), language), language) });
    case 'monthly':
      return t('summary.monthly', { days: monthDays() });
    case 'quarterly':
      return t('summary.quarterly', { days: monthDays() });
    case 'yearly':
      return t('summary.yearly', { date: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDate(schedule.startDate)) });
  }
}

/** The time of day: a clock time, a shift's start, or the whole day. */
function atText(schedule: TaskSchedule, context: SummaryContext): string {
  const { t, language } = context;
  if (schedule.time !== null) return t('summary.atTime', { time: formatTime(schedule.time, language) });
  if (schedule.shiftNumber !== null) {
    const name = context.shiftName?.(schedule.shiftNumber) ?? null;
    return name === null || name.trim() === ''
      ? t('summary.atShift', { shift: schedule.shiftNumber })
      : t('summary.atNamedShift', { shift: schedule.shiftNumber, name });
  }
  return t('summary.allDay');
}

/**
 * The whole sentence: when and at what time, then the dates it runs between when they
 * matter (a start still to come, an end). A manual task has no schedule to speak of.
 */
export function scheduleSummary(schedule: TaskSchedule, taskType: TaskType, context: SummaryContext, weekStart = 0): string {
  const { t } = context;
  if (taskType === 'manual') return t('summary.manual');
  // Each part is a phrase of its own in every language ("Every Mon, Thu" + "at 10:00"), so a space joins them.
  let text = `${whenText(schedule, context, weekStart)} ${atText(schedule, context)}`;
  if (schedule.repeat === 'once') return text;
  if (schedule.startDate > context.today) text = t('summary.withStart', { text, date: formatScheduleDate(schedule.startDate, context) });
  if (schedule.endDate !== null) text = t('summary.withEnd', { text, date: formatScheduleDate(schedule.endDate, context) });
  return text;
}
