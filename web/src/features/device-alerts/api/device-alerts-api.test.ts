import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { deviceAlertsKey, deviceAlertsQuery, offlineTimeQuery } from './device-alerts-api.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('device alert query keys', () => {
  it('keep every read of a site under the site’s prefix, so one invalidation reaches them all', () => {
    const prefix = deviceAlertsKey('s1');
    expect(startsWith(deviceAlertsQuery({ siteId: 's1', state: 'active' }).queryKey, prefix)).toBe(true);
    expect(startsWith(deviceAlertsQuery({ siteId: 's1', state: 'all', group: 'counter', from: '2024-05-01', to: '2024-05-10' }).queryKey, prefix)).toBe(true);
    expect(startsWith(offlineTimeQuery('s1', '2024-05').queryKey, prefix)).toBe(true);
    expect(startsWith(offlineTimeQuery('s2', '2024-05').queryKey, prefix)).toBe(false);
  });

  // features/real-time/state/live-invalidation.ts builds this key for a `device-alerts` message.
  it('are the admin key of device-alerts and the site, which a live message makes stale elsewhere', () => {
    expect(deviceAlertsKey('s1')).toEqual(queryKeys.admin('device-alerts', 's1'));
  });

  it('differ by filter, so a filter change is one new request', () => {
    expect(deviceAlertsQuery({ siteId: 's1', state: 'active' }).queryKey).not.toEqual(deviceAlertsQuery({ siteId: 's1', state: 'active', kind: 'offline' }).queryKey);
    expect(deviceAlertsQuery({ siteId: 's1', q: 'wc 1' }).queryKey.at(-1)).toBe('/api/device-alerts?siteId=s1&q=wc+1');
  });

  it('ask nothing before a site is chosen', () => {
    expect(typeof deviceAlertsQuery(null).queryFn).not.toBe('function');
    expect(typeof offlineTimeQuery(null, '2024-05').queryFn).not.toBe('function');
  });
});
