import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSiteLive } from '../../../hooks/use-site-live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { surveysKey } from './surveys-api.ts';

/**
 * Keeps the survey screens fresh while open: a `surveys` message (answers arrived, a survey
 * changed) marks the site's survey list (answer counts) and statistics (the results) stale,
 * and so does a reconnection, since messages sent while the channel was down are lost. Only
 * the open queries reload, so this costs one request per message.
 */
export function useSurveysLive(siteId: string | null): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (site: string) => {
      void queryClient.invalidateQueries({ queryKey: surveysKey(site) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteStats(site) });
    },
    [queryClient],
  );
  const onMessage = useCallback((message: LiveMessage) => message.kind === 'surveys' && refresh(message.siteId), [refresh]);
  const status = useSiteLive(siteId, onMessage);

  const previous = useRef(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting' && siteId) refresh(siteId);
    previous.current = status;
  }, [status, siteId, refresh]);
}
