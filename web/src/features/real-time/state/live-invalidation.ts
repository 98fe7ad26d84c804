import type { LiveMessage } from '@facility/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The cached reads a live message makes stale (each key a prefix). The board itself merges
 * the message (live-merge.ts); these are the other screens' answers about the same rooms:
 * - room status (rooms' state and calls): the rooms' details and their statistics, whose
 *   service log lists the calls;
 * - device health: the rooms' details, which list their devices' health;
 * - statistics: the site's and the rooms' statistics.
 * - device alerts: the site's alert lists and offline-time report (features/device-alerts, keyed by site).
 * - Cleandex: the site's Cleandex board (its series follows the statistics messages).
 * A message that names no rooms may concern any room of the site; cached rooms are not
 * keyed by site, so then every room's are stale.
 */
export function staleQueryKeys(message: LiveMessage): QueryKey[] {
  const rooms = (key: (roomId?: string) => QueryKey) => (message.roomIds.length > 0 ? message.roomIds.map((roomId) => key(roomId)) : [key()]);
  const details = (roomId?: string) => queryKeys.roomDetails(roomId);
  const stats = (roomId?: string) => queryKeys.roomStats(roomId);
  switch (message.kind) {
    case 'room-status':
      return [...rooms(details), ...rooms(stats)];
    case 'device-status':
      return rooms(details);
    case 'device-alerts':
      return [queryKeys.admin('device-alerts', message.siteId)];
    case 'stats':
      return [queryKeys.siteStats(message.siteId), ...rooms(stats)];
    case 'cleandex':
      return [queryKeys.cleandex(message.siteId)];
    case 'notifications':
      // The notification screens and the service log listen for these themselves.
      return [];
    case 'tasks':
      // The site's task list, calendar and board (features/tasks, real-time task board), keyed by site.
      return [queryKeys.admin('tasks', message.siteId)];
    case 'surveys':
      // The survey screens listen for these themselves.
      return [];
  }
}
