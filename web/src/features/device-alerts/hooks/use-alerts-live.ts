import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSiteLive, type SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { deviceAlertsKey } from '../api/device-alerts-api.ts';

/** Without a live channel, how often the alert lists ask again. */
export const ALERTS_POLL_MS = 30_000;

/**
 * Keeps a site's alert reads fresh while the screen is open: each `device-alerts` message
 * marks them stale (the open queries reload), and so does a reconnection, since messages
 * sent while the channel was down are lost. Until the channel is up (or when the server
 * refuses it) the caller polls: `refetchInterval` says how often.
 */
export function useAlertsLive(siteId: string | null): { status: SiteLiveStatus; refetchInterval: number | false } {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.kind === 'device-alerts') void queryClient.invalidateQueries({ queryKey: deviceAlertsKey(message.siteId) });
    },
    [queryClient],
  );
  const status = useSiteLive(siteId, onMessage);

  const previous = useRef<SiteLiveStatus>(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting' && siteId) void queryClient.invalidateQueries({ queryKey: deviceAlertsKey(siteId) });
    previous.current = status;
  }, [status, siteId, queryClient]);

  return { status, refetchInterval: status === 'connected' ? false : ALERTS_POLL_MS };
}
