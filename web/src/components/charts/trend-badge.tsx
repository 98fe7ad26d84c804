import type { OverviewTrend } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format.ts';
import './charts.css';

interface TrendBadgeProps {
  trend: OverviewTrend;
  testId?: string;
}

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

/**
 * A series' trend: an arrow and the change in percent (1 decimal, spec §9), green when
 * the change is good news, red when bad, grey for neutral series or no change. The full
 * sentence ("Up 2.8%") is its accessible name and tooltip.
 */
export function TrendBadge({ trend, testId }: TrendBadgeProps) {
  const { t, i18n } = useTranslation();
  const percent = trend.percent === null ? null : formatPercent(Math.abs(trend.percent), i18n.language, 1);
  const sentence =
    trend.direction === 'flat'
      ? trend.percent === null
        ? t('trend.none')
        : t('trend.flat')
      : percent === null
        ? t('trend.none')
        : t(trend.direction === 'up' ? 'trend.up' : 'trend.down', { percent });
  const tone = trend.good === true ? 'good' : trend.good === false ? 'bad' : 'is-neutral';
  return (
    <span className={`trend-badge ${tone}`} title={sentence} aria-label={sentence} data-testid={testId} data-direction={trend.direction} data-good={String(trend.good)}>
      {/* No baseline: a dash alone when flat, the arrow alone when it moved. */}
      {trend.direction !== 'flat' || percent !== null ? <span aria-hidden="true">{ARROW[trend.direction]}</span> : null}
      {percent !== null || trend.direction === 'flat' ? <span aria-hidden="true">{percent ?? '—'}</span> : null}
    </span>
  );
}
