/**
 * How the overview series of `GET /api/stats/performance/overview` (spec §3 "Overview
 * series"; their names and the answer's shape are the contract's `SeriesName` and `Overview`)
 * are shown. Several screens draw them (overview cards, performance comparison, analytics),
 * so their order and kinds live beside the charts.
 */
import type { Overview, SeriesName } from '@facility/contracts';
import type { NoneMissing } from '../../lib/type-checks.ts';

/** The 18 series, in the order the overview shows them (not the answer's order). */
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
  'callsOpened',
  'complaintCalls',
  'counterCalls',
  'cleandexCalls',
  'manualCalls',
  'taskCalls',
] as const satisfies readonly SeriesName[];

/** Fails to compile when a series of the contract is missing from OVERVIEW_SERIES. */
type _EverySeriesListed = NoneMissing<Exclude<SeriesName, (typeof OVERVIEW_SERIES)[number]>>;

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
  complaintCalls: 'count',
  taskCalls: 'count',
  callsOpened: 'count',
};

/** Amounts per period draw as bars; means and ratios (not summable) as lines. */
export function seriesMark(name: SeriesName): 'bar' | 'line' {
  return name === 'avg_score' || name === 'complaints_vs_visits' || name === 'response_time_SLA' ? 'line' : 'bar';
}

/** The period starts of a response (every series has the same ones). */
export function periodsOf(response: Overview): string[] {
  return response.series.visits.map((point) => point.time);
}

/** One series' values, one per period. */
export function valuesOf(response: Overview, name: SeriesName): (number | null)[] {
  return response.series[name].map((point) => point.count);
}

/**
 * Per period, whether anything was counted in it: the API fills periods without counters
 * with zeros (a site added in June has empty months before it), and a trend line must not
 * be fitted through those.
 */
export function periodsWithData(response: Overview): boolean[] {
  return periodsOf(response).map((_, index) => OVERVIEW_SERIES.some((name) => {
    const count = response.series[name][index]?.count;
    return count !== null && count !== undefined && count !== 0;
  }));
}

/** Nothing happened over the whole range: every total is zero or undefined (the screens say "No data available"). */
export function isQuietPeriod(totals: Overview['totals']): boolean {
  return Object.values(totals).every((total) => total === null || total === 0);
}
