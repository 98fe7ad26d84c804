import type { RoomExposures } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRoomStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/room/room-exposures/{roomId}`: every period of the range, oldest first. */
export function useRoomExposures(roomId: string | null) {
  return useQuery(useRoomStatsQueryOptions<RoomExposures>('stats/room/room-exposures', roomId));
}
