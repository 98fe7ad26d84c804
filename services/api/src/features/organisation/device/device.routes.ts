import { deviceRegistryStreamId, RegisterDeviceBody, RegisteredDevice } from '@facility/contracts';
import { getRoom, getSitePlace } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../../domain/command-handler.ts';
import { canAccessSite } from '../../../tenancy/tenancy.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { newSecretToken } from '../../auth/secret-token.ts';
import { deviceDecider } from './device.decider.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';

/**
 * `POST /api/admin/devices` (INTERFACES.md): an admin registers a device in a room of a
 * site it may manage and receives the device's token, once.
 */
export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
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

      const deviceId = randomUUID();
      const { token, tokenHash } = newSecretToken();
      const registered = await handleCommand(
        store,
        deviceRegistryStreamId(deviceId),
        deviceDecider,
        {
          type: 'RegisterDevice',
          data: {
            deviceId,
            roomId: room.roomId,
            siteId: room.siteId,
            deviceType: request.body.deviceType,
            deviceCode: request.body.deviceCode ?? null,
            tokenHash,
          },
        },
        { now: app.clock(), actor: { kind: 'user', id: user.userId } },
      );
      // Answer once the registry read model has the device, so its token works at once.
      await waitForOrganisation(db, store, deviceRegistryStreamId(deviceId), registered.version);
      return reply.code(201).send({ deviceId, token });
    },
  );
};
