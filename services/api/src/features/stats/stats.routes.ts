import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth.ts';
import type { RouteDependencies } from '../../route-dependencies.ts';
import { SERIES_NAMES } from './overview.maths.ts';
import { loadOverview } from './overview.service.ts';
import { parseRoomFilter, RoomFilterFields, TimeFilterFields } from '../../stats-query/room-filter.ts';
import { siteInScope } from '../../tenancy/organisation-scope.ts';
import { TIME_TYPES, VIEW_UNITS } from '../../stats-query/time-filter.ts';

const OverviewQuerystring = Type.Object(
  { siteId: Type.String({ minLength: 1, maxLength: 200 }), ...TimeFilterFields, ...RoomFilterFields },
  { additionalProperties: false },
);

const Point = Type.Object({
  time: Type.String({ description: 'Period start, site-local yyyy-mm-dd' }),
  year: Type.Integer(),
  count: Type.Union([Type.Number(), Type.Null()], { description: 'Null when undefined for the period (no ratings, no visits, not computed yet)' }),
  isAmended: Type.Boolean({ description: 'Events for the period arrived after it had ended (a late upload)' }),
});
const TrendSchema = Type.Object({
  percent: Type.Union([Type.Number(), Type.Null()], { description: 'Second half of the periods against the first, 1 decimal; null without a baseline' }),
  direction: Type.Enum(['up', 'down', 'flat']),
  good: Type.Union([Type.Boolean(), Type.Null()], { description: 'Null for neutral series' }),
});
const perSeries = <T extends Parameters<typeof Type.Object>[0][string]>(schema: T) =>
  Type.Object(Object.fromEntries(SERIES_NAMES.map((name) => [name, schema])) as Record<(typeof SERIES_NAMES)[number], T>);

const OverviewResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  viewTimeBy: Type.Enum(VIEW_UNITS),
  currency: Type.Union([Type.String(), Type.Null()], { description: 'Currency of est_ROI; null when the site has no time-saving parameters' }),
  series: perSeries(Type.Array(Point)),
  trends: perSeries(TrendSchema),
  totals: perSeries(
    Type.Union([Type.Number(), Type.Null()], {
      description: 'Value over the whole range from the summed counters (ratios and means of sums), rounded like a point; null when undefined',
    }),
  ),
});

/** The performance statistics of a site (spec §7 "Stats and rooms"). */
export const statsRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  // Every route here is for signed-in users: one check for the whole scope.
  app.addHook('preHandler', requireUser);
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
      return loadOverview(db, { site, timeType, timeFrom, timeTo, viewTimeBy, ...parseRoomFilter(rooms) }, app.clock());
    },
  );
};
