import { describe, expect, it } from 'vitest';
import { callNotification } from './notification-state.ts';

const T = (minute: number) => Date.parse('2026-11-24T10:00:00Z') + minute * 60_000;
const iso = (minute: number) => new Date(T(minute)).toISOString();
const sent = (minute: number) => ({ channel: 'email' as const, trigger: 'call_opened' as const, status: 'sent' as const, requestedAt: iso(minute - 1), sentAt: iso(minute) });
const pending = { channel: 'webhook' as const, trigger: 'call_opened' as const, status: 'retrying' as const, requestedAt: iso(0), sentAt: null };
const open = { resolvedAt: null };

describe('callNotification', () => {
  it('is null until a notification about the call was sent, listing the deliveries anyway', () => {
    expect(callNotification(open, [], null)).toEqual({ state: null, deliveries: [] });
    expect(callNotification(open, [pending], null)).toEqual({ state: null, deliveries: [{ channel: 'webhook', trigger: 'call_opened', status: 'retrying', at: iso(0) }] });
  });

  it('is notified once sent, then follows the check-ins after the first notice', () => {
    expect(callNotification(open, [sent(1), pending], null)).toMatchObject({ state: 'notified', deliveries: [{ status: 'sent', at: iso(1) }, { status: 'retrying' }] });
    // A supervisor who came before the notice does not count.
    expect(callNotification(open, [sent(1)], { arrivals: [{ role: 'supervisor', at: T(0) }], resolvedAt: null }).state).toBe('notified');
    expect(callNotification(open, [sent(1)], { arrivals: [{ role: 'supervisor', at: T(2) }], resolvedAt: null }).state).toBe('supervisor_arrival');
    expect(callNotification(open, [sent(1)], { arrivals: [{ role: 'supervisor', at: T(2) }, { role: 'maintenance', at: T(3) }], resolvedAt: null }).state).toBe('arrival');
    expect(callNotification(open, [sent(1)], { arrivals: [{ role: 'maintenance', at: T(3) }, { role: 'cleaner', at: T(4) }], resolvedAt: null }).state).toBe('cleaner_arrived');
  });

  it('is solved once the call is resolved', () => {
    expect(callNotification({ resolvedAt: new Date(T(5)) }, [sent(1)], null).state).toBe('solved');
    expect(callNotification(open, [sent(1)], { arrivals: [], resolvedAt: T(5) }).state).toBe('solved');
  });
});
