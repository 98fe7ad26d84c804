import { describe, expect, it } from 'vitest';
import { deliveryGroups, notificationStateKey } from './call-notification.ts';

describe('deliveryGroups', () => {
  it('groups deliveries of one channel and status, naming each moment once and keeping the latest time', () => {
    const groups = deliveryGroups([
      { channel: 'email', trigger: 'call_late', status: 'sent', at: '2026-11-20T09:16:00.000Z' },
      { channel: 'email', trigger: 'call_late', status: 'sent', at: '2026-11-20T09:17:00.000Z' },
      { channel: 'email', trigger: 'call_escalated', status: 'sent', at: '2026-11-20T09:16:30.000Z' },
      { channel: 'webhook', trigger: 'call_late', status: 'retrying', at: '2026-11-20T09:15:00.000Z' },
      { channel: 'email', trigger: 'call_late', status: 'failed', at: '2026-11-20T09:15:30.000Z' },
    ]);
    expect(groups).toEqual([
      { channel: 'email', status: 'sent', count: 3, triggers: ['call_late', 'call_escalated'], at: '2026-11-20T09:17:00.000Z' },
      { channel: 'webhook', status: 'retrying', count: 1, triggers: ['call_late'], at: '2026-11-20T09:15:00.000Z' },
      { channel: 'email', status: 'failed', count: 1, triggers: ['call_late'], at: '2026-11-20T09:15:30.000Z' },
    ]);
  });

  it('has nothing to show without deliveries', () => {
    expect(deliveryGroups([])).toEqual([]);
  });
});

describe('notificationStateKey', () => {
  it('names the state, or none before the first notification was sent', () => {
    expect(notificationStateKey({ state: 'cleaner_arrived', deliveries: [] })).toBe('notifications:state.cleaner_arrived');
    expect(notificationStateKey({ state: null, deliveries: [] })).toBe('notifications:state.none');
    expect(notificationStateKey(undefined)).toBe('notifications:state.none');
  });
});
