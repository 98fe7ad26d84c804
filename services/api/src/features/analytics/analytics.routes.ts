import { AnalyticsQuerystring, AnalyticsResponse } from '@facility/contracts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { replyCached, STATS_ANSWER_PROJECTIONS, STATS_ANSWER_MAX_AGE_MS } from '../read-caches/cached-reply.ts';
import { loadAnalytics } from './analytics.service.ts';

/** The performance analytics of a site (spec §2 dashboard/analytics, §3 "Analytics table columns", §7). */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/stats/performance/analytics',
    {
      schema: {
        tags: ['stats'],
        summary: 'Analytics table of a site per room, its totals, activity by hour of day and complaints by problem, over the time filter',
        querystring: AnalyticsQuerystring,
        response: { 200: AnalyticsResponse },
      },
    },
    async (request, reply) => {
      const { siteId, ...query } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      return replyCached(request, reply, { siteId, maxAgeMs: STATS_ANSWER_MAX_AGE_MS, projections: STATS_ANSWER_PROJECTIONS }, () => loadAnalytics(db, site, query, app.clock()));
    },
  );
};
