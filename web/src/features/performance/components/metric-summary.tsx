import type { Overview, SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { scoreColour } from '../../../components/charts/score-colour.ts';
import { TrendBadge } from '../../../components/charts/trend-badge.tsx';

interface MetricSummaryProps {
  response: Overview;
  metrics: readonly SeriesName[];
  colourOf: (name: SeriesName) => string;
  format: (name: SeriesName, value: number | null) => string;
  /** What the totals cover; the whole period unless said. */
  caption?: string;
  /** A single day has no halves to compare: its cards show no trend. */
  trends?: boolean;
}

/** The card view's figures: each compared metric's total over the range and its trend. */
export function MetricSummary({ response, metrics, colourOf, format, caption, trends = true }: MetricSummaryProps) {
  const { t } = useTranslation('performance');
  return (
    <div className="card-grid metric-summary">
      {metrics.map((name) => {
        const total = response.totals[name];
        return (
          <div key={name} className="card metric-summary-card" style={{ borderBlockStartColor: colourOf(name) }} data-testid={`performance-summary-${name}`}>
            <div className="metric-summary-head">
              <span className="metric-summary-name">{t(`common:metrics.${name}`)}</span>
              {trends ? <TrendBadge metric={name} trend={response.trends[name]} comparison="firstHalfOfPeriod" testId={`performance-summary-trend-${name}`} /> : null}
            </div>
            <span className="metric-summary-value" style={{ color: name === 'avg_score' && total !== null ? scoreColour(total) : undefined }} data-testid={`performance-summary-value-${name}`}>
              {format(name, total)}
            </span>
            <span className="metric-summary-caption">{caption ?? t('performance.summary.caption')}</span>
          </div>
        );
      })}
    </div>
  );
}
