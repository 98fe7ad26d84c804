import { sql } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { evolveNotification, NOTIFICATION_RECORD_EVENT_TYPES, type NotificationRecord } from './notifications.fold.ts';
import { getNotificationRecords } from './notifications.queries.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The `notifications` outbox read model: one row per notification, folded from its stream
 * (`notifications.fold.ts`). The delivery worker polls it for due rows; the name is also
 * the live hub's key (dashboards reload the notification states).
 */
export const notificationsProjection: ProjectionDefinition = {
  name: 'notifications',
  version: 1,
  eventTypes: [...NOTIFICATION_RECORD_EVENT_TYPES],
  tables: ['notifications'],

  async apply(trx, events) {
    const inputs = events.filter((event) => NOTIFICATION_RECORD_EVENT_TYPES.has(event.type));
    const scope = new ScopeCollector();
    if (inputs.length === 0) return scope.toScope();

    const ids = [...new Set(inputs.map((event) => String(event.data.notificationId)))];
    const records = new Map<string, NotificationRecord | null>((await getNotificationRecords(trx, ids)).map((record) => [record.notificationId, record]));
    for (const event of inputs) {
      const id = String(event.data.notificationId);
      records.set(id, evolveNotification(records.get(id) ?? null, event));
    }
    const rows = [...records.values()].filter((record): record is NotificationRecord => record !== null);
    for (const row of rows) scope.add(row.siteId, row.roomId);
    if (rows.length > 0) {
      await sql`insert into notifications (notification_id, site_id, room_id, call_id, device_id, trigger, channel, recipient, payload,
          status, attempts, last_error, requested_at, next_attempt_at, sent_at, detail, stream_version)
        select "notificationId", "siteId", "roomId", "callId", "deviceId", trigger, channel, recipient, payload,
          status, attempts, "lastError", "requestedAt", "nextAttemptAt", "sentAt", detail, "streamVersion"
        from jsonb_to_recordset(${json(rows)}::text::jsonb) as r("notificationId" text, "siteId" text, "roomId" text, "callId" text,
          "deviceId" text, trigger text, channel text, recipient text, payload jsonb, status text, attempts integer, "lastError" text,
          "requestedAt" timestamptz, "nextAttemptAt" timestamptz, "sentAt" timestamptz, detail text, "streamVersion" integer)
        on conflict (notification_id) do update set status = excluded.status, attempts = excluded.attempts, last_error = excluded.last_error,
          next_attempt_at = excluded.next_attempt_at, sent_at = excluded.sent_at, detail = excluded.detail, stream_version = excluded.stream_version`.execute(trx);
    }
    return scope.toScope();
  },
};
