import type { HourData } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRoomStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/** `GET stats/room/hourData/{roomId}`: all 24 hours, sorted. */
export function useHourData(roomId: string | null) {
  return useQuery(useRoomStatsQueryOptions<HourData>('stats/room/hourData', roomId));
}
