import type { DeviceAlertList, DeviceAlertsQuery, OfflineTimeReport } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Every device-alert read of a site is cached under this prefix, so a live `device-alerts`
 * message (here and in features/real-time/state/live-invalidation.ts, which builds the same
 * key) marks the lists and the offline report stale at once. Without a site: every site's.
 */
export const deviceAlertsKey = (siteId?: string | null) => (siteId === undefined ? queryKeys.admin('device-alerts') : queryKeys.admin('device-alerts', siteId));

/** `GET /api/device-alerts?siteId=&state=…`: the site's alerts, newest first (nothing before a site or a valid filter). */
export function deviceAlertsQuery(query: DeviceAlertsQuery | null) {
  const url = query === null ? null : apiPath('device-alerts', { ...query });
  return getQueryOptions<DeviceAlertList>([...deviceAlertsKey(query?.siteId ?? null), url], url);
}

/** `GET /api/device-alerts/offline-time?siteId=&month=`: offline time per device in a month. */
export function offlineTimeQuery(siteId: string | null, month: string) {
  const url = siteId === null ? null : apiPath('device-alerts/offline-time', { siteId, month });
  return getQueryOptions<OfflineTimeReport>([...deviceAlertsKey(siteId), url], url);
}
