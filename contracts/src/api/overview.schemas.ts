import Type from 'typebox';
import { SERIES_NAMES, type SeriesName } from '../domain/overview-series.ts';
import { TIME_TYPES, VIEW_UNITS } from '../domain/time-filter.ts';
import { RoomFilterFields, TimeFilterFields } from './filter-fields.schemas.ts';

/** `GET /api/stats/performance/overview`: a site, the time filter and the room filters. */
export const OverviewQuerystring = Type.Object(
  { siteId: Type.String({ minLength: 1, maxLength: 200 }), ...TimeFilterFields, ...RoomFilterFields },
  { additionalProperties: false },
);
export type OverviewQuerystring = Type.Static<typeof OverviewQuerystring>;

/** One period of an overview series. */
export const OverviewPoint = Type.Object({
  time: Type.String({ description: 'Period start, site-local yyyy-mm-dd' }),
  year: Type.Integer(),
  count: Type.Union([Type.Number(), Type.Null()], { description: 'Null when undefined for the period (no ratings, no visits, not computed yet)' }),
  isAmended: Type.Boolean({ description: 'Events for the period arrived after it had ended (a late upload)' }),
});
export type OverviewPoint = Type.Static<typeof OverviewPoint>;

/** How a series moved over the range, and whether that is good news. */
export const OverviewTrend = Type.Object({
  percent: Type.Union([Type.Number(), Type.Null()], { description: 'Second half of the periods against the first, 1 decimal; null without a baseline' }),
  direction: Type.Enum(['up', 'down', 'flat']),
  good: Type.Union([Type.Boolean(), Type.Null()], { description: 'Null for neutral series' }),
});
export type OverviewTrend = Type.Static<typeof OverviewTrend>;

const perSeries = <T extends Type.TSchema>(schema: T) =>
  Type.Object(Object.fromEntries(SERIES_NAMES.map((name) => [name, schema])) as Record<SeriesName, T>);

/** The overview series and trends of a site over the time filter, in the site's time zone (spec §3 "Overview series"). */
export const OverviewResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  viewTimeBy: Type.Enum(VIEW_UNITS),
  currency: Type.Union([Type.String(), Type.Null()], { description: 'Currency of est_ROI; null when the site has no time-saving parameters' }),
  series: perSeries(Type.Array(OverviewPoint)),
  trends: perSeries(OverviewTrend),
  totals: perSeries(
    Type.Union([Type.Number(), Type.Null()], {
      description: 'Value over the whole range from the summed counters (ratios and means of sums), rounded like a point; null when undefined',
    }),
  ),
});
export type Overview = Type.Static<typeof OverviewResponse>;
