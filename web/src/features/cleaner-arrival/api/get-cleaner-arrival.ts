import { useRoomStatsUrl } from '../../../components/room/room-header.tsx';
import type { PeriodWindow } from '../../../components/room/room-period.ts';
import type { ViewUnit } from '../../../config/constants.ts';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

/** The arrivals and calls of one period (or of the whole range, in `total`). */
export interface ArrivalCounts {
  /** Cleaner arrivals. */
  count: number;
  cleanerArrivals: number;
  supervisorArrivals: number;
  maintenanceArrivals: number;
  counterCalls: number;
  cleandexCalls: number;
  manualCalls: number;
}

export interface ArrivalRow extends PeriodWindow, ArrivalCounts {
  /** Events for the period arrived after it had ended (a late upload). */
  isAmended: boolean;
}

/** `GET stats/room/cleaner-arrival/{roomId}`: every period of the range, oldest first. */
export interface CleanerArrivalResponse {
  roomId: string;
  displayName: string;
  timezone: string;
  timeFrom: string;
  timeTo: string;
  viewTimeBy: ViewUnit;
  rows: ArrivalRow[];
  total: ArrivalCounts;
}

export function useCleanerArrivals(roomId: string | null): ApiQueryState<CleanerArrivalResponse> {
  return useApiQuery<CleanerArrivalResponse>(useRoomStatsUrl('stats/room/cleaner-arrival', roomId));
}
