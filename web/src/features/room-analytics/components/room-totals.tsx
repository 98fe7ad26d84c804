import type { Overview, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { TrendBadge } from '../../../components/charts/trend-badge.tsx';
import { RoomStatCard } from '../../../components/room/room-stat-card.tsx';
import { roomTotals } from '../utils/room-series.ts';

/** The key figures of the period, each with its trend (second half of the range against the first, labelled so). */
const CARDS = [
  'visits',
  'complaints',
  'complaints_vs_visits',
  'arrivals',
  'response_time_SLA',
  'avg_score',
  'maintenanceComplaint',
  'supervisor_arrival',
  // Calls opened by every source: the same figure as the cleaner-arrival screen and the clean and maintenance logs.
  'callsOpened',
] as const satisfies readonly SeriesName[];

export function RoomTotals({ data }: { data: Overview }) {
  const { t } = useTranslation('rooms');
  const totals = roomTotals(data);
  // The overview's formats, so a room's figure reads exactly like the same figure on the overview.
  const format = useSeriesFormat(data.currency);
  return (
    <div className="room-stat-grid is-four" data-testid="room-analytics-totals">
      {CARDS.map((name) => (
        <RoomStatCard key={name} label={t(`common:metrics.${name}`)} value={format.value(name, totals[name])} testId={`room-analytics-total-${name}`}>
          <TrendBadge metric={name} trend={data.trends[name]} comparison="firstHalfOfPeriod" testId={`room-analytics-trend-${name}`} />
        </RoomStatCard>
      ))}
    </div>
  );
}
