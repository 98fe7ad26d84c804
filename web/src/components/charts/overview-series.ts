/**
 * The overview series of `GET /api/stats/performance/overview` (spec §3 "Overview series")
 * and how each is shown. Several screens draw them (overview cards, performance comparison,
 * analytics), so their shape and kinds live beside the charts.
 */
import type { TimeType, ViewUnit } from '../../config/constants.ts';

/** The 15 series, in the order the overview shows them. */
export const OVERVIEW_SERIES = [
  'visits',
  'exposures',
  'complaints',
  'maintenanceComplaint',
  'arrivals',
  'maintenanceArrivals',
  'supervisor_arrival',
  'response_time_SLA',
  'avg_score',
  'complaints_vs_visits',
  'time_saved',
  'est_ROI',
  'counterCalls',
  'cleandexCalls',
  'manualCalls',
] as const;
export type SeriesName = (typeof OVERVIEW_SERIES)[number];

export function isSeriesName(value: string): value is SeriesName {
  return (OVERVIEW_SERIES as readonly string[]).includes(value);
}

/**
 * What a series' numbers are, which decides its format: counts (k above 999), minutes
 * (hours above 999), a 0-100 score, complaints per 100 visits (3 decimals), money.
 */
export type SeriesKind = 'count' | 'minutes' | 'score' | 'ratio' | 'money';

export const SERIES_KIND: Readonly<Record<SeriesName, SeriesKind>> = {
  visits: 'count',
  exposures: 'count',
  complaints: 'count',
  maintenanceComplaint: 'count',
  arrivals: 'count',
  maintenanceArrivals: 'count',
  supervisor_arrival: 'count',
  response_time_SLA: 'minutes',
  avg_score: 'score',
  complaints_vs_visits: 'ratio',
  time_saved: 'minutes',
  est_ROI: 'money',
  counterCalls: 'count',
  cleandexCalls: 'count',
  manualCalls: 'count',
};

/** Amounts per period draw as bars; means and ratios (not summable) as lines. */
export function seriesMark(name: SeriesName): 'bar' | 'line' {
  return name === 'avg_score' || name === 'complaints_vs_visits' || name === 'response_time_SLA' ? 'line' : 'bar';
}

export interface OverviewPoint {
  /** Period start, site-local `yyyy-mm-dd`. */
  time: string;
  year: number;
  /** Null when undefined for the period (no ratings, no visits, not computed). */
  count: number | null;
  /** Events for the period arrived after it had ended. */
  isAmended: boolean;
}

export interface OverviewTrend {
  /** Second half of the periods against the first, in percent (1 decimal); null without a baseline. */
  percent: number | null;
  direction: 'up' | 'down' | 'flat';
  /** Whether the direction is good news; null for neutral series or no change. */
  good: boolean | null;
}

/** The answer of `GET /api/stats/performance/overview`. */
export interface OverviewResponse {
  siteId: string;
  timezone: string;
  timeType: TimeType;
  /** The resolved range, site-local and inclusive. */
  timeFrom: string;
  timeTo: string;
  viewTimeBy: ViewUnit;
  /** Currency of `est_ROI`; null when the site does not compute time saving. */
  currency: string | null;
  series: Record<SeriesName, OverviewPoint[]>;
  trends: Record<SeriesName, OverviewTrend>;
  /** Each series over the whole range (ratios and means of the sums); null when undefined. */
  totals: Record<SeriesName, number | null>;
}

/** The period starts of a response (every series has the same ones). */
export function periodsOf(response: OverviewResponse): string[] {
  return response.series.visits.map((point) => point.time);
}

/** One series' values, one per period. */
export function valuesOf(response: OverviewResponse, name: SeriesName): (number | null)[] {
  return response.series[name].map((point) => point.count);
}

/** Nothing happened over the whole range: every total is zero or undefined (the screens say "No data available"). */
export function isQuietPeriod(totals: Readonly<Record<SeriesName, number | null>>): boolean {
  return Object.values(totals).every((total) => total === null || total === 0);
}
