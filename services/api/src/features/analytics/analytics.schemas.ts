import { USER_LANGUAGES } from '@facility/contracts';
import { Type } from '@fastify/type-provider-typebox';
import { RoomFilterFields, TimeFilterFields } from '../../stats-query/room-filter.ts';
import { TIME_TYPES } from '../../stats-query/time-filter.ts';

/** The interface languages (spec §1); labels in answers are keys the client translates with its dictionary. */
export const Language = Type.Enum(USER_LANGUAGES, {
  description: 'Interface language of the caller (default en). Answers carry label keys (problems such as dirty_floor), which the client translates',
});

/** The analytics and suggestions query: a site, the time filter, the room filters, shift and days. */
export const AnalyticsQuerystring = Type.Object(
  {
    siteId: Type.String({ minLength: 1, maxLength: 100 }),
    language: Type.Optional(Language),
    ...TimeFilterFields,
    ...RoomFilterFields,
  },
  { additionalProperties: false },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

const Category = Type.Enum(['cleaning', 'maintenance']);

export const ProblemCountSchema = Type.Object({
  problem: Type.String({ description: 'Problem label key, e.g. dirty_floor' }),
  category: Category,
  count: Type.Integer({ description: 'Complaints after the 60 s repeat rule' }),
});

/** The figures shared by a room row, the totals and an hour of the day. */
const columns = {
  visits: Type.Integer({ description: 'Visitors counted' }),
  complaints: Type.Integer({ description: 'Cleaning complaints, after the 60 s repeat rule' }),
  maintenanceComplaints: Type.Integer({ description: 'Maintenance complaints, after the 60 s repeat rule' }),
  arrivals: Type.Integer({ description: 'Cleaner arrivals' }),
  maintenanceArrivals: Type.Integer({ description: 'Maintenance staff arrivals' }),
  supervisors: Type.Integer({ description: 'Supervisor arrivals' }),
  counterCalls: Type.Integer({ description: 'Calls opened by the visitor counter threshold' }),
  cleandexCalls: Type.Integer({ description: 'Cleandex calls opened' }),
  manualCalls: Type.Integer({ description: "Calls opened by a manager's call cleaner" }),
  avgResponseTime: Nullable(Type.Number(), 'Mean response minutes of the calls resolved in the range: rounded up below 1, else rounded; null without resolved calls'),
  exposures: Type.Integer({ description: 'People detected in front of feedback devices' }),
  ratio: Nullable(Type.Number(), 'complaints / visits x 100, 3 decimals; null without visits'),
  score: Nullable(Type.Integer(), 'Mean rating 0..100, rounded; null without ratings'),
};

const topComplaints = Type.Array(ProblemCountSchema, {
  description: 'The 3 most reported problems (cleaning and maintenance), most first; ties by label key',
});

const Row = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  ...columns,
  topComplaints,
});

const Hour = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Site-local hour of day' }),
  time: Type.String({ description: 'The hour as HH:00' }),
  ...columns,
});

const Chart = Type.Object({
  labels: Type.Array(Type.String(), { description: 'Problem label keys, most reported first' }),
  counts: Type.Array(Type.Integer(), { description: 'Complaints per label, in the order of labels' }),
});

export const AnalyticsResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  language: Language,
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  rows: Type.Array(Row, {
    description:
      'One row per room of the site that is not removed and passes the room filters (rooms without activity show zeros), pinned first then by name. ' +
      'Figures count the site-local days of the range; a night shift counts for the day it started; shift and days select whole shifts',
  }),
  totals: Type.Object({ ...columns, topComplaints }, { description: 'The same columns over the rows; means weigh each room by its ratings, visits and resolved calls' }),
  hourData: Type.Array(Hour, {
    description: 'Activity of the listed rooms by site-local hour of day: all 24 hours, sorted; they add up to the totals (shifts are placed by the hour they start in)',
  }),
  charts: Type.Object(
    { cleaning: Chart, maintenance: Chart },
    { description: 'Complaints of the listed rooms by problem over the range, per category, most reported first' },
  ),
});
