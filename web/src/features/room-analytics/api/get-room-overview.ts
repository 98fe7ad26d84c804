import type { OverviewResponse } from '../../../components/charts/overview-series.ts';
import { useStatsUrl } from '../../../hooks/use-stats-url.ts';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

export type { OverviewPoint as SeriesPoint, OverviewTrend as Trend, SeriesName } from '../../../components/charts/overview-series.ts';

/** `GET stats/performance/overview` narrowed to one room. */
export type RoomOverviewResponse = OverviewResponse;

/** The room's overview series for the time filter, shift and days (the room screens' filter). */
export function useRoomOverview(roomId: string | null): ApiQueryState<RoomOverviewResponse> {
  const url = useStatsUrl('stats/performance/overview', { shiftAndDaysOnly: true }, { rooms: roomId });
  return useApiQuery<RoomOverviewResponse>(roomId ? url : null);
}
