/**
 * The performance table: one row per period, one column per compared metric, and a total
 * row with the server's whole-range totals (ratios and means of sums, not sums of the
 * rows). Also the CSV export of the same table, with raw numbers for spreadsheets.
 */
import type { Overview, SeriesName } from '@facility/contracts';
import type { CsvCell } from '../../lib/csv.ts';
import { valuesOf } from '../../components/charts/overview-series.ts';

export interface PerformanceRow {
  /** Period start, site-local yyyy-mm-dd. */
  time: string;
  values: (number | null)[];
}

export function performanceRows(response: Overview, metrics: readonly SeriesName[]): PerformanceRow[] {
  const columns = metrics.map((name) => valuesOf(response, name));
  return response.series.visits.map((point, index) => ({ time: point.time, values: columns.map((column) => column[index] ?? null) }));
}

export function performanceTotals(response: Overview, metrics: readonly SeriesName[]): (number | null)[] {
  return metrics.map((name) => response.totals[name] ?? null);
}

/**
 * The CSV of the table: a header (period, then each metric's column title), the periods
 * as yyyy-mm-dd with raw values (empty where undefined), and the total row.
 */
export function performanceCsv(
  response: Overview,
  metrics: readonly SeriesName[],
  titles: { period: string; total: string; column: (name: SeriesName) => string },
): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [titles.period, ...metrics.map(titles.column)],
    rows: [
      ...performanceRows(response, metrics).map((row) => [row.time, ...row.values]),
      [titles.total, ...performanceTotals(response, metrics)],
    ],
  };
}
