import { useSnapshot } from 'valtio';
import { apiPath, type QueryValue } from '../lib/api-client.ts';
import { getQueryOptions } from '../lib/api-query.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { FilterSelection } from '../stores/filter-rules.ts';
import { filters } from '../stores/filter.store.ts';
import { statsQuery, type StatsQueryOptions } from '../stores/stats-query.ts';
import { useRoom } from './use-room.ts';

interface StatsRequest {
  /** The route under `/api/`. */
  path: string;
  query?: StatsQueryOptions;
  /** Parameters of this route beyond the filter. */
  extra?: Record<string, QueryValue>;
  /** One room's statistics are cached under the room (null: no room yet, nothing loads). */
  roomId?: string | null;
}

/**
 * The query of a statistics route for the current filter. The URL carries the whole filter
 * and ends the key, so every filter change is exactly one new request; the key starts with
 * the site (or the room) so a live message can mark its statistics stale. Nothing loads
 * until a site is chosen.
 */
export function useStatsQueryOptions<T>({ path, query = {}, extra = {}, roomId }: StatsRequest) {
  const { selection } = useSnapshot(filters);
  // A room's statistics wait for its details (the screen's own request, shared) and load
  // under the room's site only: a room opened from another site's selection is asked for
  // once, for its site, which the app then selects, never for the other site's zeros.
  const room = useRoom(roomId ?? null);
  const roomReady = roomId === undefined || (roomId !== null && room.data?.siteId === selection.site);
  const url = selection.site && roomReady ? apiPath(path, { ...statsQuery(selection as FilterSelection, query), ...extra }) : null;
  return getQueryOptions<T>(roomId === undefined ? queryKeys.siteStats(selection.site, url) : queryKeys.roomStats(roomId, url), url);
}

/** A room statistics route (`<path>/<roomId>`) for the current filter: time, shift and days (spec §2). */
export const useRoomStatsQueryOptions = <T>(path: string, roomId: string | null, extra: Record<string, QueryValue> = {}) =>
  useStatsQueryOptions<T>({ path: `${path}/${encodeURIComponent(roomId ?? '')}`, query: { roomInPath: true }, extra, roomId });
