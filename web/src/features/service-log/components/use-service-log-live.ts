import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSiteLive } from '../../../hooks/use-site-live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Reloads the room's log when the site's live channel says its calls or their notifications
 * changed (a delivery, an attempt, a check-in): the notification column then follows without
 * a reload of the page.
 */
export function useServiceLogLive(siteId: string | null, roomId: string | null): void {
  const client = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (!roomId) return;
      const aboutRoom = message.roomIds.length === 0 || message.roomIds.includes(roomId);
      if ((message.kind === 'notifications' || message.kind === 'room-status') && aboutRoom) void client.invalidateQueries({ queryKey: queryKeys.roomStats(roomId) });
    },
    [client, roomId],
  );
  useSiteLive(roomId ? siteId : null, onMessage);
}
