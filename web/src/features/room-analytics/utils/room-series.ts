import type { Overview, SeriesName, ViewUnit } from '@facility/contracts';
import { periodWindow, type PeriodWindow } from '../../../components/room/room-period.ts';
import type { CsvCell } from '../../../lib/csv.ts';

/** The series the analytics log lists, in its column order. */
export const LOG_COLUMNS = [
  'visits',
  'complaints',
  'maintenanceComplaint',
  'arrivals',
  'supervisor_arrival',
  'avg_score',
  'response_time_SLA',
  'complaints_vs_visits',
] as const satisfies readonly SeriesName[];
export type LogColumn = (typeof LOG_COLUMNS)[number];

/** The room's figures over the whole range, as the server sums them (ratios and means of the sums). */
export const roomTotals = (data: Overview): Overview['totals'] => data.totals;

export type LogRow = PeriodWindow & { isAmended: boolean } & Record<LogColumn, number | null>;

/**
 * One row per period, newest first: the log's series side by side. A period is amended
 * when any of its series was (one late upload touches them all).
 */
export function logRows(data: Overview): LogRow[] {
  const unit: ViewUnit = data.viewTimeBy;
  const times = new Set<string>();
  for (const name of LOG_COLUMNS) for (const point of data.series[name] ?? []) times.add(point.time);
  const byTime = new Map<string, LogRow>();
  for (const time of times) {
    byTime.set(time, {
      ...periodWindow(time, unit, data.timeFrom, data.timeTo),
      isAmended: false,
      ...(Object.fromEntries(LOG_COLUMNS.map((name) => [name, null])) as Record<LogColumn, null>),
    });
  }
  for (const name of LOG_COLUMNS) {
    for (const point of data.series[name] ?? []) {
      const row = byTime.get(point.time)!;
      row[name] = point.count;
      row.isAmended ||= point.isAmended;
    }
  }
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** Nothing was recorded for the room in the range. */
export function isQuiet(rows: readonly LogRow[]): boolean {
  return rows.every((row) => LOG_COLUMNS.every((name) => row[name] === null || row[name] === 0));
}

/** The export: the days each period counts, every series, and the amendment; newest first. */
export function logCsv(
  rows: readonly LogRow[],
  header: { from: string; to: string; amended: string; yes: string; columns: Record<LogColumn, string> },
): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [header.from, header.to, ...LOG_COLUMNS.map((name) => header.columns[name]), header.amended],
    rows: rows.map((row) => [row.startTime, row.endTime, ...LOG_COLUMNS.map((name) => row[name]), row.isAmended ? header.yes : '']),
  };
}
