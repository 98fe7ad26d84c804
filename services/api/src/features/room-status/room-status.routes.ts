import {
  ManualCallAccepted,
  ManualCallBody,
  RealtimeQuerystring,
  RealtimeSnapshotResponse,
  roomCallsStreamId,
  RoomStatusParams,
  RoomStatusResponse,
  type CallEventData,
} from '@facility/contracts';
import { listRooms, shiftAt } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../plugins/problem-details.ts';
import { toStaticRoom } from '../organisation/room/room.routes.ts';
import { roomInScope, siteInScope } from '../../tenancy/organisation-scope.ts';
import { BOARD_MAX_AGE_MS, replyCached } from '../read-caches/cached-reply.ts';
import { BOARD_READS_FROM, LIVE_PROJECTIONS, livePosition } from './live-position.ts';
import { loadRoomsLive, toLiveRoom } from './room-live.service.ts';

/** A live answer (the board, one room) claims the live projections' position and goes stale with what the board reads. */
const liveAnswer = (siteId: string) => ({ siteId, maxAgeMs: BOARD_MAX_AGE_MS, projections: LIVE_PROJECTIONS, readsFrom: BOARD_READS_FROM });

/**
 * `GET /api/room/{id}` (INTERFACES.md "Room"): the room's fields and its live status, and
 * `POST /api/room/{id}/calls`: a manager's "call cleaner" (DOMAIN.md: opens a manual call).
 */
export const roomStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  app.get(
    '/api/room/:id',
    {
      schema: {
        tags: ['rooms'],
        summary: "A room's fields and live status: state, visitors since cleaning, open calls, dispensers, device health",
        params: RoomStatusParams,
        response: { 200: RoomStatusResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      // Kept like the board (one answer per room until a commit touches its site, 5 s at most).
      return replyCached(request, reply, liveAnswer(found.site.siteId), async () => {
        const [live] = await loadRoomsLive(db, found.site, [found.room], app.clock());
        const { room, ...status } = live!;
        return { ...toStaticRoom(room), ...status };
      });
    },
  );

  app.get(
    '/api/room/realtime',
    {
      schema: {
        tags: ['rooms'],
        summary: "The real-time board's snapshot: every room of a site with its live state, and the position it reflects",
        description:
          'Apply only live messages (socket.io `live`, INTERFACES.md) with a greater position. `activeShift` is the shift working now, with its SLA.',
        querystring: RealtimeQuerystring,
        response: { 200: RealtimeSnapshotResponse },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.query.siteId);
      if (!site) return reply;
      // Built once for every board of the site until a commit touches it: the answer ages
      // with the clock (minutes open to a tenth, calls turning late), so not for long.
      return replyCached(request, reply, liveAnswer(site.siteId), async (claimed) => {
        // The position is read before the rooms (by the cache, over the same projections, or
        // here): the rooms may be newer, never older, and a room-status message carries whole
        // room states, so applying one twice is harmless.
        const position = claimed ?? (await livePosition(db));
        const now = app.clock();
        const rooms = await loadRoomsLive(db, site, await listRooms(db, site.siteId), now);
        const slot = shiftAt(site, now.getTime());
        return {
          siteId: site.siteId,
          timezone: site.timezone,
          position,
          activeShift: slot ? { shiftNumber: slot.shift.shiftNumber, shiftName: slot.shift.shiftName, minSla: slot.shift.minSla, maxSla: slot.shift.maxSla } : null,
          rooms: rooms.map(toLiveRoom),
        };
      });
    },
  );

  app.post(
    '/api/room/:id/calls',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Call staff to the room (a manual call); joins the open call of that category if there is one',
        description: 'Needs the real-time permission or an admin. The call reactor opens the call; it shows in GET /api/room/{id} within a second.',
        params: RoomStatusParams,
        body: ManualCallBody,
        response: { 202: ManualCallAccepted },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      const { room } = found;
      const user = request.sessionUser;
      if (user.type !== 'admin' && !user.roles.includes('real-time')) return sendProblem(reply, 403, 'Needs the real-time permission');
      const data: CallEventData<'ManualCallRequested'> = {
        roomId: room.roomId,
        siteId: room.siteId,
        category: request.body.category ?? 'cleaning',
        note: request.body.note ?? null,
      };
      await store.append(roomCallsStreamId(room.roomId), [
        { type: 'ManualCallRequested', data, metadata: { source: 'admin', actor: { kind: 'user', id: user.userId } } },
      ]);
      return reply.code(202).send({ requested: true });
    },
  );
};
