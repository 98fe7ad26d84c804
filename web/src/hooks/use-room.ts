import type { RoomStatus } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../lib/api-client.ts';
import { getQueryOptions } from '../lib/api-query.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * `GET room/{id}`: the room of a room screen and its live status, shared by its header and
 * its content (one request, one cache entry).
 */
export function useRoom(roomId: string | null) {
  const url = roomId ? apiPath(`room/${encodeURIComponent(roomId)}`) : null;
  return useQuery({
    ...getQueryOptions<RoomStatus>(queryKeys.roomDetails(roomId), url),
    // Another room's details must never show under this room's name while it loads.
    placeholderData: undefined,
  });
}
