import type { CleandexBoard } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/cleandex?siteId=`: the site's rooms with their Cleandex, lowest first. A
 * `cleandex` live message marks it stale (live-invalidation.ts), so it follows the rooms.
 */
export function useCleandexBoard(siteId: string | null) {
  return useQuery(getQueryOptions<CleandexBoard>(queryKeys.cleandex(siteId), siteId ? apiPath('cleandex', { siteId }) : null));
}
