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
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour));
}

/**
 * The site-local hour of day (0..23) an instant falls in: the hour the hours chart counts
 * it in (the server places hours by the local hour they start in, a night shift's hours
 * after midnight included, so a call at 02:10 of the next date is hour 2 of the day).
 */
export function localHourOf(instant: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).formatToParts(new Date(instant));
  return Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The site-local date (yyyy-mm-dd) an instant falls on. A day's figures are its shifts', so
 * a night shift's call at 02:10 belongs to the day before its own date: the calls table
 * writes that date beside its time.
 */
export function localDateOf(instant: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  // en-CA writes dates as yyyy-mm-dd.
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })));
  return format.format(new Date(instant));
}

/**
 * The calls opened in one site-local hour of the day (null: the whole day). The report
 * gives rooms per day only, so the hour narrows the calls, by when each opened.
 */
export function callsInHour<T extends Pick<ReportCall, 'openedAt'>>(calls: readonly T[], hour: number | null, timeZone: string): T[] {
  return hour === null ? [...calls] : calls.filter((call) => localHourOf(call.openedAt, timeZone) === hour);
}

const spanFormats = new Map<string, Intl.DateTimeFormat>();
const hourAt = (hour: number) => Date.UTC(2026, 0, 1, hour);

/**
 * An hour of the day as a span, as the reader's language writes a time range ("14:00–15:00",
 * "02:00 – 03:00 PM", Arabic in its own order). The last hour ends at midnight of the next
 * date, which a range would write with both dates: its two times are joined the way the
 * language joins the times of one day. The span is isolated (FSI … PDI): in a Hebrew
 * sentence or tooltip "14:00–15:00" would otherwise read "15:00–14:00", the dash taking the
 * sentence's direction; Arabic, with its own letters, keeps its right-to-left order.
 */
export function hourSpanLabel(hour: number, locale: string): string {
  let format = spanFormats.get(locale);
  if (!format) spanFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  const separator = () => format.formatRangeToParts(hourAt(hour - 1), hourAt(hour)).find((part) => part.source === 'shared' && part.type === 'literal')?.value ?? '\u2013';
  const span = hour < 23 ? format.formatRange(hourAt(hour), hourAt(hour + 1)) : `${hourLabel(hour, locale)}${separator()}${hourLabel(0, locale)}`;
  return `\u2068${span}\u2069`;
}
