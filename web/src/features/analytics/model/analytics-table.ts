import type { Analytics, AnalyticsRow, ProblemCount } from '@facility/contracts';
import { ANALYTICS_COLUMNS, type AnalyticsColumn } from '../../../lib/analytics-columns.ts';
import type { CsvCell } from '../../../lib/csv.ts';

export { ANALYTICS_COLUMNS, isNumericColumn, type AnalyticsColumn } from '../../../lib/analytics-columns.ts';

/** Spec §3: "The narrowed table keeps the first five." */
export const NARROW_COLUMN_COUNT = 5;

export function visibleColumns(narrow: boolean): readonly AnalyticsColumn[] {
  return narrow ? ANALYTICS_COLUMNS.slice(0, NARROW_COLUMN_COUNT) : ANALYTICS_COLUMNS;
}


export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: AnalyticsColumn;
  direction: SortDirection;
}

/**
 * A header click: a new column starts where a manager looks first (names A to Z, figures
 * largest first); clicking the sorted column again reverses it.
 */
export function nextSort(current: SortState | null, column: AnalyticsColumn): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'displayName' ? 'ascending' : 'descending' };
}

const complaintSum = (problems: readonly ProblemCount[]): number => problems.reduce((sum, problem) => sum + problem.count, 0);

/** What a column sorts by; top complaints by how many reports the listed problems add up to. */
export function sortValue(row: AnalyticsRow, column: AnalyticsColumn): string | number | null {
  if (column === 'topComplaints') return complaintSum(row.topComplaints);
  return row[column];
}

/**
 * The rows in the chosen order; without a sort, the server's (pinned rooms first, then by
 * name). Rooms without a value (no visits, no ratings) stay at the bottom either way, so
 * sorting by score never puts unrated rooms on top. Ties keep the server order.
 */
export function sortRows(rows: readonly AnalyticsRow[], sort: SortState | null, locale: string): AnalyticsRow[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, sort.column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order = typeof a.value === 'string' && typeof b.value === 'string' ? collator.compare(a.value, b.value) : Number(a.value) - Number(b.value);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** Score bands (green 85 and above, amber 70 to 84, red below 70). */
export type ScoreTone = 'good' | 'fair' | 'poor';
export function scoreTone(score: number | null): ScoreTone | null {
  if (score === null) return null;
  if (score >= 85) return 'good';
  if (score >= 70) return 'fair';
  return 'poor';
}

const ratioFormats = new Map<string, Intl.NumberFormat>();
/** Complaints per 100 visits always with 3 decimals (spec §9), so the column lines up. */
export function formatRatio(ratio: number, locale: string): string {
  let format = ratioFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    ratioFormats.set(locale, format);
  }
  return format.format(ratio);
}

export interface CsvText {
  /** A column's header in the current language. */
  header: (column: AnalyticsColumn) => string;
  /** A problem label key in the current language. */
  problem: (key: string) => string;
  /** The totals row's name. */
  total: string;
  /** A removed room's name, marked so (it is listed for its past activity). */
  removed: (name: string) => string;
}

/**
 * The table as CSV, as on screen (visible columns, current order, totals last), but with
 * exact figures rather than "1.2k" so a spreadsheet can compute with them.
 */
export function analyticsCsv(
  rows: readonly AnalyticsRow[],
  totals: Analytics['totals'],
  columns: readonly AnalyticsColumn[],
  text: CsvText,
): { header: string[]; rows: CsvCell[][] } {
  const cell = (source: Analytics['totals'] & { displayName: string; removed?: boolean }, column: AnalyticsColumn): CsvCell => {
    if (column === 'topComplaints') return source.topComplaints.map((problem) => `${text.problem(problem.problem)} (${problem.count})`).join('; ');
    if (column === 'displayName' && source.removed) return text.removed(source.displayName);
    return source[column];
  };
  return {
    header: columns.map(text.header),
    rows: [...rows, { ...totals, displayName: text.total }].map((row) => columns.map((column) => cell(row, column))),
  };
}

/** Nothing was recorded in the range: no room has a figure (the screen says "No data available"). */
export function isQuietAnalytics(response: Pick<Analytics, 'rows' | 'totals'>): boolean {
  const { topComplaints, ...figures } = response.totals;
  return response.rows.length === 0 || (topComplaints.length === 0 && Object.values(figures).every((value) => value === null || value === 0));
}
