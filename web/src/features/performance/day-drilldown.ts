/**
 * The drill-down of one day (issue 19): the period view's metrics per site-local hour, the
 * day's rooms and its calls, all shaped from one analysis report of that day. Pure, so the
 * screen only draws.
 */
import type { AnalyticsHour, AnalyticsRow, Overview, ReportCall, SeriesName } from '@facility/contracts';

/** The figures an hour of the analytics answer has, by the overview series they are the hourly form of. */
type HourColumn = Exclude<keyof AnalyticsHour, 'hour' | 'time'>;

/**
 * Which hourly column each overview series is. Time saved and ROI have no hourly form
 * (they are computed per period from the site's parameters), so they are left out of the
 * hours chart rather than drawn as zeros.
 */
export const HOUR_COLUMN_OF: Readonly<Record<SeriesName, HourColumn | null>> = {
  visits: 'visits',
  exposures: 'exposures',
  complaints: 'complaints',
  maintenanceComplaint: 'maintenanceComplaints',
  arrivals: 'arrivals',
  maintenanceArrivals: 'maintenanceArrivals',
  supervisor_arrival: 'supervisors',
  avg_score: 'score',
  complaints_vs_visits: 'ratio',
  counterCalls: 'counterCalls',
  cleandexCalls: 'cleandexCalls',
  manualCalls: 'manualCalls',
  complaintCalls: 'complaintCalls',
  taskCalls: 'taskCalls',
  callsOpened: 'callsOpened',
  response_time_SLA: 'avgResponseTime',
  time_saved: null,
  est_ROI: null,
};

/** What the hours chart shows when none of the compared metrics has an hourly form. */
const FALLBACK_HOUR_METRICS: readonly SeriesName[] = ['visits', 'complaints', 'callsOpened'];

/** The range is one day: the answer is already drilled into (by a click or by the filter). */
export const isSingleDay = (response: Pick<Overview, 'timeFrom' | 'timeTo'>): boolean => response.timeFrom === response.timeTo;

/** The compared metrics that can be drawn per hour, in their order; the fallback when none can. */
export function hourMetrics(metrics: readonly SeriesName[]): SeriesName[] {
  const drawable = metrics.filter((name) => HOUR_COLUMN_OF[name] !== null);
  return drawable.length ? drawable : [...FALLBACK_HOUR_METRICS];
}

/**
 * One metric over the 24 hours of the day, hour 0 first. The server sends every hour; a
 * missing one is null (a gap), never a shifted bar.
 */
export function hourValues(hourData: readonly AnalyticsHour[], name: SeriesName): (number | null)[] {
  const column = HOUR_COLUMN_OF[name];
  const byHour = new Map(hourData.map((entry) => [entry.hour, entry]));
  return Array.from({ length: 24 }, (_, hour) => {
    const entry = byHour.get(hour);
    return entry && column ? entry[column] : null;
  });
}

/** A room's row of the day table. */
export interface DayRoom {
  roomId: string;
  displayName: string;
  visits: number;
  /** Cleaning and maintenance complaints. */
  complaints: number;
  arrivals: number;
  callsOpened: number;
  avgResponseTime: number | null;
}

const isActive = (row: AnalyticsRow) => row.visits > 0 || row.complaints + row.maintenanceComplaints > 0 || row.callsOpened > 0 || row.arrivals > 0;

/**
 * The rooms of the day: those with anything counted that day (a quiet room has nothing to
 * drill into), in the report's order (pinned first, then by name) so they read like the
 * analytics table.
 */
export function dayRooms(rows: readonly AnalyticsRow[]): DayRoom[] {
  return rows.filter(isActive).map((row) => ({
    roomId: row.roomId,
    displayName: row.displayName,
    visits: row.visits,
    complaints: row.complaints + row.maintenanceComplaints,
    arrivals: row.arrivals,
    callsOpened: row.callsOpened,
    avgResponseTime: row.avgResponseTime,
  }));
}

/** The day's calls, newest first (ties by id, so the order is stable across reloads). */
export function dayCalls(calls: readonly ReportCall[]): ReportCall[] {
  return [...calls].sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt) || a.callId.localeCompare(b.callId));
}

/**
 * An hour of the day as the reader's language writes times ("09:00", "09:00 AM"): a fixed
 * UTC date only carries the hour, the site's hours are already local.
 */
export function hourLabel(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour));
}
