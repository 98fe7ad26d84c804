import type { CallNotification, CallNotificationState } from '@facility/contracts';
import type { CallProgress, NotificationRecord } from '@facility/projections';

/**
 * A call's notification state (spec §4 "notification states notified, arrival, supervisor
 * arrival, cleaner arrived, solved"), the furthest stage reached:
 * - null: no notification about the call has been sent (none requested, or none delivered yet);
 * - `solved`: the call is resolved (whenever that was: a call solved before the notice
 *   went out is still solved);
 * - else the latest check-in in the room at or after the first notification was sent:
 *   `arrival` for maintenance staff, `cleaner_arrived` for a cleaner (these two rank alike:
 *   the later one shows), then `supervisor_arrival` for a supervisor;
 * - else `notified`.
 * `deliveries` lists every notification about the call, oldest first, with its status and
 * its time (sent, else requested).
 */
export function callNotification(
  call: { resolvedAt: Date | null },
  notifications: readonly Pick<NotificationRecord, 'channel' | 'trigger' | 'status' | 'requestedAt' | 'sentAt'>[],
  progress: Pick<CallProgress, 'arrivals' | 'resolvedAt'> | null,
): CallNotification {
  const deliveries = notifications.map((n) => ({ channel: n.channel, trigger: n.trigger, status: n.status, at: n.sentAt ?? n.requestedAt }));
  const sentTimes = notifications.filter((n) => n.status === 'sent' && n.sentAt !== null).map((n) => Date.parse(n.sentAt!));
  if (sentTimes.length === 0) return { state: null, deliveries };
  if (call.resolvedAt !== null || progress?.resolvedAt != null) return { state: 'solved', deliveries };
  const firstSent = Math.min(...sentTimes);
  const after = (progress?.arrivals ?? []).filter((arrival) => arrival.at >= firstSent);
  const staff = after.filter((arrival) => arrival.role !== 'supervisor').sort((a, b) => a.at - b.at).at(-1);
  let state: CallNotificationState = 'notified';
  if (staff) state = staff.role === 'maintenance' ? 'arrival' : 'cleaner_arrived';
  else if (after.some((arrival) => arrival.role === 'supervisor')) state = 'supervisor_arrival';
  return { state, deliveries };
}
