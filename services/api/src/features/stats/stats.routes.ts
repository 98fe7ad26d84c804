import { AnalysisReportQuerystring, AnalysisReportResponse, OverviewQuerystring, OverviewResponse } from '@facility/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAnalysisReport } from './analysis-report.service.ts';
import { loadOverview } from './overview.service.ts';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { replyCached, STATS_ANSWER_PROJECTIONS, STATS_ANSWER_MAX_AGE_MS } from '../read-caches/cached-reply.ts';

const statsAnswer = (siteId: string) => ({ siteId, maxAgeMs: STATS_ANSWER_MAX_AGE_MS, projections: STATS_ANSWER_PROJECTIONS });

/** The performance statistics of a site (spec §7 "Stats and rooms"). */
export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/stats/performance/overview',
    {
      schema: {
        tags: ['stats'],
        summary: 'Overview series and trends of a site over the time filter, in the site time zone',
        querystring: OverviewQuerystring,
        response: { 200: OverviewResponse },
      },
    },
    async (request, reply) => {
      const { siteId, timeType, timeFrom, timeTo, viewTimeBy, ...rooms } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      return replyCached(request, reply, statsAnswer(siteId), () =>
        loadOverview(db, { site, timeType, timeFrom, timeTo, viewTimeBy, ...parseRoomFilter(rooms) }, app.clock()),
      );
    },
  );

  app.get(
    '/api/stats/performance/analysis-report',
    {
      schema: {
        tags: ['stats'],
        summary: 'One report of a site over the dashboard filter: overview series and trends, analytics table, top complaints and the calls of the period',
        querystring: AnalysisReportQuerystring,
        response: { 200: AnalysisReportResponse },
      },
    },
    async (request, reply) => {
      const { siteId, ...query } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      return replyCached(request, reply, statsAnswer(siteId), () => loadAnalysisReport(db, site, query, app.clock()));
    },
  );
};
