import type { OccurrenceState, TaskOccurrence } from '@facility/contracts';
import { addDays, addMonths, daysBetween, endOfMonth, startOfMonth, utcDate, weekdayOf } from './local-date.ts';

/**
 * The task calendar's geometry (`/task/calendar`): which days a month, week or day view
 * shows, how the arrows move, and the occurrences of each day. Pure: dates are site-local
 * `yyyy-mm-dd` strings, so the grid is the site's calendar wherever the reader sits.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The API answers at most 62 days a call; a month grid is at most 42. */
export const MAX_CALENDAR_DAYS = 62;

/** The states in the legend's order: what needs doing first, then what is behind us. */
export const LEGEND_STATES: readonly OccurrenceState[] = ['upcoming', 'open', 'late', 'done', 'missed'];

/**
 * The first day of the week where the language is read (0 = Sunday .. 6 = Saturday): Sunday
 * for en-US and he, Monday for most of Europe, Saturday for much of the Arab world. Browsers
 * without week data (Firefox) start on Monday, the ISO week.
 */
export function weekStartOf(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { weekInfo?: { firstDay: number }; getWeekInfo?: () => { firstDay: number } };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // An unknown tag: the ISO week below.
  }
  return 1;
}

/** The first day of the week holding `date`. */
export const startOfWeek = (date: string, weekStart: number): string => addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));

/** The days a view shows, inclusive: a month as whole weeks (its grid), a week, or one day. */
export function viewRange(view: CalendarView, anchor: string, weekStart: number): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const from = startOfWeek(anchor, weekStart);
    return { from, to: addDays(from, 6) };
  }
  const from = startOfWeek(startOfMonth(anchor), weekStart);
  const lastWeek = startOfWeek(endOfMonth(anchor), weekStart);
  return { from, to: addDays(lastWeek, 6) };
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

export interface MonthCell {
  date: string;
  /** False for the days of the previous and next month that fill the first and last weeks. */
  inMonth: boolean;
}

/** A month view's weeks, each seven cells from the week's first day. */
export function monthGrid(anchor: string, weekStart: number): MonthCell[][] {
  const { from, to } = viewRange('month', anchor, weekStart);
  const month = anchor.slice(0, 7);
  const cells = datesBetween(from, to).map((date) => ({ date, inMonth: date.slice(0, 7) === month }));
  const weeks: MonthCell[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Where the arrows go: a month, a week or a day back (-1) or on (1). A month keeps the 1st, so Jan 31 does not skip February. */
export function stepAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(startOfMonth(anchor), direction);
  return addDays(anchor, view === 'week' ? 7 * direction : direction);
}

/** The occurrences of each date, by due time; dates without any are absent. */
export function occurrencesByDate(occurrences: readonly TaskOccurrence[]): Map<string, TaskOccurrence[]> {
  const byDate = new Map<string, TaskOccurrence[]>();
  for (const occurrence of [...occurrences].sort(byDue)) {
    const day = byDate.get(occurrence.localDate);
    if (day) day.push(occurrence);
    else byDate.set(occurrence.localDate, [occurrence]);
  }
  return byDate;
}

/** By due time, then room and title, so equal times keep one order between reloads. */
export const byDue = (a: TaskOccurrence, b: TaskOccurrence): number =>
  a.dueAt.localeCompare(b.dueAt) || a.roomName.localeCompare(b.roomName) || a.title.localeCompare(b.title) || a.occurrenceId.localeCompare(b.occurrenceId);

/**
 * One task's turns due at the same time on one day (a task across many rooms): what a month
 * cell shows as one line, "07:30 Morning restock · 5 rooms", so a month stays readable.
 */
export interface OccurrenceGroup {
  key: string;
  taskId: string;
  title: string;
  dueAt: string;
  occurrences: TaskOccurrence[];
  /** The state that most needs attention: late, then open, upcoming, missed, done. */
  state: OccurrenceState;
}

const ATTENTION: readonly OccurrenceState[] = ['late', 'open', 'upcoming', 'missed', 'done'];

/** A day's occurrences (by due time) grouped by task and due time, in the same order. */
export function groupOccurrences(day: readonly TaskOccurrence[]): OccurrenceGroup[] {
  const groups = new Map<string, OccurrenceGroup>();
  for (const occurrence of day) {
    const key = `${occurrence.taskId}|${occurrence.dueAt}`;
    const group = groups.get(key);
    if (group) group.occurrences.push(occurrence);
    else groups.set(key, { key, taskId: occurrence.taskId, title: occurrence.title, dueAt: occurrence.dueAt, occurrences: [occurrence], state: occurrence.state });
  }
  for (const group of groups.values()) {
    group.state = ATTENTION.find((state) => group.occurrences.some((occurrence) => occurrence.state === state)) ?? group.state;
  }
  return [...groups.values()];
}

/** How many occurrences are in each state. */
export function countByState(occurrences: readonly TaskOccurrence[]): Record<OccurrenceState, number> {
  const counts: Record<OccurrenceState, number> = { upcoming: 0, open: 0, late: 0, done: 0, missed: 0 };
  for (const occurrence of occurrences) counts[occurrence.state] += 1;
  return counts;
}

/** The heading of a view: "December 2025", "1 – 7 Dec 2025" or "Wednesday, 3 December 2025", in the reader's language. */
export function viewTitle(view: CalendarView, anchor: string, weekStart: number, language: string): string {
  if (view === 'month') return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(anchor));
  if (view === 'day') return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(anchor));
  const { from, to } = viewRange('week', anchor, weekStart);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utcDate(from), utcDate(to));
}

/** The weekday names of a grid's header, from the week's first day. */
export function weekdayHeaders(weekStart: number, language: string, width: 'short' | 'narrow' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: weekday n is 2023-01-(n+1).
  return Array.from({ length: 7 }, (_, index) => format.format(utcDate(`2023-01-0${((weekStart + index) % 7) + 1}`)));
}
