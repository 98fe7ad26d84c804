import type { AnalysisReport, AnalyticsRow } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { formatInstant, formatMinutes, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import { ANALYTICS_COLUMNS, isNumericColumn, type AnalyticsColumn } from '../../../lib/analytics-columns.ts';
import { englishRoomNames } from '../model/room-english-names.ts';

type Figures = Omit<AnalyticsRow, 'roomId' | 'displayName' | 'roomNameEn' | 'removed'>;
const DECIMALS: Partial<Record<AnalyticsColumn, number>> = { ratio: 3 };

function useFigure() {
  const { t, i18n } = useTranslation(['reports', 'labels']);
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  return (row: Figures, column: Exclude<AnalyticsColumn, 'displayName'>): string => {
    if (column === 'topComplaints') return row.topComplaints.map((problem) => `${t(`labels:${problem.problem}`, { defaultValue: problem.problem })} (${formatNumber(problem.count, i18n.language)})`).join(', ');
    const value = row[column];
    if (value === null) return '—';
    // Minutes with their unit, as the analytics table and the calls' response column show them.
    if (column === 'avgResponseTime') return formatMinutes(value, i18n.language, units);
    // Exact figures (2,013, not 2k): a printed report is read, not glanced at.
    return formatNumber(value, i18n.language, DECIMALS[column] ?? 0);
  };
}

/** Every room of the filter with the analytics table's columns, and their total. */
export function ReportRoomsTable({ report }: { report: AnalysisReport }) {
  const { t } = useTranslation(['reports', 'analytics']);
  const figure = useFigure();
  const columns = ANALYTICS_COLUMNS.filter((column): column is Exclude<AnalyticsColumn, 'displayName'> => column !== 'displayName');
  const numeric = (column: AnalyticsColumn) => (isNumericColumn(column) ? 'num' : undefined);
  return (
    <div className="report-table-wrap">
      <table className="report-table" data-testid="report-rooms-table">
        <thead>
          <tr>
            <th scope="col">{t('analytics:columns.displayName')}</th>
            {columns.map((column) => (
              <th scope="col" key={column} className={numeric(column)}>
                {t(`analytics:columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.analytics.rows.map((row) => (
            <tr key={row.roomId} data-testid="report-room-row">
              <th scope="row">
                <RoomName siteId={report.siteId} roomId={row.roomId} displayName={row.displayName} nameEn={row.roomNameEn} />
                {row.removed && <span className="muted"> ({t('analytics:table.removed')})</span>}
              </th>
              {columns.map((column) => (
                <td key={column} className={numeric(column)}>
                  {figure(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports:total')}</th>
            {columns.map((column) => (
              <td key={column} className={numeric(column)} data-testid={`report-total-${column}`}>
                {figure(report.analytics.totals, column)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Every reported problem of the filter, most first. */
export function ReportComplaintsTable({ report }: { report: AnalysisReport }) {
  const { t, i18n } = useTranslation(['reports', 'labels']);
  if (report.topComplaints.length === 0) return <p className="muted">{t('reports:noComplaints')}</p>;
  return (
    <div className="report-table-wrap">
      <table className="report-table" data-testid="report-complaints-table">
        <thead>
          <tr>
            <th scope="col">{t('reports:complaints.problem')}</th>
            <th scope="col">{t('reports:complaints.category')}</th>
            <th scope="col" className="num">
              {t('reports:complaints.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.topComplaints.map((entry) => (
            <tr key={`${entry.category}-${entry.problem}`}>
              <td>{t(`labels:${entry.problem}`, { defaultValue: entry.problem })}</td>
              <td>{t(`labels:category_${entry.category}`)}</td>
              <td className="num">{formatNumber(entry.count, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The newest calls of the filter (as many as the report lists), in the site's time. */
export function ReportCallsTable({ report }: { report: AnalysisReport }) {
  const { t, i18n } = useTranslation(['reports', 'labels']);
  const locale = i18n.language;
  const format = useSeriesFormat(report.overview.currency);
  const { calls, total } = report.calls;
  const namesEn = englishRoomNames(report);
  if (calls.length === 0) return <p className="muted">{t('reports:noCalls')}</p>;
  const at = (iso: string | null) => (iso === null ? '—' : formatInstant(iso, locale, report.timezone, { dateStyle: 'short', timeStyle: 'short' }));
  return (
    <>
      {calls.length < total ? (
        <p className="muted" data-testid="report-calls-note">
          {t('reports:callsNote', { count: calls.length, total: formatNumber(total, locale) })}
        </p>
      ) : null}
      <div className="report-table-wrap">
        <table className="report-table" data-testid="report-calls-table">
          <thead>
            <tr>
              {(['opened', 'room', 'source', 'problems', 'resolved', 'responseMinutes', 'shift', 'slaState'] as const).map((key) => (
                <th scope="col" key={key} className={key === 'responseMinutes' || key === 'shift' ? 'num' : undefined}>
                  {t(`reports:calls.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calls.map((call) => (
              <tr key={call.callId} data-testid="report-call-row">
                <td className="nowrap">{at(call.openedAt)}</td>
                <td>
                  <RoomName siteId={report.siteId} roomId={call.roomId} displayName={call.displayName} nameEn={namesEn.get(call.roomId)} />
                </td>
                <td>
                  {t(`labels:source_${call.source}`)} · {t(`labels:category_${call.category}`)}
                </td>
                <td>{call.problems.map((problem) => t(`labels:${problem}`, { defaultValue: problem })).join(', ') || '—'}</td>
                <td className="nowrap">{at(call.resolvedAt)}</td>
                <td className="num">{call.responseMinutes === null ? '—' : format.exact('response_time_SLA', roundSlaMinutes(call.responseMinutes))}</td>
                <td className="num">{call.shiftNumber ?? '—'}</td>
                <td>{t(`labels:call_state_${call.slaState}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
