import { useTranslation } from 'react-i18next';
import type { SiteLiveStatus } from '../../../hooks/use-site-live.ts';

/**
 * Whether the list follows changes as they happen: live (connected), connecting, or
 * reconnecting; without a channel (`idle`) it says the list is refreshed every minute.
 * A dot and a word, never colour alone.
 */
export function LiveIndicator({ status }: { status: SiteLiveStatus }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`devices-live is-${status}`} role="status" title={t(`live.${status}Hint`)} data-testid="devices-live" data-status={status}>
      <span className="devices-live-dot" aria-hidden="true" />
      {t(`live.${status}`)}
    </span>
  );
}
