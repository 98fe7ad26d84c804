import Type from 'typebox';
import { CALL_SOURCES, COMPLAINT_CATEGORIES, SLA_STATES } from '../domain/enums.ts';
import { TIME_TYPES, VIEW_UNITS } from '../domain/time-filter.ts';
import { AnalyticsQuerystring, AnalyticsResponse, ProblemCount } from './analytics.schemas.ts';
import { OverviewResponse } from './overview.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/** The calls an analysis report lists when the query names no limit. */
export const DEFAULT_REPORT_CALLS = 200;
/** The most calls an analysis report lists. */
export const MAX_REPORT_CALLS = 1_000;

/**
 * `GET /api/stats/performance/analysis-report` (spec §7): the dashboard's filter (site, time
 * filter, room filters, shift, days, service name, hour), the language of the labels, and
 * how many calls to list at most.
 */
export const AnalysisReportQuerystring = Type.Object(
  {
    ...AnalyticsQuerystring.properties,
    callsLimit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_REPORT_CALLS,
        default: DEFAULT_REPORT_CALLS,
        description: `The newest calls listed at most (default ${DEFAULT_REPORT_CALLS}); calls.total counts them all`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AnalysisReportQuerystring = Type.Static<typeof AnalysisReportQuerystring>;

const Instant = (description: string) => Type.String({ format: 'date-time', description });

/** One call of the period, with the room it was at and how it went against its SLA. */
export const ReportCall = Type.Object({
  callId: Type.String(),
  roomId: Type.String(),
  displayName: Type.String({ description: "The room's display name" }),
  source: Type.Enum(CALL_SOURCES, { description: 'What opened the call' }),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  problems: Type.Array(Type.String(), { description: 'Label keys, first report first' }),
  complaintCount: Type.Integer({ minimum: 0 }),
  openedAt: Instant('When the call opened'),
  resolvedAt: Nullable(Instant('When it was resolved')),
  responseMinutes: Nullable(Type.Number({ minimum: 0 })),
  shiftNumber: Nullable(Type.Integer({ description: 'The shift active at opening; null outside every shift' })),
  minSla: Nullable(Type.Integer()),
  maxSla: Nullable(Type.Integer()),
  escalated: Type.Boolean(),
  slaState: Type.Enum(SLA_STATES, { description: 'As the service logs judge it: escalated, else open, else late (over min SLA), else in_sla' }),
});
export type ReportCall = Type.Static<typeof ReportCall>;

/**
 * One answer an analyst can send: the overview series and trends, the analytics table
 * (rows, totals, hours, complaints by problem), the top complaints and the calls of the
 * period, all over the same filter (the calls placed in the site's calendar as the
 * counters place them, so they add up to the calls opened).
 */
export const AnalysisReportResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  timeType: Type.Enum(TIME_TYPES),
  timeFrom: Type.String({ description: 'First day of the range, site-local, inclusive' }),
  timeTo: Type.String({ description: 'Last day of the range, site-local, inclusive' }),
  viewTimeBy: Type.Enum(VIEW_UNITS),
  generatedAt: Instant('When the report was made'),
  overview: OverviewResponse,
  analytics: AnalyticsResponse,
  topComplaints: Type.Array(ProblemCount, { description: 'Every reported problem over the filter, most first (ties by label key)' }),
  calls: Type.Object({
    total: Type.Integer({
      minimum: 0,
      description:
        'Calls opened in the listed rooms over the filter, every source, placed as the statistics place them (a night shift counts for the day it started; its shift and weekday): without a service name or hour it equals the analytics total callsOpened. The service name and hour narrow the figures above, not this list',
    }),
    calls: Type.Array(ReportCall, { description: 'The newest calls, at most callsLimit, newest first' }),
  }),
});
export type AnalysisReport = Type.Static<typeof AnalysisReportResponse>;
