import type { Overview } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/performance/overview` for the overview screen: always last month by day (spec §2). */
export function useOverview() {
  return useQuery(useStatsQueryOptions<Overview>({ path: 'stats/performance/overview', query: { fixedTimeType: 'last_month' } }));
}
