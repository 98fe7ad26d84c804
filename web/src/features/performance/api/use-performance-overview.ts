import type { OverviewResponse } from '../../../components/charts/overview-series.ts';
import { useStatsUrl } from '../../../hooks/use-stats-url.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** `GET stats/performance/overview` for the whole filter (time type, view-by, extra filter). */
export function usePerformanceOverview() {
  const url = useStatsUrl('stats/performance/overview');
  return { url, ...useApiQuery<OverviewResponse>(url) };
}
