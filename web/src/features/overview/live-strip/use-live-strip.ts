import type { LiveMessage, Overview, RealtimeSnapshot } from '@facility/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useSiteTimezone } from '../../../hooks/use-current-site.ts';
import { useSiteLive, type SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FilterSelection } from '../../../stores/filter-rules.ts';
import { filters } from '../../../stores/filter.store.ts';
import { statsQuery } from '../../../stores/stats-query.ts';
import { todayIn, type DateRange } from '../../../stores/time-range.ts';
import { openCallsNow, refreshDelay, stripFigures, stripRanges, type StripFigure, type StripPeriod, type StripRanges } from './live-strip-model.ts';

/** Without live messages (channel down, refused) the strip still reads again this often, and so follows midnight. */
const FALLBACK_REFRESH_MS = 60_000;

export interface LiveStripData {
  ranges: StripRanges;
  figures: StripFigure[];
  /** Null while the board's snapshot loads or if it failed. */
  openCalls: number | null;
  currency: string | null;
  status: SiteLiveStatus;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The live strip's reads for the filter's site and rooms: the overview route over a custom
 * range ending today (the API's custom ranges may end today; presets end yesterday) and over
 * the comparison range, and the real-time board's snapshot for the calls open now. A `stats`
 * or `room-status` live message of the site reads them again, at most every 5 s. Null until
 * a site and its time zone are known.
 */
export function useLiveStrip(period: StripPeriod): LiveStripData | null {
  const { selection } = useSnapshot(filters);
  const site = selection.site;
  const timezone = useSiteTimezone(site);
  // The site's own today: a manager abroad still sees the site's day.
  const ranges = timezone ? stripRanges(period, todayIn(timezone)) : null;
  const overviewUrl = (range: DateRange | undefined) =>
    site && range
      ? apiPath(
          'stats/performance/overview',
          statsQuery({ ...(selection as FilterSelection), timeType: 'custom_time', time: range, viewTimeBy: 'day' }),
        )
      : null;
  const currentUrl = overviewUrl(ranges?.current);
  const comparisonUrl = overviewUrl(ranges?.comparison);
  const boardUrl = site ? apiPath('room/realtime', { siteId: site }) : null;
  const keys = [currentUrl, comparisonUrl, boardUrl].map((url) => queryKeys.siteStats(site, url));

  const refetchInterval = FALLBACK_REFRESH_MS;
  const current = useQuery({ ...getQueryOptions<Overview>(keys[0]!, currentUrl), refetchInterval });
  const comparison = useQuery({ ...getQueryOptions<Overview>(keys[1]!, comparisonUrl), refetchInterval });
  const board = useQuery({ ...getQueryOptions<RealtimeSnapshot>(keys[2]!, boardUrl), refetchInterval });

  const status = useThrottledLiveRefresh(site, keys);

  if (!site || !ranges) return null;
  const queries = [current, comparison, board];
  return {
    ranges,
    figures: stripFigures(current.data?.totals, comparison.data?.totals),
    openCalls: board.data ? openCallsNow(board.data.rooms, selection) : null,
    currency: current.data?.currency ?? null,
    status,
    loading: queries.some((query) => query.isFetching),
    failed: queries.some((query) => query.isError),
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}

/**
 * Follows the site's live channel and marks `keys` stale on each `stats` or `room-status`
 * message, throttled: the first at once, then at most one refresh per 5 s (a trailing one,
 * so the last change of a burst is shown). A reconnection refreshes too: messages sent while
 * the channel was down are lost.
 */
function useThrottledLiveRefresh(site: string | null, keys: readonly (readonly unknown[])[]): SiteLiveStatus {
  const queryClient = useQueryClient();
  const latestKeys = useRef(keys);
  useEffect(() => {
    latestKeys.current = keys;
  });
  const lastRefreshAt = useRef<number | null>(null);
  const pending = useRef<number | undefined>(undefined);

  const schedule = useCallback(() => {
    if (pending.current !== undefined) return;
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      lastRefreshAt.current = Date.now();
      for (const queryKey of latestKeys.current) void queryClient.invalidateQueries({ queryKey, exact: true });
    }, refreshDelay(lastRefreshAt.current, Date.now()));
  }, [queryClient]);
  useEffect(() => () => window.clearTimeout(pending.current), []);

  const onMessage = useCallback((message: LiveMessage) => {
    if (message.kind === 'stats' || message.kind === 'room-status') schedule();
  }, [schedule]);
  const status = useSiteLive(site, onMessage);

  const previous = useRef(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting') schedule();
    previous.current = status;
  }, [status, schedule]);
  return status;
}
