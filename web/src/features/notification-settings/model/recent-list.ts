import type { NotificationItem } from '@facility/contracts';

/**
 * How the recent notifications list reads one notification: the moment that matters for its
 * status (when it was sent, when it is tried next, when it was asked for) and the error to
 * show (only while it is not sent: a retry that then succeeded is not a problem any more).
 */
export type RecentMoment = { kind: 'sent' | 'nextAttempt' | 'requested'; at: string };

export function momentOf(item: Pick<NotificationItem, 'status' | 'sentAt' | 'nextAttemptAt' | 'requestedAt'>): RecentMoment {
  if (item.status === 'sent' && item.sentAt) return { kind: 'sent', at: item.sentAt };
  if ((item.status === 'retrying' || item.status === 'pending') && item.nextAttemptAt) return { kind: 'nextAttempt', at: item.nextAttemptAt };
  return { kind: 'requested', at: item.requestedAt };
}

export const shownErrorOf = (item: Pick<NotificationItem, 'status' | 'lastError'>): string | null => (item.status === 'sent' ? null : item.lastError);

/** Newest request first (the server answers so; sorting again keeps the table right whatever it sends). */
export const newestFirst = (items: readonly NotificationItem[]): NotificationItem[] =>
  [...items].sort((a, b) => (a.requestedAt < b.requestedAt ? 1 : a.requestedAt > b.requestedAt ? -1 : a.notificationId.localeCompare(b.notificationId)));

/** Counts by status, for the list's summary line. */
export function countByStatus(items: readonly Pick<NotificationItem, 'status'>[]): Record<NotificationItem['status'], number> {
  const counts = { pending: 0, retrying: 0, sent: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}
