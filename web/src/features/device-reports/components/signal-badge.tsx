import type { SignalQuality } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { signalBadge } from '../model/network.ts';

/**
 * A device's Wi-Fi signal: four bars (as many filled as the quality earns), the quality's
 * word and the RSSI in dBm. Bars and word carry the meaning; the colour only repeats it.
 */
export function SignalBadge({ quality, rssi }: { quality: SignalQuality | null; rssi: number | null }) {
  const { t, i18n } = useTranslation('deviceReports');
  // dBm is a unit symbol, the same in every language (like %).
  const dbm =
    rssi === null ? null : (
      <bdi className="dr-rssi" translate="no">
        {formatNumber(rssi, i18n.language, 0)} dBm
      </bdi>
    );
  if (quality === null) {
    return (
      <span className="dr-signal tone-none" data-testid="signal-badge" data-quality="unknown">
        <span>{t('signal.unknown')}</span>
        {dbm}
      </span>
    );
  }
  const { bars, tone } = signalBadge(quality);
  return (
    <span className={`dr-signal tone-${tone}`} data-testid="signal-badge" data-quality={quality}>
      <svg className="dr-signal-bars" viewBox="0 0 16 14" width="16" height="14" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <rect key={bar} x={bar * 4} y={10 - bar * 3} width="3" height={4 + bar * 3} rx="0.5" className={bar < bars ? 'is-on' : 'is-off'} />
        ))}
      </svg>
      <span className="dr-signal-word">{t(`signal.${quality}`)}</span>
      {dbm}
    </span>
  );
}
