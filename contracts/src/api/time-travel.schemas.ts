import Type from 'typebox';
import { LiveRoom } from './room-status.schemas.ts';
import { Nullable } from './schema-helpers.ts';

const Instant = Type.String({ format: 'date-time' });
const At = Type.String({ format: 'date-time', description: 'The moment to look at (ISO 8601); not in the future' });

/** `GET /api/room/history?siteId=&at=`: the real-time board as of a past moment. */
export const BoardHistoryQuerystring = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 200 }), at: At }, { additionalProperties: false });
export type BoardHistoryQuerystring = Type.Static<typeof BoardHistoryQuerystring>;

/** `GET /api/room/{id}/history?at=`: a room's status as of a past moment. */
export const RoomHistoryQuerystring = Type.Object({ at: At }, { additionalProperties: false });
export type RoomHistoryQuerystring = Type.Static<typeof RoomHistoryQuerystring>;

/**
 * The board as of `at`, worked out from the event log (not from a stored copy): the rooms
 * as the live board showed them then, and the shift that was working then.
 */
export const BoardHistoryResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  at: Instant,
  activeShift: Nullable(Type.Object({ shiftNumber: Type.Integer(), shiftName: Type.String(), minSla: Type.Integer(), maxSla: Type.Integer() })),
  rooms: Type.Array(LiveRoom),
  /** Rooms on this board that were removed since, with their English names: no list of the site's current rooms holds them. */
  removedRooms: Type.Array(Type.Object({ roomId: Type.String(), roomNameEn: Type.String() })),
});
export type BoardHistory = Type.Static<typeof BoardHistoryResponse>;
