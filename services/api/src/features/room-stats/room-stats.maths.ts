import {
  addDays,
  addMonths,
  callsOpened,
  type HourCounterSums,
  type RoomCounterSums,
  type RoomName,
  type ShiftPeriodSums,
  type SiteCalendar,
} from '@facility/projections';
import type { ViewUnit } from '@facility/contracts';
import { isSelected, placeHour } from '../../stats-query/hour-placement.ts';
import type { TimeFilter } from '../../stats-query/time-filter.ts';

/**
 * Pure shaping of the room statistics: period rows with zeros for quiet periods, a site's
 * rooms ranked by arrivals, and a room's activity by site-local hour of day.
 */

/** The last local day of the period of `unit` that starts on `periodStart`. */
export function periodEndOf(periodStart: string, unit: ViewUnit): string {
  switch (unit) {
    case 'day':
      return periodStart;
    case 'week':
      return addDays(periodStart, 6);
    case 'month':
      return addDays(addMonths(periodStart, 1), -1);
    case 'year':
      return addDays(addMonths(periodStart, 12), -1);
  }
}

/** A period of the time filter: its start, and the days of it the range covers. */
export interface PeriodWindow {
  /** Period start, site-local `yyyy-mm-dd` (a week's Sunday, a month's 1st): may precede the range. */
  time: string;
  /** First day counted: the period's first day, or the range's first day when the range starts later. */
  startTime: string;
  /** Last day counted: the period's last day, or the range's last day when the range ends sooner. */
  endTime: string;
}

/** Every period of the filter, oldest first, clipped to the range (the counts only cover the range's days). */
export function periodWindows(filter: Pick<TimeFilter, 'periods' | 'start' | 'end' | 'viewTimeBy'>): PeriodWindow[] {
  return filter.periods.map((time) => {
    const last = periodEndOf(time, filter.viewTimeBy);
    return { time, startTime: time < filter.start ? filter.start : time, endTime: last > filter.end ? filter.end : last };
  });
}

/** Whose arrivals a row's `count` counts. */
export type ArrivalRole = 'cleaner' | 'supervisor';

export interface ArrivalCounts {
  /** Arrivals of the route's role (cleaner or supervisor). */
  count: number;
  cleanerArrivals: number;
  supervisorArrivals: number;
  maintenanceArrivals: number;
  counterCalls: number;
  cleandexCalls: number;
  manualCalls: number;
  complaintCalls: number;
  taskCalls: number;
  /** Calls opened by every source: the calls the clean and maintenance logs list. */
  callsOpened: number;
}

export interface ArrivalRow extends PeriodWindow, ArrivalCounts {
  isAmended: boolean;
}

type ArrivalSums = Pick<
  ShiftPeriodSums,
  'arrivals' | 'supervisorArrivals' | 'maintenanceArrivals' | 'counterCalls' | 'cleandexCalls' | 'manualCalls' | 'complaintCalls' | 'taskCalls'
>;

const arrivalCounts = (sums: ArrivalSums | undefined, role: ArrivalRole): ArrivalCounts => ({
  count: (role === 'cleaner' ? sums?.arrivals : sums?.supervisorArrivals) ?? 0,
  cleanerArrivals: sums?.arrivals ?? 0,
  supervisorArrivals: sums?.supervisorArrivals ?? 0,
  maintenanceArrivals: sums?.maintenanceArrivals ?? 0,
  counterCalls: sums?.counterCalls ?? 0,
  cleandexCalls: sums?.cleandexCalls ?? 0,
  manualCalls: sums?.manualCalls ?? 0,
  complaintCalls: sums?.complaintCalls ?? 0,
  taskCalls: sums?.taskCalls ?? 0,
  callsOpened: sums ? callsOpened(sums) : 0,
});

/** One row per period of the filter (zeros where nothing was counted), `count` being `role`'s arrivals. */
export function arrivalRows(windows: readonly PeriodWindow[], sums: ReadonlyMap<string, ShiftPeriodSums>, role: ArrivalRole): ArrivalRow[] {
  return windows.map((window) => {
    const period = sums.get(window.time);
    return { ...window, ...arrivalCounts(period, role), isAmended: period?.isAmended ?? false };
  });
}

/** The rows added up. */
export function arrivalTotals(rows: readonly ArrivalCounts[]): ArrivalCounts {
  const total = arrivalCounts(undefined, 'cleaner');
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof ArrivalCounts)[]) total[key] += row[key];
  }
  return total;
}

export interface ExposureRow extends PeriodWindow {
  /** People detected in front of the room's feedback devices. */
  count: number;
  /** Visitors counted at the room's doors, for comparison. */
  visits: number;
  isAmended: boolean;
}

/** One row per period of the filter, zeros where nothing was counted. */
export function exposureRows(windows: readonly PeriodWindow[], sums: ReadonlyMap<string, ShiftPeriodSums>): ExposureRow[] {
  return windows.map((window) => {
    const period = sums.get(window.time);
    return { ...window, count: period?.exposures ?? 0, visits: period?.visits ?? 0, isAmended: period?.isAmended ?? false };
  });
}

export interface RoomArrivals {
  roomId: string;
  displayName: string;
  /** The room was removed; it is listed because its arrivals in the range still count. */
  removed: boolean;
  /** Arrivals of the route's role in the room over the filter. */
  count: number;
}

/**
 * The site's rooms with their arrivals of `role`, most visited first, then by name. Every
 * current room is listed (zero: nobody came); a removed room only when it has arrivals in
 * the range, so the list adds up to the rows' total.
 */
export function roomBreakdown(
  rooms: readonly RoomName[],
  sums: readonly Pick<RoomCounterSums, 'roomId' | 'arrivals' | 'supervisorArrivals'>[],
  role: ArrivalRole,
): RoomArrivals[] {
  const counts = new Map(sums.map((room) => [room.roomId, role === 'cleaner' ? room.arrivals : room.supervisorArrivals]));
  const listed: RoomArrivals[] = rooms
    .map((room) => ({ ...room, count: counts.get(room.roomId) ?? 0 }))
    .filter((room) => !room.removed || room.count > 0);
  // Counters of a room the organisation read model does not know (yet) still add up.
  const known = new Set(rooms.map((room) => room.roomId));
  for (const [roomId, count] of counts) {
    if (!known.has(roomId) && count > 0) listed.push({ roomId, displayName: roomId, removed: false, count });
  }
  return listed.sort((a, b) => b.count - a.count || a.displayName.localeCompare(b.displayName) || a.roomId.localeCompare(b.roomId));
}

/** A room's activity in one site-local hour of the day, summed over the range. */
export interface HourOfDay {
  /** Site-local hour of day, 0..23. */
  hour: number;
  visits: number;
  complaints: number;
  maintenanceComplaints: number;
  arrivals: number;
  supervisorArrivals: number;
  maintenanceArrivals: number;
  exposures: number;
  /** Calls opened by every source. */
  callsOpened: number;
}

export interface HourProfileOptions {
  /** The room the hours belong to: shifts may cover only some rooms. */
  roomId?: string | undefined;
  /** Site-local days, inclusive: an hour counts for the day its shift started on (else its calendar day). */
  start: string;
  end: string;
  /** Shift numbers (0 = outside every shift); absent: every hour. */
  shifts?: readonly number[] | undefined;
  /** Weekdays 1 = Sunday ... 7 = Saturday, of the day an hour counts for; absent: every day. */
  weekdays?: readonly number[] | undefined;
}

const HOUR_FIELDS = ['visits', 'complaints', 'maintenanceComplaints', 'arrivals', 'supervisorArrivals', 'maintenanceArrivals', 'exposures'] as const;
/** One UTC hour's counters (summed over some rooms). */
export type HourSums = Pick<HourCounterSums, 'hourStart' | (typeof HOUR_FIELDS)[number] | CallField>;
type CallField = 'counterCalls' | 'cleandexCalls' | 'manualCalls' | 'complaintCalls' | 'taskCalls';

/**
 * All 24 site-local hours of the day, 0 first, each summing the UTC hours that start in
 * it. Each UTC hour is placed whole by its start instant: its local hour (so an hour of a
 * zone with a half-hour offset counts for the local hour it starts in), the day it counts
 * for and the shift working then, the same day-and-shift rule the period counters use
 * (a night shift's hours after midnight count for the day it started on). Around a DST
 * switch the local hour skipped gets nothing that day and the repeated one gets both.
 */
export function hourOfDayProfile(hours: readonly HourSums[], calendar: SiteCalendar, options: HourProfileOptions): HourOfDay[] {
  const profile: HourOfDay[] = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    visits: 0,
    complaints: 0,
    maintenanceComplaints: 0,
    arrivals: 0,
    supervisorArrivals: 0,
    maintenanceArrivals: 0,
    exposures: 0,
    callsOpened: 0,
  }));
  for (const sums of hours) {
    const place = placeHour(calendar, sums.hourStart, options.roomId);
    if (!isSelected(place, options)) continue;
    const entry = profile[place.hour]!;
    for (const field of HOUR_FIELDS) entry[field] += sums[field];
    entry.callsOpened += callsOpened(sums);
  }
  return profile;
}
