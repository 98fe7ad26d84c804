import type { CleandexSeries } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FilterSelection } from '../../../stores/filter-rules.ts';
import { filters } from '../../../stores/filter.store.ts';
import { statsQuery } from '../../../stores/stats-query.ts';

/**
 * `GET /api/cleandex/series?siteId=&roomId=` for the filter's time range and view-by. The
 * series has no shifts or weekdays (the scores are kept per hour), so those are not sent.
 * Cached under the room's statistics: the `stats` live messages refresh it.
 */
export function useCleandexSeries(roomId: string | null, siteId: string | null | undefined) {
  const { selection } = useSnapshot(filters);
  let url: string | null = null;
  if (roomId && siteId) {
    const { timeType, timeFrom, timeTo, viewTimeBy } = statsQuery(selection as FilterSelection, { roomInPath: true });
    url = apiPath('cleandex/series', { siteId, roomId, timeType, timeFrom, timeTo, viewTimeBy });
  }
  return useQuery(getQueryOptions<CleandexSeries>(queryKeys.roomStats(roomId, url), url));
}
