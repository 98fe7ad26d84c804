import type { OverviewResponse } from '../../../components/charts/overview-series.ts';
import { useStatsUrl } from '../../../hooks/use-stats-url.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** `GET stats/performance/overview` for the overview screen: always last month by day (spec §2). */
export function useOverview() {
  return useApiQuery<OverviewResponse>(useStatsUrl('stats/performance/overview', { fixedTimeType: 'last_month' }));
}
