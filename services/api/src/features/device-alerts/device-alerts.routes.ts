import {
  DeviceAlertList,
  DeviceAlertsQuery,
  OfflineTimeQuery,
  OfflineTimeReport,
  ProblemDetails,
  type DeviceAlertItem,
} from '@facility/contracts';
import { listDeviceAlerts, offlineTimeByDevice, type DeviceAlertRecord, type ReadModelDatabase } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { alertPeriod, monthPeriod } from './alert-period.ts';

const MINUTE_MS = 60_000;
const DEFAULT_LIMIT = 200;

/** Device alerts are for admins and holders of the devices permission (or of the screen's own, `device-alerts`). */
const mayReadDeviceAlerts = (user: SessionUser): boolean => user.type === 'admin' || user.roles.includes('devices') || user.roles.includes('device-alerts');

const ACCESS = 'Session needed; admins and users with the devices permission, for sites in their scope (404 otherwise, 403 without the permission).';

export function toDeviceAlertItem(alert: DeviceAlertRecord, now: Date): DeviceAlertItem {
  const end = alert.closedAt ?? now;
  return {
    alertId: alert.alertId,
    deviceId: alert.deviceId,
    deviceCode: alert.deviceCode,
    deviceType: alert.deviceType,
    roomId: alert.roomId,
    roomName: alert.roomName,
    kind: alert.kind,
    openedAt: alert.openedAt.toISOString(),
    closedAt: alert.closedAt?.toISOString() ?? null,
    closeReason: alert.closeReason,
    durationMinutes: Math.max(0, Math.floor((end.getTime() - alert.openedAt.getTime()) / MINUTE_MS)),
    detail: alert.detail,
  };
}

/** The site a request names and may read alerts of, or null after answering 404 or 403. */
async function readableSite(db: Kysely<ReadModelDatabase>, request: FastifyRequest, reply: FastifyReply, siteId: string) {
  // Unknown and out-of-scope sites answer alike (404), so ids cannot be probed; then the permission.
  const site = await siteInScope(db, request, reply, siteId);
  if (!site) return null;
  if (!mayReadDeviceAlerts(request.sessionUser)) {
    sendProblem(reply, 403, 'Needs the devices permission');
    return null;
  }
  return site;
}

/**
 * Device alerts (spec §2 `/admin/device-alerts`): `GET /api/device-alerts` lists a site's
 * alerts, open now or over a period; `GET /api/device-alerts/offline-time` sums each
 * device's offline time in a month. Days and months are the site's; an open alert runs to now.
 */
export const deviceAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/device-alerts',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's device alerts, open now (state=active) or open at any time in a period of site days (state=all), newest first",
        description: ACCESS,
        querystring: DeviceAlertsQuery,
        response: { 200: DeviceAlertList, 403: ProblemDetails, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const site = await readableSite(app.db, request, reply, query.siteId);
      if (!site) return reply;
      const now = app.clock();
      const period = alertPeriod(query, site.timezone, now);
      const { alerts, total } = await listDeviceAlerts(app.db, {
        siteId: site.siteId,
        state: query.state ?? 'active',
        group: query.group ?? 'all',
        kind: query.kind,
        deviceId: query.deviceId,
        from: period.from,
        to: period.to,
        q: query.q,
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      return { alerts: alerts.map((alert) => toDeviceAlertItem(alert, now)), total };
    },
  );

  app.get(
    '/api/device-alerts/offline-time',
    {
      schema: {
        tags: ['devices'],
        summary: "Offline time per active device of a site in a month of the site's calendar, most offline first",
        description: ACCESS,
        querystring: OfflineTimeQuery,
        response: { 200: OfflineTimeReport, 403: ProblemDetails, 404: ProblemDetails },
      },
    },
    async (request, reply) => {
      const { siteId, month } = request.query;
      const site = await readableSite(app.db, request, reply, siteId);
      if (!site) return reply;
      const { start, end } = monthPeriod(month, site.timezone);
      // Up to now: the rest of the month has not happened (a future month has no time yet).
      const until = new Date(Math.max(start.getTime(), Math.min(end.getTime(), app.clock().getTime())));
      const elapsedMs = until.getTime() - start.getTime();
      const rows = await offlineTimeByDevice(app.db, site.siteId, start, until);
      const devices = rows
        // Most offline first; ties keep the registration order the query returned.
        .sort((a, b) => b.offlineMs - a.offlineMs)
        .map((row) => ({
          deviceId: row.deviceId,
          deviceCode: row.deviceCode,
          deviceType: row.deviceType,
          roomId: row.roomId,
          roomName: row.roomName,
          offlineMinutes: Math.floor(row.offlineMs / MINUTE_MS),
          alerts: row.alerts,
          share: elapsedMs > 0 ? Math.min(1, row.offlineMs / elapsedMs) : 0,
        }));
      return { month, devices };
    },
  );
};
