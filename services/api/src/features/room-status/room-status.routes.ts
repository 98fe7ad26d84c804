import { roomCallsStreamId, type CallEventData } from '@facility/contracts';
import { getRoomFacts, listDeviceStatus, listOpenCalls } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import type { RouteDependencies } from '../../route-dependencies.ts';
import { toDeviceStatusItem } from '../sensors/device-status.view.ts';
import { toStaticRoom } from '../sites/rooms.routes.ts';
import { roomInScope } from '../stats/stats-filter.ts';
import { callState, DEFAULT_ROUND_INTERVAL_MINUTES, roomState } from './room-state.ts';
import { ManualCallBody, RoomParams, RoomStatusResponse } from './room-status.schemas.ts';

const MINUTE_MS = 60_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * `GET /api/room/{id}` (INTERFACES.md "Room"): the room's fields and its live status, and
 * `POST /api/room/{id}/calls`: a manager's "call cleaner" (DOMAIN.md: opens a manual call).
 */
export const roomStatusRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, store }) => {
  app.get(
    '/api/room/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['rooms'],
        summary: "A room's fields and live status: state, visitors since cleaning, open calls, dispensers, device health",
        params: RoomParams,
        response: { 200: RoomStatusResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      const { room, site } = found;
      const now = new Date();
      const [facts, calls, siteDevices] = await Promise.all([
        getRoomFacts(db, room.roomId),
        listOpenCalls(db, room.roomId),
        listDeviceStatus(db, room.siteId),
      ]);
      const devices = siteDevices.filter((device) => device.roomId === room.roomId).map((device) => toDeviceStatusItem(device, now));
      const openCalls = calls.map((call) => ({
        callId: call.callId,
        source: call.source as never,
        category: call.category as never,
        problems: call.problems,
        complaintCount: call.complaintCount,
        openedAt: call.openedAt.toISOString(),
        minutesOpen: Math.max(0, Math.round(((now.getTime() - call.openedAt.getTime()) / MINUTE_MS) * 10) / 10),
        state: callState(call, site, now),
        minSla: call.minSla,
        maxSla: call.maxSla,
        escalatedAt: iso(call.escalatedAt),
      }));
      const lastCleanedAt = facts?.lastCleanedAt ?? null;
      return {
        ...toStaticRoom(room),
        state: roomState(
          {
            callStates: openCalls.map((call) => call.state),
            lastCleanedAt,
            roundIntervalMinutes: site.timeSaving?.roundIntervalMinutes ?? DEFAULT_ROUND_INTERVAL_MINUTES,
            deviceOffline: devices.map((device) => device.health.status === 'offline' || device.health.status === 'red'),
          },
          now,
        ),
        visitsSinceClean: facts?.visitsSinceClean ?? 0,
        lastCleanedAt: iso(lastCleanedAt),
        lastMaintainedAt: iso(facts?.lastMaintainedAt ?? null),
        lastVisitAt: iso(facts?.lastVisitAt ?? null),
        lastComplaint:
          facts?.lastComplaintAt && facts.lastComplaintProblem
            ? { problem: facts.lastComplaintProblem, category: facts.lastComplaintCategory ?? 'cleaning', at: facts.lastComplaintAt.toISOString() }
            : null,
        openCalls,
        dispenserAlerts: (facts?.dispensers ?? [])
          .filter((reading) => reading.level !== 'ok')
          .map((reading) => ({ item: reading.item, cell: reading.cell, level: reading.level as 'empty' | 'almost_empty', at: reading.at })),
        devices,
      };
    },
  );

  app.post(
    '/api/room/:id/calls',
    {
      preHandler: requireUser,
      schema: {
        tags: ['rooms'],
        summary: 'Call staff to the room (a manual call); joins the open call of that category if there is one',
        description: 'Needs the real-time permission or an admin. The call reactor opens the call; it shows in GET /api/room/{id} within a second.',
        params: RoomParams,
        body: ManualCallBody,
        response: { 202: Type.Object({ requested: Type.Literal(true) }) },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      const { room } = found;
      const user = request.user!;
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
