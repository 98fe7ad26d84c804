import { useTranslation } from 'react-i18next';
import { useStatsUrl } from '../../../hooks/use-stats-url.ts';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

/** A problem reported in a room (label key such as `dirty_floor`, translated via `labels:`). */
export interface ProblemCount {
  problem: string;
  category: 'cleaning' | 'maintenance';
  count: number;
}

/** The figures shared by a room row, the totals and an hour of the day. */
export interface AnalyticsFigures {
  visits: number;
  /** Cleaning complaints after the 60 s repeat rule. */
  complaints: number;
  maintenanceComplaints: number;
  arrivals: number;
  maintenanceArrivals: number;
  supervisors: number;
  counterCalls: number;
  cleandexCalls: number;
  manualCalls: number;
  /** Mean response minutes; null without resolved calls. */
  avgResponseTime: number | null;
  exposures: number;
  /** Complaints per 100 visits, 3 decimals; null without visits. */
  ratio: number | null;
  /** Mean rating 0..100; null without ratings. */
  score: number | null;
}

export interface AnalyticsRow extends AnalyticsFigures {
  roomId: string;
  displayName: string;
  topComplaints: ProblemCount[];
}

export interface AnalyticsTotals extends AnalyticsFigures {
  topComplaints: ProblemCount[];
}

export interface HourFigures extends AnalyticsFigures {
  /** Site-local hour of day, 0..23. */
  hour: number;
  time: string;
}

export interface ComplaintChart {
  /** Problem label keys, most reported first. */
  labels: string[];
  counts: number[];
}

/** `GET stats/performance/analytics` (spec §3 "Analytics data", §7). */
export interface AnalyticsResponse {
  siteId: string;
  timezone: string;
  timeFrom: string;
  timeTo: string;
  rows: AnalyticsRow[];
  totals: AnalyticsTotals;
  hourData: HourFigures[];
  charts: { cleaning: ComplaintChart; maintenance: ComplaintChart };
}

/** The analytics of the filtered site, reloaded on every filter or language change. */
export function useAnalytics(): ApiQueryState<AnalyticsResponse> {
  const { i18n } = useTranslation();
  return useApiQuery<AnalyticsResponse>(useStatsUrl('stats/performance/analytics', {}, { language: i18n.language }));
}
