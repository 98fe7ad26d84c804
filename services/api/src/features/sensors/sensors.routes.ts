import { getSitePlace, listDeviceStatus } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canAccessSite } from '../../tenancy/tenancy.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import type { RouteDependencies } from '../../route-dependencies.ts';
import { DeviceStatusItem, toDeviceStatusItem } from './device-status.view.ts';

const SensorStatusQuery = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 200 }) });

/** `GET /api/sensor/status?siteId=` (product spec, API list "Devices"): the site's devices with status and health. */
export const sensorRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  // Every route here is for signed-in users: one check for the whole scope.
  app.addHook('preHandler', requireUser);
  app.get(
    '/api/sensor/status',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's active devices with their status record and health",
        querystring: SensorStatusQuery,
        response: { 200: Type.Array(DeviceStatusItem) },
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
