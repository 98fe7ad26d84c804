import type { ComplaintCategory, ServiceLog } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRoomStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/room/service-log/{roomId}?category=…`: the room's calls of one category in the range, newest first. */
export function useServiceLog(roomId: string | null, category: ComplaintCategory) {
  return useQuery(useRoomStatsQueryOptions<ServiceLog>('stats/room/service-log', roomId, { category }));
}
