import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { NotificationRecord } from './notifications.fold.ts';
import { STALE_AFTER_MS, type CallProgress, type NotifyCall } from './notification.rules.ts';
import type { NotifySite } from './notify-site.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const selectRecords = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .select([
      'n.notification_id as notificationId',
      'n.site_id as siteId',
      'n.room_id as roomId',
      'n.call_id as callId',
      'n.device_id as deviceId',
      'n.trigger',
      'n.channel',
      'n.recipient',
      'n.payload',
      'n.status',
      'n.attempts',
      'n.last_error as lastError',
      'n.requested_at as requestedAt',
      'n.next_attempt_at as nextAttemptAt',
      'n.sent_at as sentAt',
      'n.detail',
      'n.stream_version as streamVersion',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
const toRecord = (row: Row): NotificationRecord => ({
  ...row,
  requestedAt: iso(row.requestedAt)!,
  nextAttemptAt: iso(row.nextAttemptAt),
  sentAt: iso(row.sentAt),
});

/** The outbox rows of these notifications. */
export async function getNotificationRecords(db: Db, ids: readonly string[]): Promise<NotificationRecord[]> {
  if (ids.length === 0) return [];
  return (await selectRecords(db).where('n.notification_id', 'in', ids).execute()).map(toRecord);
}

/** Notifications due at `now` (pending, or retrying with the next attempt due), oldest due first. */
export async function listDueNotifications(db: Db, now: Date, limit = 50): Promise<NotificationRecord[]> {
  const rows = await selectRecords(db)
    .where('n.next_attempt_at', 'is not', null)
    .where('n.next_attempt_at', '<=', now)
    .where('n.status', 'in', ['pending', 'retrying'])
    .orderBy('n.next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

export interface NotificationListItem extends NotificationRecord {
  /** The room's display name now; null without a room or once it was removed. */
  roomName: string | null;
}

/** A site's notifications (of one call, when given), newest first, at most `limit`, and how many matched. */
export async function listNotifications(
  db: Db,
  filter: { siteId: string; callId?: string | undefined; limit: number },
): Promise<{ notifications: NotificationListItem[]; total: number }> {
  let query = db.selectFrom('notifications as n').where('n.site_id', '=', filter.siteId);
  if (filter.callId) query = query.where('n.call_id', '=', filter.callId);
  const [{ total }] = (await query.select((eb) => eb.fn.countAll<string>().as('total')).execute()) as [{ total: string }];
  const rows = await selectRecords(db)
    .leftJoin('rooms as r', (join) => join.onRef('r.room_id', '=', 'n.room_id').on('r.removed', '=', false))
    .select('r.display_name as roomName')
    .where('n.site_id', '=', filter.siteId)
    .$if(Boolean(filter.callId), (q) => q.where('n.call_id', '=', filter.callId!))
    .orderBy('n.requested_at', 'desc')
    .orderBy('n.notification_id')
    .limit(filter.limit)
    .execute();
  return { notifications: rows.map((row) => ({ ...toRecord(row), roomName: row.roomName ?? null })), total: Number(total) };
}

/** The notifications about these calls, oldest first (for the service log's notification state). */
export async function listNotificationsOfCalls(db: Db, callIds: readonly string[]): Promise<NotificationRecord[]> {
  if (callIds.length === 0) return [];
  const rows = await selectRecords(db).where('n.call_id', 'in', callIds).orderBy('n.requested_at').orderBy('n.notification_id').execute();
  return rows.map(toRecord);
}

/** The notification reactor's state of a site (settings, names): the timer's and the delivery worker's view. */
export async function getNotifySite(db: Db, siteId: string): Promise<NotifySite | null> {
  const row = await db.selectFrom('notification_reactor_sites').select('state').where('site_id', '=', siteId).executeTakeFirst();
  return (row?.state as NotifySite | undefined) ?? null;
}

/** Open calls whose late moment has come at `now` and is not older than the staleness limit, and not decided yet. */
export async function listCallsTurningLate(db: Db, now: Date, limit = 500): Promise<NotifyCall[]> {
  const rows = await db
    .selectFrom('notification_reactor_calls')
    .select('state')
    .where('late_at', 'is not', null)
    .where('late_at', '<=', now)
    .where('late_at', '>=', new Date(now.getTime() - STALE_AFTER_MS))
    .orderBy('late_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.state as NotifyCall);
}


/** Check-ins and resolutions of these calls, for those at sites that notify. */
export async function listCallProgress(db: Db, callIds: readonly string[]): Promise<CallProgress[]> {
  if (callIds.length === 0) return [];
  const rows = await db.selectFrom('notification_call_progress').select(['call_id', 'site_id', 'arrivals', 'resolved_at']).where('call_id', 'in', callIds).execute();
  return rows.map((row) => ({
    callId: row.call_id,
    siteId: row.site_id,
    arrivals: row.arrivals as CallProgress['arrivals'],
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at).getTime(),
  }));
}
