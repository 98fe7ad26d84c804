import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { batteryFill, batteryTone } from '../model/power.ts';

/** The current battery: its number, a bar beside it, and a warning sign (with words) when low. */
export function BatteryBar({ level }: { level: number }) {
  const { t, i18n } = useTranslation('deviceReports');
  const tone = batteryTone(level);
  return (
    <span className={`dr-battery tone-${tone}`} data-testid="battery-level" data-level={level} data-tone={tone}>
      <span className="dr-battery-track" aria-hidden="true">
        <span className="dr-battery-fill" style={{ inlineSize: `${batteryFill(level)}%` }} />
      </span>
      <span className="dr-battery-value">{formatPercent(level, i18n.language, 0)}</span>
      {tone === 'bad' ? (
        <span className="dr-battery-low" title={t('power.low')}>
          <span aria-hidden="true">⚠</span>
          <span className="dr-sr-only">{t('power.low')}</span>
        </span>
      ) : null}
    </span>
  );
}
