import type { CleanerArrival } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRoomStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/room/cleaner-arrival/{roomId}`: every period of the range, oldest first. */
export function useCleanerArrivals(roomId: string | null) {
  return useQuery(useRoomStatsQueryOptions<CleanerArrival>('stats/room/cleaner-arrival', roomId));
}
