/**
 * The "today / this week" live strip above the overview (issue 19): which days each period
 * covers, what it is compared with, and the figures it shows. Pure: today's date (site-local)
 * and the API answers are inputs, so the maths is tested without a browser or a server.
 */
import type { LiveRoom, Overview, SeriesName } from '@facility/contracts';
import type { DateRange } from '../../../stores/time-range.ts';

export const STRIP_PERIODS = ['today', 'week'] as const;
export type StripPeriod = (typeof STRIP_PERIODS)[number];

/** The overview series the strip shows, in reading order; "open calls now" goes after calls opened. */
export const STRIP_SERIES = ['visits', 'complaints', 'callsOpened', 'response_time_SLA', 'avg_score'] as const satisfies readonly SeriesName[];
export type StripSeries = (typeof STRIP_SERIES)[number];

/** The whole-range values of an overview answer (`Overview.totals`). */
type Totals = Overview['totals'];

/** A refresh at most this often, however many live messages arrive (a busy site sends several a second). */
export const MIN_REFRESH_GAP_MS = 5_000;

export interface StripRanges {
  /** The days the figures cover, both ends inclusive: today, or the week's Sunday to today. */
  current: DateRange;
  /**
   * The days they are compared with: yesterday for today; for this week, last week's same
   * days (Sunday to today's weekday). Whole days: the day counters have no time of day, so
   * "today so far" is set against all of yesterday, and the label says so.
   */
  comparison: DateRange;
}

/** The ranges of a period for a site-local `today` (yyyy-mm-dd). Weeks start on Sunday, as the API's weeks do. */
export function stripRanges(period: StripPeriod, today: string): StripRanges {
  if (period === 'today') {
    const yesterday = addDays(today, -1);
    return { current: { timeFrom: today, timeTo: today }, comparison: { timeFrom: yesterday, timeTo: yesterday } };
  }
  const sunday = addDays(today, -weekdayOf(today));
  return {
    current: { timeFrom: sunday, timeTo: today },
    comparison: { timeFrom: addDays(sunday, -7), timeTo: addDays(today, -7) },
  };
}

/** The room part of the dashboard filter (spec §2) that "open calls now" honours, as the overview does. */
export interface StripRoomFilter {
  rooms: readonly string[] | null;
  building: readonly string[] | null;
  floor: readonly number[] | null;
  gender: readonly string[] | null;
}

/** Whether a room of the live board is inside the filter (null: not filtered on that field). */
export function roomInFilter(room: Pick<LiveRoom, 'id' | 'building' | 'floor' | 'gender'>, filter: StripRoomFilter): boolean {
  if (filter.rooms && !filter.rooms.includes(room.id)) return false;
  if (filter.building && (room.building === null || !filter.building.includes(room.building))) return false;
  if (filter.floor && (room.floor === null || !filter.floor.includes(room.floor))) return false;
  if (filter.gender && (room.gender === null || !filter.gender.includes(room.gender))) return false;
  return true;
}

/** Calls open right now in the filter's rooms: every open call, cleaning and maintenance alike. */
export function openCallsNow(rooms: readonly Pick<LiveRoom, 'id' | 'building' | 'floor' | 'gender' | 'openCalls'>[], filter: StripRoomFilter): number {
  let count = 0;
  for (const room of rooms) if (roomInFilter(room, filter)) count += room.openCalls.length;
  return count;
}

export interface StripFigure {
  series: StripSeries;
  /** The period's value; null while unknown or undefined (no ratings yet today). */
  value: number | null;
  /** The comparison range's value; null while unknown or undefined. */
  previous: number | null;
}

/** The strip's figures from the two overview answers (either may still be loading). */
export function stripFigures(current: Pick<Totals, StripSeries> | undefined, comparison: Pick<Totals, StripSeries> | undefined): StripFigure[] {
  return STRIP_SERIES.map((series) => ({ series, value: current?.[series] ?? null, previous: comparison?.[series] ?? null }));
}

/**
 * How long to wait before the next refresh when a live message arrives at `now`, the last
 * refresh having run at `lastRefreshAt` (null: never): at once if the gap has passed,
 * otherwise at the end of it, so a burst of messages costs one refresh per gap and the last
 * message of a burst is never lost.
 */
export function refreshDelay(lastRefreshAt: number | null, now: number, gapMs: number = MIN_REFRESH_GAP_MS): number {
  if (lastRefreshAt === null) return 0;
  return Math.max(0, lastRefreshAt + gapMs - now);
}

// ---------------------------------------------------------------- calendar dates

function toUtcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** `date` moved by whole days (calendar dates: no time zone, no daylight-saving step). */
export function addDays(date: string, days: number): string {
  const moved = toUtcDate(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  return toUtcDate(date).getUTCDay();
}
