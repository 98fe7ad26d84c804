import { useRoomStatsUrl } from '../../../components/room/room-header.tsx';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

export type ServiceCategory = 'cleaning' | 'maintenance';
export type SlaState = 'in_sla' | 'late' | 'escalated' | 'open';

/** One call of the room's service log. */
export interface ServiceLogCall {
  callId: string;
  source: string;
  category: ServiceCategory;
  /** Label keys, first report first. */
  problems: string[];
  complaintCount: number;
  openedAt: string;
  resolvedAt: string | null;
  responseMinutes: number | null;
  resolvedBy: string | null;
  shiftNumber: number | null;
  minSla: number | null;
  maxSla: number | null;
  escalated: boolean;
  escalatedAt: string | null;
  slaState: SlaState;
}

/** `GET stats/room/service-log/{roomId}?category=…`: the room's calls of one category in the range. */
export interface ServiceLogResponse {
  roomId: string;
  siteId: string;
  timezone: string;
  category: ServiceCategory;
  timeFrom: string;
  timeTo: string;
  /** Newest first, at most the server's limit. */
  calls: ServiceLogCall[];
  /** Every call that matched, before the limit. */
  total: number;
}

export function useServiceLog(roomId: string | null, category: ServiceCategory): ApiQueryState<ServiceLogResponse> {
  return useApiQuery<ServiceLogResponse>(useRoomStatsUrl('stats/room/service-log', roomId, { category }));
}
