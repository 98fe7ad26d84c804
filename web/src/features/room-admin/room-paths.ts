/** The room screens' addresses (web/src/config/routes.ts): the list, the generator, a room, a new room. */
export const ROOM_PATHS = {
  list: '/admin/room/list',
  generate: '/admin/room/generate',
  /** A new room is made on the room page itself (`/admin/room/new`, the roomDetails route). */
  create: '/admin/room/new',
  details: (roomId: string) => `/admin/room/${encodeURIComponent(roomId)}`,
} as const;

/** The roomDetails id that stands for a room not made yet. */
export const NEW_ROOM_ID = 'new';
