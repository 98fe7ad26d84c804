import type { AnalysisReport, AnalyticsRow, ReportCall, SeriesName } from '@facility/contracts';
import { OVERVIEW_SERIES, SERIES_KIND, type SeriesKind } from '../../../components/charts/overview-series.ts';
import { ANALYTICS_COLUMNS, type AnalyticsColumn } from '../../../lib/analytics-columns.ts';
import { englishRoomNames } from './room-english-names.ts';
import { localDay, wallClock } from './wall-clock.ts';

/**
 * The analysis report as a workbook (issue 18 "Reports"): what each sheet holds, in the
 * reader's language, as plain values. Kept apart from the spreadsheet library so the choice
 * of sheets, columns and formats is tested without writing a file.
 */
export type CellValue = string | number | Date | null;
/** How a column's (or a cell's) numbers read: Excel renders them in the reader's own locale. */
export type CellFormat = 'text' | 'integer' | 'decimal' | 'ratio' | 'money' | 'date' | 'datetime';
export interface FormattedCell {
  value: CellValue;
  format: CellFormat;
}
export type Cell = CellValue | FormattedCell;

export interface SheetColumn {
  header: string;
  format: CellFormat;
  /** Width in characters. */
  width: number;
}

export interface SheetModel {
  /** Unique within the workbook, at most 31 characters, none of `[]:*?/\`. */
  name: string;
  columns: SheetColumn[];
  rows: Cell[][];
  /** The last row sums the others (bold). */
  totalRow?: boolean;
}

export interface WorkbookModel {
  title: string;
  rightToLeft: boolean;
  sheets: SheetModel[];
}

/** i18next's `t` as the workbook needs it (namespaced keys, interpolation). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface WorkbookWords {
  t: Translate;
  /** A room's name in the reader's language. */
  roomName: (roomId: string, displayName: string, nameEn?: string) => string;
  siteName: string;
  rightToLeft: boolean;
}

const KIND_FORMAT: Readonly<Record<SeriesKind, CellFormat>> = {
  count: 'integer',
  minutes: 'decimal',
  score: 'integer',
  ratio: 'ratio',
  money: 'money',
};

const COLUMN_FORMAT: Readonly<Record<AnalyticsColumn, CellFormat>> = {
  displayName: 'text',
  visits: 'integer',
  complaints: 'integer',
  topComplaints: 'text',
  arrivals: 'integer',
  supervisors: 'integer',
  callsOpened: 'integer',
  complaintCalls: 'integer',
  counterCalls: 'integer',
  cleandexCalls: 'integer',
  manualCalls: 'integer',
  taskCalls: 'integer',
  avgResponseTime: 'decimal',
  exposures: 'integer',
  ratio: 'ratio',
  score: 'integer',
};

/** Excel refuses these in sheet names and cuts them at 31 characters. */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
}

const seriesFormat = (series: SeriesName): CellFormat => KIND_FORMAT[SERIES_KIND[series]];

/**
 * A title with the unit of its numbers: the cells stay raw numbers a spreadsheet adds up
 * (minutes in minutes, however the page shows them), so the title says what they count.
 */
const withUnit = (title: string, unit: string | null): string => (unit ? `${title} (${unit})` : title);

/** The unit of a series' numbers: minutes, the site's currency, or none. */
function seriesUnit(series: SeriesName, report: AnalysisReport, t: Translate): string | null {
  const kind = SERIES_KIND[series];
  if (kind === 'minutes') return t('common:units.minutes');
  if (kind === 'money') return report.overview.currency;
  return null;
}

/** The unit of a rooms column's numbers (the average response time is in minutes). */
const columnUnit = (column: AnalyticsColumn, t: Translate): string | null => (column === 'avgResponseTime' ? t('common:units.minutes') : null);

function summarySheet(report: AnalysisReport, words: WorkbookWords): SheetModel {
  const { t } = words;
  const at = (iso: string): FormattedCell => ({ value: wallClock(iso, report.timezone), format: 'datetime' });
  const rows: Cell[][] = [
    [t('reports:summary.site'), words.siteName],
    [t('common:filters.timeType'), t(`common:timeTypes.${report.timeType}`)],
    [t('reports:summary.from'), { value: localDay(report.timeFrom), format: 'date' }],
    [t('reports:summary.to'), { value: localDay(report.timeTo), format: 'date' }],
    [t('common:filters.viewBy'), t(`common:viewBy.${report.viewTimeBy}`)],
    [t('reports:summary.timezone'), report.timezone],
    [t('reports:summary.generated'), at(report.generatedAt)],
    [t('reports:summary.callsListed'), t('reports:summary.callsListedValue', { listed: report.calls.calls.length, total: report.calls.total })],
    ...OVERVIEW_SERIES.map((series): Cell[] => [withUnit(t(`common:metrics.${series}`), seriesUnit(series, report, t)), { value: report.overview.totals[series], format: seriesFormat(series) }]),
  ];
  return {
    name: sheetName(t('reports:sheet.summary')),
    columns: [
      { header: t('reports:summary.item'), format: 'text', width: 34 },
      { header: t('reports:summary.value'), format: 'text', width: 28 },
    ],
    rows,
  };
}

function overviewSheet(report: AnalysisReport, words: WorkbookWords): SheetModel {
  const { t } = words;
  const periods = report.overview.series.visits.map((point) => point.time);
  return {
    name: sheetName(t('reports:sheet.overview')),
    columns: [
      { header: t('reports:overview.period'), format: 'date', width: 14 },
      ...OVERVIEW_SERIES.map((series) => ({ header: withUnit(t(`common:metrics.${series}`), seriesUnit(series, report, t)), format: seriesFormat(series), width: 16 })),
    ],
    rows: periods.map((period, index) => [localDay(period), ...OVERVIEW_SERIES.map((series) => report.overview.series[series][index]?.count ?? null)]),
  };
}

function complaintsText(row: Pick<AnalyticsRow, 'topComplaints'>, t: Translate): string {
  return row.topComplaints.map((problem) => `${t(`labels:${problem.problem}`, { defaultValue: problem.problem })} (${problem.count})`).join(', ');
}

function roomsSheet(report: AnalysisReport, words: WorkbookWords): SheetModel {
  const { t } = words;
  const { rows, totals } = report.analytics;
  const figures = (row: Omit<AnalyticsRow, 'roomId' | 'displayName' | 'roomNameEn' | 'removed'>) =>
    ANALYTICS_COLUMNS.slice(1).map((column): CellValue => (column === 'topComplaints' ? complaintsText(row, t) : (row[column as Exclude<AnalyticsColumn, 'displayName' | 'topComplaints'>] ?? null)));
  return {
    name: sheetName(t('reports:sheet.rooms')),
    columns: ANALYTICS_COLUMNS.map((column) => ({
      header: withUnit(t(`analytics:columns.${column}`), columnUnit(column, t)),
      format: COLUMN_FORMAT[column],
      width: column === 'displayName' ? 36 : column === 'topComplaints' ? 40 : 14,
    })),
    rows: [
      ...rows.map((row) => {
        const name = words.roomName(row.roomId, row.displayName, row.roomNameEn);
        return [row.removed ? t('analytics:table.removedName', { name }) : name, ...figures(row)];
      }),
      [t('reports:total'), ...figures(totals)],
    ],
    totalRow: true,
  };
}

function complaintsSheet(report: AnalysisReport, words: WorkbookWords): SheetModel {
  const { t } = words;
  return {
    name: sheetName(t('reports:sheet.complaints')),
    columns: [
      { header: t('reports:complaints.problem'), format: 'text', width: 32 },
      { header: t('reports:complaints.category'), format: 'text', width: 16 },
      { header: t('reports:complaints.count'), format: 'integer', width: 12 },
    ],
    rows: report.topComplaints.map((entry) => [t(`labels:${entry.problem}`, { defaultValue: entry.problem }), t(`labels:category_${entry.category}`), entry.count]),
  };
}

function callRow(call: ReportCall, report: AnalysisReport, words: WorkbookWords, namesEn: ReadonlyMap<string, string>): Cell[] {
  const { t } = words;
  return [
    wallClock(call.openedAt, report.timezone),
    words.roomName(call.roomId, call.displayName, namesEn.get(call.roomId)),
    t(`labels:source_${call.source}`),
    t(`labels:category_${call.category}`),
    call.problems.map((problem) => t(`labels:${problem}`, { defaultValue: problem })).join(', '),
    call.complaintCount,
    call.resolvedAt === null ? null : wallClock(call.resolvedAt, report.timezone),
    call.responseMinutes,
    call.shiftNumber,
    call.minSla,
    call.maxSla,
    t(`labels:call_state_${call.slaState}`),
    // Marked when escalated, blank otherwise: a filter on the column finds them.
    call.escalated ? t('labels:call_state_escalated') : null,
  ];
}

function callsSheet(report: AnalysisReport, words: WorkbookWords): SheetModel {
  const { t } = words;
  const column = (key: string, format: CellFormat, width: number): SheetColumn => ({ header: t(`reports:calls.${key}`), format, width });
  const namesEn = englishRoomNames(report);
  return {
    name: sheetName(t('reports:sheet.calls')),
    columns: [
      column('opened', 'datetime', 18),
      column('room', 'text', 36),
      column('source', 'text', 16),
      column('category', 'text', 14),
      column('problems', 'text', 36),
      column('complaints', 'integer', 12),
      column('resolved', 'datetime', 18),
      column('responseMinutes', 'decimal', 14),
      column('shift', 'integer', 8),
      column('minSla', 'integer', 10),
      column('maxSla', 'integer', 10),
      column('slaState', 'text', 14),
      column('escalated', 'text', 10),
    ],
    rows: report.calls.calls.map((call) => callRow(call, report, words, namesEn)),
  };
}

/** The workbook of an analysis report: summary, overview series, rooms, complaints and calls. */
export function reportWorkbook(report: AnalysisReport, words: WorkbookWords): WorkbookModel {
  return {
    title: words.t('reports:title', { site: words.siteName }),
    rightToLeft: words.rightToLeft,
    sheets: [summarySheet(report, words), overviewSheet(report, words), roomsSheet(report, words), complaintsSheet(report, words), callsSheet(report, words)],
  };
}

/** The file a workbook downloads as: site and period, safe on every file system. */
export function workbookFileName(siteName: string, report: Pick<AnalysisReport, 'timeFrom' | 'timeTo'>): string {
  const site = siteName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'site';
  return `${site} ${report.timeFrom} - ${report.timeTo}.xlsx`;
}
