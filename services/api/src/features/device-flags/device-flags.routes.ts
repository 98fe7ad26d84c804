import { AckDeviceFlagsBody, DeviceFlags, DeviceIdParams, ProblemDetails, RaiseDeviceFlagsBody } from '@facility/contracts';
import { getDevice } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../tenancy/organisation-scope.ts';
import { authenticateDevice, requestDevice } from '../ingest/device-token-auth.ts';
import { mayManageDevices } from '../organisation/device/device-admin.routes.ts';
import { acknowledgeDeviceFlags, currentDeviceFlags, raiseDeviceFlags, type DeviceFlagsDeps } from './device-flags.service.ts';

export interface DeviceFlagRouteOptions {
  /** Requests one device may make per minute on each route (the ingest's `INGEST_RATE_LIMIT`). */
  ratePerMinute: number;
}

const HOW_A_DEVICE_SEES_THEM =
  'A pad or counter sees waiting flags in the `flags` of the ingest answer to a batch holding a DeviceHeartbeat, or here; it does the work (firmware update, restart), then acknowledges with POST /api/devices/flags/ack.';

/**
 * The device side of the spec §3 `is_update` / `is_restart` flags: pads and counters speak
 * only HTTP, so they read the flags waiting for them and acknowledge what they did.
 * Authenticated like the ingest, by the device token; not session routes.
 */
export const deviceFlagRoutes: FastifyPluginAsyncTypebox<DeviceFlagRouteOptions> = async (app, { ratePerMinute }) => {
  const { db, store } = app;
  const deps: DeviceFlagsDeps = { db, store, clock: app.clock, log: app.log };
  const config = {
    rateLimit: { max: ratePerMinute, timeWindow: 60_000, hook: 'preParsing' as const, keyGenerator: (request: FastifyRequest) => `device:${request.device?.deviceId ?? request.ip}` },
  };
  app.addHook('onRequest', authenticateDevice(db));

  app.get(
    '/api/devices/flags',
    {
      schema: {
        tags: ['devices'],
        summary: 'The update and restart flags waiting for this device (device token)',
        description: `${HOW_A_DEVICE_SEES_THEM} Both false when nothing waits. 401 for an unknown or revoked token.`,
        security: [{ deviceToken: [] }],
        response: { 200: DeviceFlags, 401: ProblemDetails },
      },
      config,
    },
    async (request) => currentDeviceFlags(db, requestDevice(request).deviceId),
  );

  app.post(
    '/api/devices/flags/ack',
    {
      schema: {
        tags: ['devices'],
        summary: 'The device did the work: clear the flags it names (device token)',
        description:
          'Body `{"is_update": true}`, `{"is_restart": true}` or both: those flags, when waiting, are cleared (a `DeviceFlagsCleared` event); naming a flag that is not waiting changes nothing. Answers the flags still waiting, once the next ingest answer and the device list show the change. 401 for an unknown or revoked token.',
        security: [{ deviceToken: [] }],
        body: AckDeviceFlagsBody,
        response: { 200: DeviceFlags, 401: ProblemDetails },
      },
      config,
    },
    async (request) => acknowledgeDeviceFlags(deps, requestDevice(request), request.body),
  );
};

/**
 * `POST /api/admin/devices/{id}/flags`: an admin, or a user with the devices permission,
 * raises the flags of a pad or counter of a site in scope. Registered among the signed-in
 * routes (their scope checks the session).
 */
export const deviceFlagAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps: DeviceFlagsDeps = { db, store, clock: app.clock, log: app.log };

  app.post(
    '/api/admin/devices/:id/flags',
    {
      schema: {
        tags: ['devices'],
        summary: 'Ask a pad or counter to update its firmware and/or restart (admins, devices permission)',
        description: `Body \`{"is_update": true}\`, \`{"is_restart": true}\` or both; at least one must be true (400 naming \`body\`). Answers the flags now waiting, once the device and the device list can see them. 404 for an unknown, retired or out-of-scope device; 403 without the devices permission; 409 for a device that is not a pad or counter (tablets take commands over the device channel). ${HOW_A_DEVICE_SEES_THEM}`,
        params: DeviceIdParams,
        body: RaiseDeviceFlagsBody,
        response: { 200: DeviceFlags, 409: ProblemDetails },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const device = await getDevice(db, request.params.id);
      const place = device?.status === 'active' ? await visibleSitePlace(db, user, device.siteId) : null;
      // Unknown, retired and out-of-scope devices answer alike, so ids cannot be probed.
      if (!device || !place) return sendProblem(reply, 404, 'No such device');
      if (!mayManageDevices(user)) return sendProblem(reply, 403, 'Not allowed: devices are managed by admins and users with the devices permission');
      return raiseDeviceFlags(deps, device, request.body, user.userId);
    },
  );
};
