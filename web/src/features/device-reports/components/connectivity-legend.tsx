import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { SHARE_BOUNDS, type ShareLevel } from '../model/connectivity.ts';

/** Best first, as a reader scans for the bad ones; the no-value swatch last, apart. */
const LEGEND_ORDER: readonly ShareLevel[] = ['full', 'high', 'mid', 'low', 'off', 'none'];

/** What each colour of the heat map means (the bad steps also carry a pattern, so they read without colour). */
export function ConnectivityLegend() {
  const { t, i18n } = useTranslation('deviceReports');
  const pct = (share: number) => formatPercent(share * 100, i18n.language, 0);
  const label: Record<ShareLevel, string> = {
    full: t('legend.atLeast', { min: pct(SHARE_BOUNDS.full) }),
    high: t('legend.between', { min: pct(SHARE_BOUNDS.high), max: pct(SHARE_BOUNDS.full) }),
    mid: t('legend.between', { min: pct(SHARE_BOUNDS.mid), max: pct(SHARE_BOUNDS.high) }),
    low: t('legend.under', { max: pct(SHARE_BOUNDS.mid) }),
    off: t('legend.off'),
    none: t('legend.none'),
  };
  return (
    <figure className="dr-legend" data-testid="connectivity-legend">
      <figcaption className="dr-legend-title">{t('legend.title')}</figcaption>
      <ul className="dr-legend-list">
        {LEGEND_ORDER.map((level) => (
          <li key={level} data-level={level}>
            <span className={`dr-swatch level-${level}`} aria-hidden="true" />
            <span>{label[level]}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
