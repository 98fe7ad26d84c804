import type { CallNotification, CallNotificationDelivery } from '@facility/contracts';

/**
 * How a service log row shows what was sent about its call (spec §4 notification states):
 * the call's stage since the first notification went out, and the deliveries grouped by
 * channel and status (one badge "E-mail · Sent ×2" rather than one per recipient or
 * moment; the moments are named in the badge's title), in the order the server lists them.
 */
export interface DeliveryGroup {
  channel: CallNotificationDelivery['channel'];
  status: CallNotificationDelivery['status'];
  count: number;
  /** The moments notified about, each once, first seen first. */
  triggers: CallNotificationDelivery['trigger'][];
  /** The latest `at` of the group (sent, else requested). */
  at: string;
}

export function deliveryGroups(deliveries: readonly CallNotificationDelivery[]): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const delivery of deliveries) {
    const key = `${delivery.channel}|${delivery.status}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      if (!group.triggers.includes(delivery.trigger)) group.triggers.push(delivery.trigger);
      if (delivery.at > group.at) group.at = delivery.at;
    } else {
      groups.set(key, { channel: delivery.channel, status: delivery.status, count: 1, triggers: [delivery.trigger], at: delivery.at });
    }
  }
  return [...groups.values()];
}

/** The dictionary key of the call's notification state; `none` before anything was sent. */
export const notificationStateKey = (notification: CallNotification | undefined): string => `notifications:state.${notification?.state ?? 'none'}`;
