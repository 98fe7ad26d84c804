import type { CallNotification } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format.ts';
import { deliveryGroups, notificationStateKey } from '../utils/call-notification.ts';

/**
 * A call's notification state (spec §4: notified, supervisor arrival, arrival, cleaner
 * arrived, solved) and what became of each notification sent about it.
 */
export function CallNotificationCell({ callId, notification, timeZone }: { callId: string; notification: CallNotification | undefined; timeZone: string }) {
  const { t, i18n } = useTranslation(['notifications']);
  const groups = deliveryGroups(notification?.deliveries ?? []);
  const state = notification?.state ?? null;
  return (
    <span className="call-notification" data-testid={`service-log-notification-${callId}`} data-state={state ?? 'none'}>
      <span className={state ? 'call-notification-state' : 'muted'}>{t(notificationStateKey(notification))}</span>
      {groups.map((group) => {
        const triggers = group.triggers.map((trigger) => t(`trigger.${trigger}`)).join(', ');
        const label = t('serviceLog.delivery', { channel: t(`channel.${group.channel}`), trigger: triggers, status: t(`status.${group.status}`) });
        return (
          <span
            key={`${group.channel}-${group.status}`}
            className={`notify-delivery notify-delivery-${group.status}`}
            title={`${label} · ${formatInstant(group.at, i18n.language, timeZone, { dateStyle: 'short', timeStyle: 'short' })}`}
            data-testid="service-log-delivery"
            data-channel={group.channel}
            data-status={group.status}
          >
            {t(`channel.${group.channel}`)} · {t(`status.${group.status}`)}
            {group.count > 1 ? ` ×${group.count}` : ''}
          </span>
        );
      })}
    </span>
  );
}
