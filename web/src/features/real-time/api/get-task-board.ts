import type { TaskBoard } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/task/board?siteId=`: today's task occurrences of the site. Keyed under the
 * site's task reads (`admin`, `tasks`, site), so a task saved or marked done anywhere, and
 * the page's `tasks` live messages, mark it stale.
 */
export const taskBoardKey = (siteId: string | null) => queryKeys.admin('tasks', siteId);

export function useTaskBoard(siteId: string | null, refetchInterval: number | false) {
  return useQuery({
    ...getQueryOptions<TaskBoard>(queryKeys.admin('tasks', siteId, 'board'), siteId ? apiPath('task/board', { siteId }) : null),
    refetchInterval,
  });
}
