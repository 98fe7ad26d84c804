import type { RoomExposures } from '@facility/contracts';
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
import { useRoomExposures } from '../api/get-room-exposures.ts';
import { exposureCsv, exposureRate, hasNoExposureData, newestPeriodFirst } from '../utils/exposure-rows.ts';

/** People in front of the room's feedback devices against its visits (/dashboard/roomExposures/:roomId). */
export default function RoomExposuresPage() {
  const { roomId } = useCurrentRoute();
  const room = useRoom(roomId);
  const exposures = useRoomExposures(roomId);
  if (!roomId) return null;
  return (
    <div data-testid="room-exposures">
      <RoomHeader roomId={roomId} room={room} active="roomExposures" />
      <QueryView query={exposures} isEmpty={(data) => hasNoExposureData(data.total)}>
        {(data) => <RoomExposuresView data={data} />}
      </QueryView>
    </div>
  );
}

const COLOURS = { exposures: '#4f46e5', visits: '#5eb8ad' };

function RoomExposuresView({ data }: { data: RoomExposures }) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const unit = data.viewTimeBy;
  const rows = newestPeriodFirst(data.rows);
  const totalRate = exposureRate(data.total.count, data.total.visits);
  const rate = (value: number | null) => (value === null ? '–' : formatNumber(value, lang, 1));

  return (
    <>
      <div className="room-stat-grid">
        <RoomStatCard label={t('common:metrics.exposures')} value={formatCount(data.total.count, lang)} testId="room-exposures-total-exposures" />
        <RoomStatCard label={t('common:metrics.visits')} value={formatCount(data.total.visits, lang)} testId="room-exposures-total-visits" />
        <RoomStatCard label={t('exposures.rate')} value={rate(totalRate)} testId="room-exposures-total-rate">
          {t('exposures.rateHint')}
        </RoomStatCard>
      </div>

      <RoomPeriodChart
        title={t('exposures.chartTitle')}
        testId="room-exposures-chart"
        unit={unit}
        rows={data.rows}
        bars={[
          { key: 'exposures', label: t('common:metrics.exposures'), color: COLOURS.exposures, values: data.rows.map((row) => row.count) },
          { key: 'visits', label: t('common:metrics.visits'), color: COLOURS.visits, values: data.rows.map((row) => row.visits) },
        ]}
      />

      <section className="room-section">
        <div className="toolbar">
          <h3 className="room-table-title">{t('exposures.tableTitle')}</h3>
          <span className="spacer" />
          <ExportButton
            fileName={`room-exposures_${data.timeFrom}_${data.timeTo}`}
            build={() =>
              exposureCsv(data.rows, {
                from: t('table.from'),
                to: t('table.to'),
                exposures: t('common:metrics.exposures'),
                visits: t('common:metrics.visits'),
                rate: t('exposures.rate'),
                amended: t('table.amended'),
                yes: t('table.yes'),
              })
            }
          />
        </div>
        <div className="table-wrap">
          <table className="data-table" data-testid="room-exposures-table">
            <thead>
              <tr>
                <th scope="col">{t('table.period')}</th>
                <th scope="col" className="number">
                  {t('common:metrics.exposures')}
                </th>
                <th scope="col" className="number">
                  {t('common:metrics.visits')}
                </th>
                <th scope="col" className="number">
                  {t('exposures.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time} className={row.isAmended ? 'is-amended' : undefined} data-testid={`room-exposures-row-${row.time}`}>
                  <td>
                    {longPeriodLabel(row, unit, lang)}
                    {row.isAmended ? <RoomAmendedMark testId={`room-exposures-amended-${row.time}`} /> : null}
                  </td>
                  <td className="number">{formatNumber(row.count, lang)}</td>
                  <td className="number">{formatNumber(row.visits, lang)}</td>
                  <td className="number">{rate(exposureRate(row.count, row.visits))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="room-exposures-total-row">
                <td>{t('table.total')}</td>
                <td className="number">{formatNumber(data.total.count, lang)}</td>
                <td className="number">{formatNumber(data.total.visits, lang)}</td>
                <td className="number">{rate(totalRate)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {data.rows.some((row) => row.isAmended) ? <RoomAmendedNote /> : null}
      </section>
    </>
  );
}
