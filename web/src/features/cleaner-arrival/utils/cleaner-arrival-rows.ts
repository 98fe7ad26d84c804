import type { CleanerArrival } from '@facility/contracts';
import type { CsvCell } from '../../../lib/csv.ts';

/** The table's count columns, in order; `count` is the cleaner arrivals. */
export const ARRIVAL_COLUMNS = [
  'count',
  'supervisorArrivals',
  'maintenanceArrivals',
  'complaintCalls',
  'counterCalls',
  'cleandexCalls',
  'manualCalls',
  'taskCalls',
] as const satisfies readonly (keyof CleanerArrival['total'])[];
export type ArrivalColumn = (typeof ARRIVAL_COLUMNS)[number];

/** Nothing happened in the range: no arrival and no call in any period. */
export function hasNoArrivals(total: CleanerArrival['total']): boolean {
  return ARRIVAL_COLUMNS.every((column) => total[column] === 0);
}

/** The table lists the latest period first; the chart keeps time running left to right. */
export function newestPeriodFirst<T extends { time: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** Calendar days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Mean per day over the range, one decimal; null for an empty range. */
export function perDay(total: number, from: string, to: string): number | null {
  const days = daysInRange(from, to);
  return days > 0 ? Math.round((total / days) * 10) / 10 : null;
}

/** The export: the days each period counts, its counts, and whether it was amended; newest first. */
export function arrivalCsv(rows: readonly CleanerArrival['rows'][number][], header: { from: string; to: string; amended: string; yes: string; columns: Record<ArrivalColumn, string> }): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [header.from, header.to, ...ARRIVAL_COLUMNS.map((column) => header.columns[column]), header.amended],
    rows: newestPeriodFirst(rows).map((row) => [row.startTime, row.endTime, ...ARRIVAL_COLUMNS.map((column) => row[column]), row.isAmended ? header.yes : '']),
  };
}
