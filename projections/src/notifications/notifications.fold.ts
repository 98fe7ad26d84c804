import type { NotificationChannel, NotificationStatus, NotificationTrigger, RecordedEvent } from '@facility/contracts';

/** One notification as the outbox read model holds it (the row of `notifications`). */
export interface NotificationRecord {
  notificationId: string;
  siteId: string;
  roomId: string | null;
  callId: string | null;
  deviceId: string | null;
  trigger: NotificationTrigger;
  channel: NotificationChannel;
  recipient: string;
  payload: unknown;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  requestedAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  detail: string | null;
  streamVersion: number;
}

export const NOTIFICATION_RECORD_EVENT_TYPES: ReadonlySet<string> = new Set(['NotificationRequested', 'NotificationAttemptFailed', 'NotificationDelivered']);

/**
 * Folds one event of a notification's stream into its record: requested → pending (due at
 * once); a failed attempt → retrying (due at `nextAttemptAt`) or failed (no next attempt);
 * delivered → sent. An attempt event for a notification never requested is ignored.
 */
export function evolveNotification(record: NotificationRecord | null, event: RecordedEvent): NotificationRecord | null {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'NotificationRequested') {
    if (record) return { ...record, streamVersion: Math.max(record.streamVersion, event.streamVersion) };
    return {
      notificationId: String(data.notificationId),
      siteId: String(data.siteId),
      roomId: (data.roomId as string | null) ?? null,
      callId: (data.callId as string | null) ?? null,
      deviceId: (data.deviceId as string | null) ?? null,
      trigger: data.trigger as NotificationTrigger,
      channel: data.channel as NotificationChannel,
      recipient: String(data.recipient),
      payload: data.payload,
      status: 'pending',
      attempts: 0,
      lastError: null,
      requestedAt: String(data.requestedAt),
      nextAttemptAt: String(data.requestedAt),
      sentAt: null,
      detail: null,
      streamVersion: event.streamVersion,
    };
  }
  if (!record) return null;
  const attempts = Math.max(record.attempts, Number(data.attempt ?? record.attempts + 1));
  if (event.type === 'NotificationAttemptFailed') {
    const next = (data.nextAttemptAt as string | null) ?? null;
    return { ...record, status: next === null ? 'failed' : 'retrying', attempts, lastError: String(data.error ?? ''), nextAttemptAt: next, streamVersion: event.streamVersion };
  }
  if (event.type === 'NotificationDelivered') {
    return { ...record, status: 'sent', attempts, nextAttemptAt: null, sentAt: String(data.deliveredAt), detail: String(data.detail ?? ''), streamVersion: event.streamVersion };
  }
  return record;
}
