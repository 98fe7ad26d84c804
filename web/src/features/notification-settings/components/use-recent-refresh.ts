import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSiteLive, type SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { notificationsKey } from '../api/notifications-api.ts';

/** Without a live channel, how often the list asks again. */
export const RECENT_POLL_MS = 10_000;

/**
 * Keeps the recent notifications fresh: each `notifications` live message of the site (a
 * request, an attempt, a delivery) reloads them, and so does a reconnection (messages sent
 * while the channel was down are lost). Until the channel is up, or when the server refuses
 * it, the list polls: the answer is the query's `refetchInterval`.
 */
export function useRecentRefresh(siteId: string): number | false {
  const client = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.kind === 'notifications') void client.invalidateQueries({ queryKey: notificationsKey(message.siteId) });
    },
    [client],
  );
  const status = useSiteLive(siteId, onMessage);
  const previous = useRef<SiteLiveStatus>(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting') void client.invalidateQueries({ queryKey: notificationsKey(siteId) });
    previous.current = status;
  }, [status, siteId, client]);
  return status === 'connected' ? false : RECENT_POLL_MS;
}
