import type { Overview } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomAmendedMark, RoomAmendedNote } from '../../../components/room/room-amended-mark.tsx';
import { RoomHeader } from '../../../components/room/room-header.tsx';
import { longPeriodLabel } from '../../../components/room/room-period.ts';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useRoom } from '../../../hooks/use-room.ts';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { useRoomOverview } from '../api/get-room-overview.ts';
import { isQuiet, logCsv, logRows, LOG_COLUMNS, roomTotals, type LogColumn } from '../utils/room-series.ts';
import './room-analytics.css';

/** The room's figures period by period (/dashboard/roomAnalyticsLog/:roomId). */
export default function RoomAnalyticsLogPage() {
  const { roomId } = useCurrentRoute();
  const room = useRoom(roomId);
  const overview = useRoomOverview(roomId);
  if (!roomId) return null;
  return (
    <div data-testid="room-analytics-log">
      <RoomHeader roomId={roomId} room={room} active="roomAnalyticsLog" />
      <QueryView query={overview} isEmpty={(data) => isQuiet(logRows(data))}>
        {(data) => <AnalyticsLogTable data={data} />}
      </QueryView>
    </div>
  );
}

function AnalyticsLogTable({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const unit = data.viewTimeBy;
  const rows = logRows(data);
  const totals = roomTotals(data);
  // Exact figures, as in every table (2,013 not 2k, minutes kept in minutes).
  const format = useSeriesFormat(data.currency);
  const columns = Object.fromEntries(LOG_COLUMNS.map((name) => [name, t(`common:metrics.${name}`)])) as Record<LogColumn, string>;
  const cell = (name: LogColumn, value: number | null) => (value === null ? '–' : format.exact(name, value));

  return (
    <section className="room-section">
      <div className="toolbar">
        <h3 className="room-table-title">{t('log.title')}</h3>
        <span className="muted">{t(`periods.${unit}`)}</span>
        <span className="spacer" />
        <ExportButton
          fileName={`room-analytics-log_${data.timeFrom}_${data.timeTo}`}
          build={() => logCsv(rows, { from: t('table.from'), to: t('table.to'), amended: t('table.amended'), yes: t('table.yes'), columns })}
        />
      </div>
      <div className="table-wrap">
        <table className="data-table room-wrap-head room-analytics-log-table" data-testid="room-analytics-log-table">
          <thead>
            <tr>
              <th scope="col">{t('table.period')}</th>
              {LOG_COLUMNS.map((name) => (
                <th key={name} scope="col" className="number">
                  {columns[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.time} className={row.isAmended ? 'is-amended' : undefined} data-testid={`room-analytics-log-row-${row.time}`}>
                <td>
                  {longPeriodLabel(row, unit, lang)}
                  {row.isAmended ? <RoomAmendedMark testId={`room-analytics-log-amended-${row.time}`} /> : null}
                </td>
                {LOG_COLUMNS.map((name) => (
                  <td key={name} className={row[name] === null || row[name] === 0 ? 'number muted' : 'number'}>
                    {cell(name, row[name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="room-analytics-log-total-row">
              <td title={t('log.totalHint')}>{t('table.total')}</td>
              {LOG_COLUMNS.map((name) => (
                <td key={name} className="number">
                  {cell(name, totals[name])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {rows.some((row) => row.isAmended) ? <RoomAmendedNote /> : null}
    </section>
  );
}
