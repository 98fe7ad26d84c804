import { DEVICE_TYPES, deviceRegistryStreamId } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { getRoom, getSitePlace, type ReadModelDatabase } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../../domain/command-handler.ts';
import { canAccessSite } from '../../../tenancy/tenancy.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { newSecretToken } from '../../auth/secret-token.ts';
import { deviceDecider } from './device.decider.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';

const RegisterDeviceBody = Type.Object({
  roomId: Type.String({ minLength: 1, maxLength: 200 }),
  deviceType: Type.Enum(DEVICE_TYPES),
  deviceCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
const RegisteredDevice = Type.Object({
  deviceId: Type.String(),
  token: Type.String({ description: 'Shown once; only its hash is stored' }),
});

/**
 * `POST /api/admin/devices` (INTERFACES.md): an admin registers a device in a room of a
 * site it may manage and receives the device's token, once.
 */
export const deviceRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<ReadModelDatabase>; store: EventStore }> = async (
  app,
  { db, store },
) => {
  // Every route here is for signed-in users: one check for the whole scope.
  app.addHook('preHandler', requireUser);
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
