import { useRoomStatsUrl } from '../../../components/room/room-header.tsx';
import type { PeriodWindow } from '../../../components/room/room-period.ts';
import type { ViewUnit } from '../../../config/constants.ts';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

export interface ExposureRow extends PeriodWindow {
  /** Exposures: people detected in front of the room's feedback devices. */
  count: number;
  /** Visitors counted at the room's doors, for comparison. */
  visits: number;
  isAmended: boolean;
}

/** `GET stats/room/room-exposures/{roomId}`: every period of the range, oldest first. */
export interface RoomExposuresResponse {
  roomId: string;
  displayName: string;
  timezone: string;
  timeFrom: string;
  timeTo: string;
  viewTimeBy: ViewUnit;
  rows: ExposureRow[];
  total: { count: number; visits: number };
}

export function useRoomExposures(roomId: string | null): ApiQueryState<RoomExposuresResponse> {
  return useApiQuery<RoomExposuresResponse>(useRoomStatsUrl('stats/room/room-exposures', roomId));
}
