import type { BatteryPowerReport, ConnectivityReport, SensorNetworkList } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { datesParam, type ReportPeriod } from '../model/period.ts';

// Every key starts with `admin` like the device list's: an admin write (a device moved to
// another room, retired, a flag raised) marks these reports stale too. The key ends with
// the URL, which carries the whole request, so a new period is one new request.

/** `GET /api/sensor?site_id=`: the site's devices with their network readings (nothing before a site is chosen). */
export function networkQuery(siteId: string | null) {
  const url = siteId === null ? null : apiPath('sensor', { site_id: siteId });
  return getQueryOptions<SensorNetworkList>(queryKeys.admin('sensor-network', siteId, url), url);
}

/** `GET /api/sensor/connectivity?siteId=&dates=`: online share per device per day. */
export function connectivityQuery(siteId: string | null, period: ReportPeriod) {
  const url = siteId === null ? null : apiPath('sensor/connectivity', { siteId, dates: datesParam(period) });
  return getQueryOptions<ConnectivityReport>(queryKeys.admin('sensor-connectivity', siteId, url), url);
}

/** `GET /api/sensor/battery/power?siteId=&dates=`: battery readings per device per day. */
export function batteryPowerQuery(siteId: string | null, period: ReportPeriod) {
  const url = siteId === null ? null : apiPath('sensor/battery/power', { siteId, dates: datesParam(period) });
  return getQueryOptions<BatteryPowerReport>(queryKeys.admin('sensor-power', siteId, url), url);
}
