import type { BoardHistory } from '@facility/contracts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/room/history?siteId=&at=`: the board as of a past moment, worked out from the event log. */
export const boardHistoryQuery = (siteId: string, at: string) => ({
  queryKey: queryKeys.boardHistory(siteId, at),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<BoardHistory>(apiPath('room/history', { siteId, at }), { signal }),
  // The past does not change: a moment once seen is shown again at once while scrubbing back.
  staleTime: Infinity,
});
