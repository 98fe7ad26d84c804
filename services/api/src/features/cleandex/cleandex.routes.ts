import { CleandexBoardResponse, CleandexQuerystring, CleandexSeriesQuerystring, CleandexSeriesResponse } from '@facility/contracts';
import { getRoom } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../plugins/problem-details.ts';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { loadCleandexBoard, loadCleandexSeries } from './cleandex.service.ts';

/** The Cleandex (README "Cleandex"): the board of a site's rooms by score, and the score over time. */
export const cleandexRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/cleandex',
    {
      schema: {
        tags: ['rooms'],
        summary: "The Cleandex board: every room of a site with data, its score (0-100), what the score comes from and its open Cleandex call; lowest first",
        description: 'A `cleandex` live message (socket.io `live`) names the rooms whose score moved: read again.',
        querystring: CleandexQuerystring,
        response: { 200: CleandexBoardResponse },
      },
    },
    async (request, reply) => {
      const site = await siteInScope(db, request, reply, request.query.siteId);
      if (!site) return reply;
      return loadCleandexBoard(db, site);
    },
  );

  app.get(
    '/api/cleandex/series',
    {
      schema: {
        tags: ['rooms'],
        summary: "The Cleandex over the time filter's periods: mean and lowest score, of one room or of the site's rooms together",
        querystring: CleandexSeriesQuerystring,
        response: { 200: CleandexSeriesResponse },
      },
    },
    async (request, reply) => {
      const { siteId, roomId, ...time } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      if (roomId !== undefined) {
        const room = await getRoom(db, roomId);
        if (!room || room.removed || room.siteId !== site.siteId) return sendProblem(reply, 404, 'No such room');
      }
      return loadCleandexSeries(db, site, roomId ?? null, time, app.clock());
    },
  );
};
