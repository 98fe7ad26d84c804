import type { ComplaintCategory, ManualCallBody } from '@facility/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface ManualCall {
  roomId: string;
  category: ComplaintCategory;
}

/**
 * `POST /api/room/{id}/calls`: a manager's "call cleaner" opens a `manual` call (or joins
 * the one already open). The board itself shows the result through the live channel; the
 * room's own screens (its status, its service log) read it again when next shown.
 */
export function useOpenManualCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, category }: ManualCall) => apiRequest<unknown>(`/api/room/${encodeURIComponent(roomId)}/calls`, { method: 'POST', body: { category } satisfies ManualCallBody }),
    onSuccess: (_answer, { roomId }) => {
      void client.invalidateQueries({ queryKey: queryKeys.roomDetails(roomId) });
      void client.invalidateQueries({ queryKey: queryKeys.roomStats(roomId) });
    },
  });
}
