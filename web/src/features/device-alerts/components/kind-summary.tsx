import type { DeviceAlertItem } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { KIND_ORDER } from '../model/alert-kinds.ts';
import { kindCounts } from '../model/alert-list.ts';
import { AlertKindIcon } from './alert-kind.tsx';

/** How many open alerts of each kind, at a glance above the list (kinds with none are left out). */
export function KindSummary({ alerts }: { alerts: readonly DeviceAlertItem[] }) {
  const { t, i18n } = useTranslation('deviceAlerts');
  const counts = kindCounts(alerts);
  return (
    <ul className="da-summary" aria-label={t('summary.label')} data-testid="device-alerts-summary">
      {KIND_ORDER.filter((kind) => counts[kind] > 0).map((kind) => (
        <li key={kind} className={`da-summary-item tone-${kind}`} data-kind={kind} data-count={counts[kind]}>
          <AlertKindIcon kind={kind} />
          <strong>{formatNumber(counts[kind], i18n.language)}</strong>
          <span>{t(`kind.${kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}
