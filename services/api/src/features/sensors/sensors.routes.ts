import { DeviceStatusList, SensorStatusQuery } from '@facility/contracts';
import { getSitePlace, listDeviceStatus } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canAccessSite } from '../../tenancy/tenancy.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { toDeviceStatusItem } from './device-status.view.ts';

/** `GET /api/sensor/status?siteId=` (product spec, API list "Devices"): the site's devices with status and health. */
export const sensorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/sensor/status',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's active devices with their status record and health",
        querystring: SensorStatusQuery,
        response: { 200: DeviceStatusList },
      },
    },
    async (request, reply) => {
      const place = await getSitePlace(db, request.query.siteId);
      // Unknown and out-of-scope sites answer alike, so ids cannot be probed.
      if (!place || !canAccessSite(request.sessionUser, place)) return sendProblem(reply, 404, 'No such site');
      const now = app.clock();
      return (await listDeviceStatus(db, place.siteId)).map((device) => toDeviceStatusItem(device, now));
    },
  );
};
