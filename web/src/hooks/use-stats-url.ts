import { useSnapshot } from 'valtio';
import { apiPath, type QueryValue } from '../lib/api-client.ts';
import type { FilterSelection } from '../stores/filter-rules.ts';
import { filters } from '../stores/filter.store.ts';
import { statsQuery, type StatsQueryOptions } from '../stores/stats-query.ts';

/**
 * The URL of a statistics route for the current filter, or null until a site is chosen.
 * Screens hand it to `useApiQuery`, so every filter change is exactly one reload.
 */
export function useStatsUrl(path: string | null, options: StatsQueryOptions = {}, extra: Record<string, QueryValue> = {}): string | null {
  const { selection } = useSnapshot(filters);
  if (!path || !selection.site) return null;
  return apiPath(path, { ...statsQuery(selection as FilterSelection, options), ...extra });
}
