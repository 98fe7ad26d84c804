import { deviceRegistryStreamId, RegisterDeviceBody, RegisteredDevice } from '@facility/contracts';
import { findActiveDevicesWithCodeAnyCase, getRoom, getSitePlace } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { trimText } from '../../../domain/trim-text.ts';
import { canAccessSite } from '../../../tenancy/tenancy.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { newSecretToken } from '../../auth/secret-token.ts';
import { adminWrite, checkedBody } from '../admin-access.ts';
import { deviceDecider } from './device.decider.ts';
import { requireFreeDeviceCode } from './device.rules.ts';

/**
 * `POST /api/admin/devices` (INTERFACES.md): an admin registers a device in a room of a
 * site it may manage and receives the device's token, once. A code, when given, must not be
 * one another device in service already has, anywhere in the organisation, regardless of
 * case (400 naming `body/deviceCode`); a retired device's code is free again.
 */
export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };
  app.post(
    '/api/admin/devices',
    {
      schema: {
        tags: ['devices'],
        summary: 'Register a device; answers its token once',
        body: RegisterDeviceBody,
        response: { 201: RegisteredDevice },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      if (user.type !== 'admin') return sendProblem(reply, 403, 'Only admins register devices');
      const room = await getRoom(db, request.body.roomId);
      const place = room && !room.removed ? await getSitePlace(db, room.siteId) : null;
      // Unknown and out-of-scope rooms answer alike, so ids cannot be probed.
      if (!room || !place || !canAccessSite(user, place)) return sendProblem(reply, 404, 'No such room');

      const deviceCode = request.body.deviceCode ?? null;
      // Checked here, not in the decider or a projection: it compares with other streams, and
      // histories recorded before the rule (two devices with one code) must still replay.
      const others = deviceCode === null || trimText(deviceCode) === '' ? [] : await findActiveDevicesWithCodeAnyCase(db, trimText(deviceCode));
      checkedBody(() => requireFreeDeviceCode(deviceCode, others));

      const deviceId = randomUUID();
      const { token, tokenHash } = newSecretToken();
      // Answers once the registry read model has the device, so its token works at once.
      await adminWrite(deps, user, deviceRegistryStreamId(deviceId), deviceDecider, {
        type: 'RegisterDevice',
        data: { deviceId, roomId: room.roomId, siteId: room.siteId, deviceType: request.body.deviceType, deviceCode, tokenHash },
      });
      return reply.code(201).send({ deviceId, token });
    },
  );
};
