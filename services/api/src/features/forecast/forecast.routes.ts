import { ForecastQuerystring, ForecastResponse } from '@facility/contracts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { loadForecast } from './forecast.service.ts';

/** The 7-day forecast of the suggestion screen (issue 18). */
export const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/forecast',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'Expected visitors, complaints and cleaning rounds per day, shift and room, from the site\'s own weekly history',
        description:
          'A weekly-profile forecast from today: per site-local day, shift and room (filtered by rooms, building, floor, gender) the visitors and complaints ' +
          'expected from the same weekday and hour of the last weeks, and the cleaning rounds they imply at the counter threshold; ' +
          'with the error of the same method on the last complete week (forecast from the weeks before it).',
        querystring: ForecastQuerystring,
        response: { 200: ForecastResponse },
      },
    },
    async (request, reply) => {
      const { siteId, ...query } = request.query;
      const site = await siteInScope(db, request, reply, siteId);
      if (!site) return reply;
      return loadForecast(db, site, query, app.clock());
    },
  );
};
