import type { AdminRoom, AdminRoomList, CreateRoomBody, GeneratedRooms, GenerateRoomsBody, UpdateRoomBody } from '@facility/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/rooms?siteId=`: the site's rooms (nothing is asked before a site is chosen). */
export const roomsQuery = (siteId: string | null) =>
  getQueryOptions<AdminRoomList>(queryKeys.admin('rooms', siteId), siteId === null ? null : apiPath('admin/rooms', { siteId }));

/** `GET /api/admin/rooms/{id}`. */
export const roomQuery = (roomId: string) => getQueryOptions<AdminRoom>(queryKeys.admin('room', roomId), apiPath(`admin/rooms/${encodeURIComponent(roomId)}`));

export const roomHistoryPath = (roomId: string) => `admin/rooms/${encodeURIComponent(roomId)}/history`;

/**
 * Besides the admin lists, a room shows in the filter's room list (the header's room count,
 * the extra filter), the real-time boards and the room screens: a change marks them stale so
 * an added, renamed or removed room shows as it is now everywhere.
 */
const ROOM_VIEWS = [queryKeys.filterOptions(''), queryKeys.realtimeSnapshot(''), queryKeys.roomDetails()] as const;

export function useCreateRoom(onCreated: (room: AdminRoom) => void) {
  return useAdminWrite<CreateRoomBody, AdminRoom>({
    request: (body) => ({ method: 'POST', url: apiPath('admin/rooms'), body }),
    invalidates: ROOM_VIEWS,
    onSuccess: onCreated,
  });
}

export function useUpdateRoom(roomId: string) {
  return useAdminWrite<UpdateRoomBody, AdminRoom>({
    request: (body) => ({ method: 'PUT', url: apiPath(`admin/rooms/${encodeURIComponent(roomId)}`), body }),
    invalidates: ROOM_VIEWS,
  });
}

/** Removes a room from every list; its history stays readable. A room with devices answers 409 (a toast). */
export function useDeleteRoom() {
  return useAdminWrite<string, null>({
    request: (roomId) => ({ method: 'DELETE', url: apiPath(`admin/rooms/${encodeURIComponent(roomId)}`) }),
    invalidates: ROOM_VIEWS,
    popup: 'deleted',
  });
}

/** The generator's dry run: the rooms a map would make. Writes nothing, so nothing goes stale and no popup shows. */
export function usePreviewRooms() {
  return useMutation<GeneratedRooms, unknown, GenerateRoomsBody>({
    mutationFn: (body) => apiRequest<GeneratedRooms>(apiPath('admin/rooms/generate'), { method: 'POST', body: { ...body, dryRun: true } }),
  });
}

/** The generator's commit: every room of the map, or none (a 400 names the field). */
export function useGenerateRooms(onCreated: (result: GeneratedRooms) => void) {
  return useAdminWrite<GenerateRoomsBody, GeneratedRooms>({
    request: (body) => ({ method: 'POST', url: apiPath('admin/rooms/generate'), body: { ...body, dryRun: false } }),
    invalidates: ROOM_VIEWS,
    onSuccess: onCreated,
  });
}
