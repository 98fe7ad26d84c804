import type { Overview, OverviewTrend, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomStatCard } from '../../../components/room/room-stat-card.tsx';
import { formatCount, formatMinutes, formatNumber, formatPercent } from '../../../lib/format.ts';
import { roomTotals } from '../utils/room-series.ts';

/** The key figures of the period, each with its trend (second half of the range against the first). */
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
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const totals = roomTotals(data);
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  const value = (name: (typeof CARDS)[number]): string => {
    const number = totals[name];
    if (number === null) return '–';
    if (name === 'response_time_SLA') return formatMinutes(number, lang, units);
    if (name === 'complaints_vs_visits') return formatNumber(number, lang, 3);
    return formatCount(number, lang);
  };
  return (
    <div className="room-stat-grid is-four" data-testid="room-analytics-totals">
      {CARDS.map((name) => (
        <RoomStatCard key={name} label={t(`common:metrics.${name}`)} value={value(name)} testId={`room-analytics-total-${name}`}>
          <TrendNote trend={data.trends[name]} />
        </RoomStatCard>
      ))}
    </div>
  );
}

function TrendNote({ trend }: { trend: OverviewTrend | undefined }) {
  const { t, i18n } = useTranslation('rooms');
  if (!trend) return null;
  if (trend.percent === null) return <span title={t('totals.trendHint')}>{t('common:trend.none')}</span>;
  if (trend.direction === 'flat' || trend.percent === 0) return <span title={t('totals.trendHint')}>{t('common:trend.flat')}</span>;
  const tone = trend.good === null ? 'muted' : trend.good ? 'good' : 'bad';
  return (
    <span className={`room-trend ${tone}`} title={t('totals.trendHint')}>
      <span aria-hidden="true">{trend.direction === 'up' ? '▲' : '▼'}</span>{' '}
      {t(`common:trend.${trend.direction}`, { percent: formatPercent(Math.abs(trend.percent), i18n.language) })}
    </span>
  );
}
