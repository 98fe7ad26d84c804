import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format.ts';
import { shownTrend, type MetricKey, type TrendComparison } from '../../lib/metric-polarity.ts';
import './charts.css';

interface TrendBadgeProps {
  /** The figure, whose entry in METRIC_POLARITY alone decides the colour. */
  metric: MetricKey;
  trend: { percent: number | null; direction: 'up' | 'down' | 'flat' };
  /** What the change is measured against; shown under the badge and in its name. */
  comparison: TrendComparison;
  testId?: string;
}

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;
const TONE_CLASS = { good: 'good', bad: 'bad', neutral: 'is-neutral' } as const;

/**
 * A figure's trend: an arrow and the change in percent (1 decimal, spec §9), coloured by
 * the good/bad table (metric-polarity.ts) and labelled with what it compares. The full
 * sentence ("Up 2.8% vs first half of the month") is its accessible name and tooltip.
 */
export function TrendBadge({ metric, trend, comparison, testId }: TrendBadgeProps) {
  const { t, i18n } = useTranslation();
  const shown = shownTrend(metric, trend);
  const percent = shown.percent === null ? null : formatPercent(shown.percent, i18n.language, 1);
  const change =
    percent === null
      ? t('trend.none')
      : shown.direction === 'flat'
        ? t('trend.flat')
        : t(shown.direction === 'up' ? 'trend.up' : 'trend.down', { percent });
  const versus = t(`trend.vs.${comparison}`);
  const sentence = `${change} ${versus}`;
  return (
    <span className="trend">
      <span
        className={`trend-badge ${TONE_CLASS[shown.tone]}`}
        title={sentence}
        aria-label={sentence}
        data-testid={testId}
        data-metric={metric}
        data-direction={shown.direction}
        data-tone={shown.tone}
        data-comparison={comparison}
      >
        {/* Without a baseline a dash alone; otherwise the arrow (a dash when flat) and the percentage. */}
        {percent === null ? (
          <span aria-hidden="true">—</span>
        ) : (
          <>
            <span aria-hidden="true">{ARROW[shown.direction]}</span>
            <span aria-hidden="true">{percent}</span>
          </>
        )}
      </span>
      <span className="trend-vs" aria-hidden="true" data-testid={testId ? `${testId}-vs` : undefined}>
        {versus}
      </span>
    </span>
  );
}
