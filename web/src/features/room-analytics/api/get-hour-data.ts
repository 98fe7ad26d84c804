import { useRoomStatsUrl } from '../../../components/room/room-header.tsx';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

/** One site-local hour of the day, summed over the range. */
export interface HourPoint {
  hour: number;
  visits: number;
  complaints: number;
  maintenanceComplaints: number;
  arrivals: number;
  supervisorArrivals: number;
  maintenanceArrivals: number;
  exposures: number;
}

/** `GET stats/room/hourData/{roomId}`: all 24 hours, sorted. */
export interface HourDataResponse {
  roomId: string;
  timezone: string;
  timeFrom: string;
  timeTo: string;
  hourData: HourPoint[];
}

export function useHourData(roomId: string | null): ApiQueryState<HourDataResponse> {
  return useApiQuery<HourDataResponse>(useRoomStatsUrl('stats/room/hourData', roomId));
}
