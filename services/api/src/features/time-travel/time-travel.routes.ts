import { BoardHistoryQuerystring, BoardHistoryResponse, RoomHistoryQuerystring, RoomStatusParams, RoomStatusResponse } from '@facility/contracts';
import { canReadHistory } from '@facility/event-store';
import { listRooms, shiftAt } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.ts';
import { roomInScope, siteInScope } from '../../tenancy/organisation-scope.ts';
import { toStaticRoom } from '../organisation/room/room.routes.ts';
import { toLiveRoom } from '../room-status/room-live.service.ts';
import { loadRoomsAt } from './board-at.service.ts';

/** A moment a little ahead of the server's clock is still "now" (clocks of browsers drift). */
const CLOCK_SKEW_MS = 60_000;

/**
 * Time travel (issue 18): the real-time board and a room's status as of any past moment,
 * worked out from the event log itself.
 */
export const timeTravelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;

  /** The moment asked for, or null once a problem was sent. */
  const momentOf = (reply: FastifyReply, at: string): Date | null => {
    if (!canReadHistory(store)) {
      sendProblem(reply, 501, 'Time travel needs the PostgreSQL event store');
      return null;
    }
    const moment = new Date(at);
    if (moment.getTime() > app.clock().getTime() + CLOCK_SKEW_MS) {
      sendProblem(reply, 400, 'at must not be in the future', [{ name: 'at', reason: 'must not be in the future' }]);
      return null;
    }
    return moment;
  };

  app.get(
    '/api/room/history',
    {
      schema: {
        tags: ['rooms'],
        summary: 'The real-time board as of a past moment, from the event log',
        description:
          'Every room of the site as the live board showed it at `at` (by event time): open calls with their SLA state then, visitors since cleaning, ' +
          'dispensers, device health. Worked out from the events themselves, so any moment of the history can be looked at.',
        querystring: BoardHistoryQuerystring,
        response: { 200: BoardHistoryResponse },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.query.siteId);
      if (!site) return reply;
      const at = momentOf(reply, request.query.at);
      if (!at || !canReadHistory(store)) return reply;
      // The rooms standing then: a room removed since is on the board as it stood before.
      const standing = await listRooms(db, site.siteId, { standingAt: at });
      const rooms = await loadRoomsAt({ db, history: store }, site, standing, at);
      const slot = shiftAt(site, at.getTime());
      return {
        siteId: site.siteId,
        timezone: site.timezone,
        at: at.toISOString(),
        activeShift: slot ? { shiftNumber: slot.shift.shiftNumber, shiftName: slot.shift.shiftName, minSla: slot.shift.minSla, maxSla: slot.shift.maxSla } : null,
        rooms: rooms.map(toLiveRoom),
        removedRooms: standing.filter((room) => room.removed).map((room) => ({ roomId: room.roomId, roomNameEn: room.roomNameEn })),
      };
    },
  );

  app.get(
    '/api/room/:id/history',
    {
      schema: {
        tags: ['rooms'],
        summary: "A room's fields and status as of a past moment, from the event log",
        params: RoomStatusParams,
        querystring: RoomHistoryQuerystring,
        response: { 200: RoomStatusResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      const at = momentOf(reply, request.query.at);
      if (!at || !canReadHistory(store)) return reply;
      const [view] = await loadRoomsAt({ db, history: store }, found.site, [found.room], at);
      const { room, ...status } = view!;
      return { ...toStaticRoom(room), ...status };
    },
  );
};
