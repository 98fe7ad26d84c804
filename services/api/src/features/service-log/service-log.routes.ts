import { RoomIdParams, ServiceLogQuerystring, ServiceLogResponse } from '@facility/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { roomInScope } from '../../tenancy/organisation-scope.ts';
import { loadServiceLog } from './service-log.service.ts';

/** A room's service log: the dashboard's "clean log" and "maintenance log" screens. */
export const serviceLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/stats/room/service-log/:id',
    {
      schema: {
        tags: ['stats'],
        summary: "A room's cleaning or maintenance calls opened in the time filter's range, newest first, with response times and SLA state",
        params: RoomIdParams,
        querystring: ServiceLogQuerystring,
        response: { 200: ServiceLogResponse },
      },
    },
    async (request, reply) => {
      const found = await roomInScope(db, request, reply, request.params.id);
      if (!found) return reply;
      return loadServiceLog(db, found.site, found.room, request.query, app.clock());
    },
  );
};
