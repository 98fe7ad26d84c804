import type { Overview } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/**
 * The room's overview series (`GET stats/performance/overview` narrowed to one room) for
 * the time filter, shift and days (the room screens' filter).
 */
export function useRoomOverview(roomId: string | null) {
  return useQuery(useStatsQueryOptions<Overview>({ path: 'stats/performance/overview', query: { shiftAndDaysOnly: true }, extra: { rooms: roomId }, roomId }));
}
