import type { Overview } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/performance/overview` for the whole filter (time type, view-by, extra filter). */
export function usePerformanceOverview() {
  return useQuery(useStatsQueryOptions<Overview>({ path: 'stats/performance/overview' }));
}
