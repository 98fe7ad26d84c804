import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSiteLive, type SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Heartbeats of many devices come in bursts: one re-read once a burst is over. */
const BURST_MS = 500;

/** The messages that change what the devices screen shows. */
export const touchesDevices = (message: Pick<LiveMessage, 'kind'>): boolean => message.kind === 'device-status' || message.kind === 'device-alerts';

/**
 * Keeps the site's device list current: each `device-status` or `device-alerts` message
 * marks the devices' cached reads stale (the list and the open device), and so does every
 * reconnection, since messages sent while the socket was down are lost. Answers the
 * channel's state for the "live" indicator.
 */
export function useLiveDevices(siteId: string | null): SiteLiveStatus {
  const client = useQueryClient();
  const timer = useRef(0);
  const reload = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void client.invalidateQueries({ queryKey: queryKeys.admin('device-status', siteId) });
      void client.invalidateQueries({ queryKey: queryKeys.admin('device') });
    }, BURST_MS);
  }, [client, siteId]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const status = useSiteLive(
    siteId,
    useCallback((message: LiveMessage) => {
      if (touchesDevices(message)) reload();
    }, [reload]),
  );

  // Back after a drop: whatever changed meanwhile came with no message.
  const previous = useRef<SiteLiveStatus>(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting') reload();
    previous.current = status;
  }, [status, reload]);
  return status;
}
