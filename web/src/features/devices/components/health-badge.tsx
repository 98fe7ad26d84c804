import type { DeviceHealth } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { healthBadge, NOTE_ICON } from '../model/device-health.ts';

/**
 * The spec §4 health of a device: an icon and the state's name, in the state's colour
 * (blue when the device has a note, with the note icon too), never colour alone.
 */
export function HealthBadge({ health, note }: { health: DeviceHealth; note?: string | null | undefined }) {
  const { t } = useTranslation('devices');
  const badge = healthBadge(health);
  return (
    <span className={`device-health tone-${badge.tone}`} data-testid="device-health" data-status={badge.status} data-noted={badge.noted || undefined}>
      <span className="device-health-icon" aria-hidden="true">
        {badge.icon}
      </span>
      <span>{t(`health.${badge.status}`)}</span>
      {badge.noted ? (
        <span className="device-health-note" title={note ? t('health.hasNote', { note }) : t('health.noted')}>
          <span aria-hidden="true">{NOTE_ICON}</span>
          <span className="dv-sr-only">{note ? t('health.hasNote', { note }) : t('health.noted')}</span>
        </span>
      ) : null}
    </span>
  );
}
