import Type from 'typebox';
import { TIME_TYPES } from '../domain/time-filter.ts';
import { RoomFilterFields, TimeFilterFields } from './filter-fields.schemas.ts';
import { Language } from './language.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * `GET /api/stats/performance/analytics` and `GET /api/suggestions/topSuggestions`: a site,
 * the time filter, the room filters, shift and days.
 */
export const AnalyticsQuerystring = Type.Object(
  {
    siteId: Type.String({ minLength: 1, maxLength: 100 }),
    language: Type.Optional(Language),
    ...TimeFilterFields,
    ...RoomFilterFields,
  },
  { additionalProperties: false },
);
export type AnalyticsQuerystring = Type.Static<typeof AnalyticsQuerystring>;

const Category = Type.Enum(['cleaning', 'maintenance']);

/** How often a problem was reported. */
export const ProblemCount = Type.Object({
  problem: Type.String({ description: 'Problem label key, e.g. dirty_floor' }),
  category: Category,
  count: Type.Integer({ description: 'Complaints after the 60 s repeat rule' }),
});
export type ProblemCount = Type.Static<typeof ProblemCount>;

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
  complaintCalls: Type.Integer({ description: 'Calls opened by visitor complaints' }),
  taskCalls: Type.Integer({ description: 'Calls opened by scheduled tasks' }),
  callsOpened: Type.Integer({ description: 'Calls opened by every source (complaint, counter, Cleandex, manual, task)' }),
  avgResponseTime: Nullable(Type.Number(), {
    description: 'Mean response minutes of the calls resolved in the range: rounded up below 1, else rounded; null without resolved calls',
  }),
  exposures: Type.Integer({ description: 'People detected in front of feedback devices' }),
  ratio: Nullable(Type.Number(), { description: 'complaints / visits x 100, 3 decimals; null without visits' }),
  score: Nullable(Type.Integer(), { description: 'Mean rating 0..100, rounded; null without ratings' }),
};

const topComplaints = Type.Array(ProblemCount, {
  description: 'The 3 most reported problems (cleaning and maintenance), most first; ties by label key',
});

/** One room of the analytics table (spec §3 "Analytics table columns"). */
export const AnalyticsRow = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  roomNameEn: Type.String({ description: "The room's English name (a removed room is in no list the screens could look it up in)" }),
  removed: Type.Boolean({ description: 'The room was removed since: listed only when it had activity in the range, and its pages are gone' }),
  ...columns,
  topComplaints,
});
export type AnalyticsRow = Type.Static<typeof AnalyticsRow>;

/** The listed rooms' activity in one site-local hour of the day. */
export const AnalyticsHour = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Site-local hour of day' }),
  time: Type.String({ description: 'The hour as HH:00' }),
  ...columns,
});
export type AnalyticsHour = Type.Static<typeof AnalyticsHour>;

/** Complaints by problem label, most reported first. */
export const ProblemChart = Type.Object({
  labels: Type.Array(Type.String(), { description: 'Problem label keys, most reported first' }),
  counts: Type.Array(Type.Integer(), { description: 'Complaints per label, in the order of labels' }),
});
export type ProblemChart = Type.Static<typeof ProblemChart>;

/** The analytics of a site: per room, totals, activity by hour of day and complaints by problem, over the time filter. */
export const AnalyticsResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  language: Language,
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  rows: Type.Array(AnalyticsRow, {
    description:
      'One row per room of the site that is not removed and passes the room filters (rooms without activity show zeros), pinned first then by name; ' +
      'then the removed rooms that pass the filters and had activity in the range (`removed`), by name, so the totals agree with the overview. ' +
      'Figures count the site-local days of the range; a night shift counts for the day it started; shift and days select whole shifts',
  }),
  totals: Type.Object({ ...columns, topComplaints }, { description: 'The same columns over the rows; means weigh each room by its ratings, visits and resolved calls' }),
  hourData: Type.Array(AnalyticsHour, {
    description: 'Activity of the listed rooms by site-local hour of day: all 24 hours, sorted; they add up to the totals (shifts are placed by the hour they start in)',
  }),
  charts: Type.Object(
    { cleaning: ProblemChart, maintenance: ProblemChart },
    { description: 'Complaints of the listed rooms by problem over the range, per category, most reported first' },
  ),
});
export type Analytics = Type.Static<typeof AnalyticsResponse>;
