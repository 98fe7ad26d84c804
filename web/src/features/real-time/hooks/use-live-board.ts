import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { filters } from '../../../stores/filter.store.ts';
import type { LiveBoard } from '../state/live-merge.ts';
import { holdLiveChannel, live, showSite } from '../state/live.store.ts';

/** The live board of the filter's site; holds the live channel while the calling screen is shown. */
export function useLiveBoard() {
  const siteId = useSnapshot(filters).selection.site;
  const queryClient = useQueryClient();
  useEffect(() => holdLiveChannel(queryClient), [queryClient]);
  useEffect(() => showSite(siteId), [siteId]);
  const state = useSnapshot(live);
  // The board is a valtio `ref`: the snapshot hands back the very (never mutated) object.
  return { ...state, board: state.board as LiveBoard | null };
}

/** The time now, moving on every `intervalMs`: call ages and "cleaned 5 minutes ago" keep up. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
