import type { CleanerArrival } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomAmendedMark, RoomAmendedNote } from '../../../components/room/room-amended-mark.tsx';
import { RoomPeriodChart } from '../../../components/room/room-period-chart.tsx';
import { RoomHeader } from '../../../components/room/room-header.tsx';
import { longPeriodLabel } from '../../../components/room/room-period.ts';
import { RoomStatCard } from '../../../components/room/room-stat-card.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useRoom } from '../../../hooks/use-room.ts';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { useCleanerArrivals } from '../api/get-cleaner-arrival.ts';
import { ARRIVAL_COLUMNS, arrivalCsv, daysInRange, hasNoArrivals, newestPeriodFirst, perDay, type ArrivalColumn } from '../utils/cleaner-arrival-rows.ts';

/** Who arrived at the room, per period, and the calls that asked them to (/dashboard/cleanerArrival/:roomId). */
export default function CleanerArrivalPage() {
  const { roomId } = useCurrentRoute();
  const room = useRoom(roomId);
  const arrivals = useCleanerArrivals(roomId);
  if (!roomId) return null;
  return (
    <div data-testid="cleaner-arrival">
      <RoomHeader roomId={roomId} room={room} active="cleanerArrival" />
      <QueryView query={arrivals} isEmpty={(data) => hasNoArrivals(data.total)}>
        {(data) => <CleanerArrivalView data={data} />}
      </QueryView>
    </div>
  );
}

const COLUMN_KEYS: Record<ArrivalColumn, string> = {
  count: 'common:metrics.arrivals',
  supervisorArrivals: 'common:metrics.supervisor_arrival',
  maintenanceArrivals: 'common:metrics.maintenanceArrivals',
  complaintCalls: 'common:metrics.complaintCalls',
  counterCalls: 'common:metrics.counterCalls',
  cleandexCalls: 'common:metrics.cleandexCalls',
  manualCalls: 'common:metrics.manualCalls',
  taskCalls: 'common:metrics.taskCalls',
};

const COLOURS = { cleaner: '#0f766e', supervisor: '#7c3aed', maintenance: '#d97706' };

function CleanerArrivalView({ data }: { data: CleanerArrival }) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const unit = data.viewTimeBy;
  const total = data.total;
  // The server's one definition of calls opened (every source), as the clean log lists them.
  const calls = total.callsOpened;
  // A mean per day says something only over several days.
  const cleanerPerDay = daysInRange(data.timeFrom, data.timeTo) > 1 ? perDay(total.count, data.timeFrom, data.timeTo) : null;
  const rows = newestPeriodFirst(data.rows);
  const columns = Object.fromEntries(ARRIVAL_COLUMNS.map((column) => [column, t(COLUMN_KEYS[column])])) as Record<ArrivalColumn, string>;

  return (
    <>
      <div className="room-stat-grid">
        <RoomStatCard label={t('common:metrics.arrivals')} value={formatCount(total.count, lang)} testId="cleaner-arrival-total-cleaner">
          {cleanerPerDay === null ? null : t('cleanerArrival.perDay', { value: formatNumber(cleanerPerDay, lang, 1) })}
        </RoomStatCard>
        <RoomStatCard label={t('common:metrics.supervisor_arrival')} value={formatCount(total.supervisorArrivals, lang)} testId="cleaner-arrival-total-supervisor" />
        <RoomStatCard label={t('common:metrics.maintenanceArrivals')} value={formatCount(total.maintenanceArrivals, lang)} testId="cleaner-arrival-total-maintenance" />
        <RoomStatCard label={t('cleanerArrival.callsOpened')} value={formatCount(calls, lang)} testId="cleaner-arrival-total-calls">
          {t('cleanerArrival.callsBreakdown', {
            complaint: formatCount(total.complaintCalls, lang),
            counter: formatCount(total.counterCalls, lang),
            cleandex: formatCount(total.cleandexCalls, lang),
            manual: formatCount(total.manualCalls, lang),
            task: formatCount(total.taskCalls, lang),
          })}
        </RoomStatCard>
      </div>

      <RoomPeriodChart
        title={t('cleanerArrival.chartTitle')}
        testId="cleaner-arrival-chart"
        unit={unit}
        rows={data.rows}
        stacked
        totalLabel={t('cleanerArrival.allArrivals')}
        bars={[
          { key: 'cleaner', label: t('common:metrics.arrivals'), color: COLOURS.cleaner, values: data.rows.map((row) => row.count) },
          { key: 'supervisor', label: t('common:metrics.supervisor_arrival'), color: COLOURS.supervisor, values: data.rows.map((row) => row.supervisorArrivals) },
          { key: 'maintenance', label: t('common:metrics.maintenanceArrivals'), color: COLOURS.maintenance, values: data.rows.map((row) => row.maintenanceArrivals) },
        ]}
      />

      <section className="room-section">
        <div className="toolbar">
          <h3 className="room-table-title">{t('cleanerArrival.tableTitle')}</h3>
          <span className="spacer" />
          <ExportButton
            fileName={`cleaner-arrivals_${data.timeFrom}_${data.timeTo}`}
            build={() => arrivalCsv(data.rows, { from: t('table.from'), to: t('table.to'), amended: t('table.amended'), yes: t('table.yes'), columns })}
          />
        </div>
        <div className="table-wrap">
          <table className="data-table room-wrap-head" data-testid="cleaner-arrival-table">
            <thead>
              <tr>
                <th scope="col">{t('table.period')}</th>
                {ARRIVAL_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="number">
                    {columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time} className={row.isAmended ? 'is-amended' : undefined} data-testid={`cleaner-arrival-row-${row.time}`}>
                  <td>
                    {longPeriodLabel(row, unit, lang)}
                    {row.isAmended ? <RoomAmendedMark testId={`cleaner-arrival-amended-${row.time}`} /> : null}
                  </td>
                  {ARRIVAL_COLUMNS.map((column) => (
                    <td key={column} className={row[column] === 0 ? 'number muted' : 'number'}>
                      {formatNumber(row[column], lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="cleaner-arrival-total-row">
                <td>{t('table.total')}</td>
                {ARRIVAL_COLUMNS.map((column) => (
                  <td key={column} className="number">
                    {formatNumber(total[column], lang)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
        {data.rows.some((row) => row.isAmended) ? <RoomAmendedNote /> : null}
      </section>
    </>
  );
}
