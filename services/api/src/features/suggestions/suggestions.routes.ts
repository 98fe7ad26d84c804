import { SuggestionsQuerystring, SuggestionsResponse } from '@facility/contracts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { loadSuggestions } from './suggestions.service.ts';

/** The suggestion screen (spec §2 dashboard/suggestion, §3 "Suggestions", §7 suggestions/topSuggestions). */
export const suggestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/suggestions/topSuggestions',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'Where and when rounds pay off: per reported problem the rooms at their peak hour of day, and each room\'s busiest hour',
        description:
          'For each problem label visitors reported in the range, the rooms where it was reported, each at the site-local hour of day it peaks, ' +
          'with the hour before it as the one to schedule a cleaning round (maintenance check) in; visits_peak lists each room\'s busiest hour. ' +
          'The view-by selector does not apply (spec §2: hidden on the suggestion screen).',
        querystring: SuggestionsQuerystring,
        response: { 200: SuggestionsResponse },
      },
    },
    async (request, reply) => {
      const { siteId, ...query } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      return loadSuggestions(db, site, query, app.clock());
    },
  );
};
