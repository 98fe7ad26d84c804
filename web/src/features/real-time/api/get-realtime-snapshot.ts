import type { RealtimeSnapshot } from '@facility/contracts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/room/realtime?siteId=`: every room of the site with its live state and the position it reflects. */
export const getRealtimeSnapshot = (siteId: string, signal: AbortSignal): Promise<RealtimeSnapshot> =>
  apiRequest<RealtimeSnapshot>(apiPath('room/realtime', { siteId }), { signal });
