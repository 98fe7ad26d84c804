import type { RealtimeSnapshot } from '@facility/contracts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/room/realtime?siteId=`: every room of the site with its live state and the
 * position it reflects. The live store reads it (never a component): the board is this
 * snapshot with the live messages merged on top (live-merge.ts).
 */
export const realtimeSnapshotQuery = (siteId: string) => ({
  queryKey: queryKeys.realtimeSnapshot(siteId),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<RealtimeSnapshot>(apiPath('room/realtime', { siteId }), { signal }),
});
