import type { OverviewTrend, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { scoreColour } from '../../../components/charts/score-colour.ts';
import { Sparkline } from '../../../components/charts/sparkline.tsx';
import { TrendBadge } from '../../../components/charts/trend-badge.tsx';

interface MetricCardProps {
  series: SeriesName;
  /** The whole-period value (`totals[series]`), already formatted. */
  display: string;
  /** The same total in full (2,013 for "2k"), the value's tooltip. */
  exact: string;
  total: number | null;
  trend: OverviewTrend;
  values: readonly (number | null)[];
}

const SPARK_COLOUR = '#0f766e';

/**
 * One overview series: its name, the total of the period, the trend badge and a sparkline
 * of the days. Opens the performance screen on that metric.
 */
export function MetricCard({ series, display, exact, total, trend, values }: MetricCardProps) {
  const { t } = useTranslation('overview');
  const name = t(`common:metrics.${series}`);
  // Score bands colour the score (spec §9); other values keep the text colour.
  const colour = series === 'avg_score' && total !== null ? scoreColour(total) : undefined;
  return (
    <Link href={`/dashboard/performance?metrics=${series}`} className="card metric-card" data-testid={`overview-card-${series}`} title={t('overview.card.open', { metric: name })}>
      <div className="metric-card-head">
        <h3 className="metric-card-title">{name}</h3>
        <TrendBadge metric={series} trend={trend} comparison="firstHalfOfMonth" testId={`overview-card-trend-${series}`} />
      </div>
      <div className="metric-card-figure">
        <span className="metric-card-value" style={{ color: colour }} title={exact === display ? undefined : exact} data-testid={`overview-card-value-${series}`}>
          {display}
        </span>
        {series === 'avg_score' && total !== null ? <span className="metric-card-unit">{t('overview.card.outOf100')}</span> : null}
      </div>
      <p className="metric-card-hint">{total === null ? t(`overview.card.none.${series === 'time_saved' || series === 'est_ROI' ? 'saving' : 'generic'}`) : t(`overview.hint.${series}`)}</p>
      <div className="metric-card-spark">
        <Sparkline values={values} color={colour ?? SPARK_COLOUR} ariaLabel={t('overview.card.sparkline', { metric: name })} testId={`overview-card-sparkline-${series}`} />
      </div>
    </Link>
  );
}
