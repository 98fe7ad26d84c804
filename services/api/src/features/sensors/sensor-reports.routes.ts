import {
  BatteryPowerQuery,
  BatteryPowerReport,
  ConnectivityQuery,
  ConnectivityReport,
  SensorNetworkList,
  SensorNetworkQuery,
  type SensorNetworkItem,
} from '@facility/contracts';
import {
  countSignalledHours,
  getSite,
  getSitePlace,
  listBatteryDays,
  listDeviceStatus,
  listLatestBattery,
  listReportDevices,
  localDateOf,
  type ReadModelDatabase,
} from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sendProblem } from '../../plugins/problem-details.ts';
import { canAccessSite } from '../../tenancy/tenancy.ts';
import { batteryPowerReport } from './battery-power.ts';
import { connectivityReport } from './connectivity.ts';
import { dayWindows, hourOf, parseReportDates, reportDays } from './report-dates.ts';
import { signalQuality } from './signal-quality.ts';

/** The site's time zone when the caller may see it; null for an unknown or out-of-scope site. */
async function visibleSiteZone(db: Kysely<ReadModelDatabase>, request: FastifyRequest, siteId: string): Promise<string | null> {
  const place = await getSitePlace(db, siteId);
  if (!place || !canAccessSite(request.sessionUser, place)) return null;
  return (await getSite(db, siteId))?.timezone ?? null;
}

/**
 * The device reports (spec §7 "Devices"): connectivity, battery power and network. Readable
 * by whoever may read `GET /api/sensor/status`: any signed-in user, for sites in scope.
 */
export const sensorReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /** Resolves a site and `dates` to the report's days in the site's zone, or answers 404. */
  const reportScope = async (request: FastifyRequest, siteId: string, dates: string | undefined) => {
    const timezone = await visibleSiteZone(db, request, siteId);
    if (timezone === null) return null;
    const now = app.clock();
    const today = localDateOf(now, timezone);
    const days = reportDays(parseReportDates(dates, today));
    return { timezone, now, days, windows: dayWindows(days, timezone, now, today) };
  };

  app.get(
    '/api/sensor/connectivity',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's devices with their online share per day",
        querystring: ConnectivityQuery,
        response: { 200: ConnectivityReport },
      },
    },
    async (request, reply) => {
      const { siteId, dates } = request.query;
      const scope = await reportScope(request, siteId, dates);
      // Unknown and out-of-scope sites answer alike, so ids cannot be probed.
      if (!scope) return sendProblem(reply, 404, 'No such site');
      const [devices, signalled] = await Promise.all([
        listReportDevices(db, siteId),
        countSignalledHours(db, siteId, scope.windows, hourOf(scope.now)),
      ]);
      return connectivityReport({ ...scope, devices, signalled });
    },
  );

  app.get(
    '/api/sensor/battery/power',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's devices with their battery readings per day and trend",
        querystring: BatteryPowerQuery,
        response: { 200: BatteryPowerReport },
      },
    },
    async (request, reply) => {
      const { siteId, dates } = request.query;
      const scope = await reportScope(request, siteId, dates);
      if (!scope) return sendProblem(reply, 404, 'No such site');
      const [devices, readings, latest] = await Promise.all([
        listReportDevices(db, siteId),
        listBatteryDays(db, siteId, scope.windows),
        listLatestBattery(db, siteId),
      ]);
      return batteryPowerReport({ days: scope.days, devices, readings, latest });
    },
  );

  app.get(
    '/api/sensor',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's devices with their network readings",
        querystring: SensorNetworkQuery,
        response: { 200: SensorNetworkList },
      },
    },
    async (request, reply) => {
      const siteId = request.query.site_id;
      const place = await getSitePlace(db, siteId);
      if (!place || !canAccessSite(request.sessionUser, place)) return sendProblem(reply, 404, 'No such site');
      return (await listDeviceStatus(db, siteId)).map(
        (device): SensorNetworkItem => ({
          device_id: device.deviceId,
          device_type: device.deviceType,
          deviceCode: device.deviceCode,
          roomId: device.roomId,
          roomName: device.roomName,
          mac_id: device.macId,
          version: device.version,
          ssid: device.ssid,
          rssi: device.rssi,
          simId: device.simId,
          signal: signalQuality(device.rssi),
          last_signal: device.lastSignalAt?.toISOString() ?? null,
          last_heartbeat: device.lastHeartbeatAt?.toISOString() ?? null,
          is_update: device.isUpdate,
          is_restart: device.isRestart,
        }),
      );
    },
  );
};
