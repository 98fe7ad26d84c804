import { apiRequest } from '../../../lib/api-client.ts';

export type ManualCallCategory = 'cleaning' | 'maintenance';

/**
 * `POST /api/room/{id}/calls`: a manager's "call cleaner" opens a `manual` call (or joins
 * the one already open). The board itself shows the result through the live channel.
 */
export const openManualCall = (roomId: string, category: ManualCallCategory): Promise<unknown> =>
  apiRequest<unknown>(`/api/room/${encodeURIComponent(roomId)}/calls`, { method: 'POST', body: { category } });
