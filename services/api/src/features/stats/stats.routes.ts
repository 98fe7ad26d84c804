import { ROOM_GENDERS, type RoomGender } from '@facility/contracts';
import { getSite, getSitePlace } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canAccessSite } from '../../domain/tenancy.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import type { RouteDependencies } from '../../route-dependencies.ts';
import { SERIES_NAMES } from './overview.maths.ts';
import { loadOverview } from './overview.service.ts';
import { TIME_TYPES, VIEW_UNITS } from './time-filter.ts';

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Site-local date, yyyy-mm-dd' });
const commaList = (item: string, description: string) =>
  Type.String({ pattern: `^(${item})(,(${item}))*$`, description: `${description}, comma-separated` });

const OverviewQuerystring = Type.Object(
  {
    siteId: Type.String({ minLength: 1 }),
    timeType: Type.Optional(Type.Enum(TIME_TYPES, { description: 'Default last_month; the range ends yesterday, site-local' })),
    timeFrom: Type.Optional(LocalDate),
    timeTo: Type.Optional(LocalDate),
    viewTimeBy: Type.Optional(Type.Enum(VIEW_UNITS, { description: 'Default day; last_quarter and last_year are never viewed by day' })),
    rooms: Type.Optional(commaList('[^,]+', 'Room ids')),
    building: Type.Optional(commaList('[^,]+', 'Buildings')),
    floor: Type.Optional(commaList('\\d{1,3}', 'Floors')),
    gender: Type.Optional(commaList(ROOM_GENDERS.join('|'), 'Room genders')),
  },
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
  series: perSeries(Type.Array(Point)),
  trends: perSeries(TrendSchema),
});

const splitList = (value: string | undefined): string[] | undefined => (value ? value.split(',') : undefined);

/** The performance statistics of a site (spec §7 "Stats and rooms"). */
export const statsRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  app.get(
    '/api/stats/performance/overview',
    {
      preHandler: requireUser,
      schema: {
        tags: ['stats'],
        summary: 'Overview series and trends of a site over the time filter, in the site time zone',
        querystring: OverviewQuerystring,
        response: { 200: OverviewResponse },
      },
    },
    async (request, reply) => {
      const { siteId, rooms, building, floor, gender, ...time } = request.query;
      const place = await getSitePlace(db, siteId);
      // Unknown and out-of-scope sites answer alike, so ids cannot be probed.
      if (!place || !canAccessSite(request.user!, place)) return sendProblem(reply, 404, 'No such site');
      const site = await getSite(db, siteId);
      if (!site) return sendProblem(reply, 404, 'No such site');
      return loadOverview(
        db,
        {
          ...time,
          siteId,
          timezone: site.timezone,
          roomIds: splitList(rooms),
          buildings: splitList(building),
          floors: splitList(floor)?.map(Number),
          genders: splitList(gender) as RoomGender[] | undefined,
        },
        new Date(),
      );
    },
  );
};
