import type { NotificationItem } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { countByStatus, momentOf, newestFirst, shownErrorOf } from './recent-list.ts';
import { generateSecret } from './secret.ts';

const item = (overrides: Partial<NotificationItem>): NotificationItem => ({
  notificationId: 'n',
  siteId: 's',
  roomId: 'r',
  roomName: 'Lobby',
  callId: 'c',
  deviceId: null,
  trigger: 'call_late',
  channel: 'email',
  recipient: 'a@example.com',
  status: 'pending',
  attempts: 0,
  lastError: null,
  requestedAt: '2026-11-20T09:00:00.000Z',
  nextAttemptAt: null,
  sentAt: null,
  ...overrides,
});

describe('the recent notifications list', () => {
  it('shows when a notification was sent, when it is tried next, or nothing more than its request', () => {
    expect(momentOf(item({ status: 'sent', sentAt: '2026-11-20T09:01:00.000Z' }))).toEqual({ kind: 'sent', at: '2026-11-20T09:01:00.000Z' });
    expect(momentOf(item({ status: 'retrying', nextAttemptAt: '2026-11-20T09:02:00.000Z' }))).toEqual({ kind: 'nextAttempt', at: '2026-11-20T09:02:00.000Z' });
    expect(momentOf(item({ status: 'failed' }))).toEqual({ kind: 'requested', at: '2026-11-20T09:00:00.000Z' });
  });

  it('shows the last error only while the notification is not sent', () => {
    expect(shownErrorOf(item({ status: 'retrying', lastError: 'HTTP 503' }))).toBe('HTTP 503');
    expect(shownErrorOf(item({ status: 'sent', lastError: 'HTTP 503' }))).toBeNull();
  });

  it('sorts newest first and counts by status', () => {
    const items = [item({ notificationId: 'a', status: 'sent' }), item({ notificationId: 'b', requestedAt: '2026-11-21T09:00:00.000Z', status: 'failed' }), item({ notificationId: 'c', status: 'sent' })];
    expect(newestFirst(items).map((entry) => entry.notificationId)).toEqual(['b', 'a', 'c']);
    expect(countByStatus(items)).toEqual({ pending: 0, retrying: 0, sent: 2, failed: 1 });
  });
});

describe('generateSecret', () => {
  it('is 64 hex digits from 32 random bytes', () => {
    expect(generateSecret((bytes) => bytes.fill(171))).toBe('ab'.repeat(32));
    expect(generateSecret()).toMatch(/^[0-9a-f]{64}$/);
  });
});
