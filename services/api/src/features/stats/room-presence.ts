import { firstCountedDays, listRooms, localDateOf, type ReadModelDatabase, type RoomRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import { roomPresenceOf, type RoomPresence } from './time-saved.maths.ts';

/** The rooms time saved plans rounds for over a range, and the days each was there. */
export interface RoomsOfTheRange {
  rooms: RoomRecord[];
  presence: Map<string, RoomPresence>;
}

/**
 * The site's rooms and those removed since, each counted on the days it was there (see
 * `roomPresenceOf`). A removed room without a removal time (removed before it was recorded,
 * with the log on KurrentDB) is left out, as every removed room was until then. Only rooms
 * created after the range's first day have their first recorded day looked up.
 */
export async function roomsOfTheRange(db: Kysely<ReadModelDatabase>, site: { siteId: string; timezone: string }, start: string): Promise<RoomsOfTheRange> {
  const rooms = (await listRooms(db, site.siteId, { withRemoved: true })).filter((room) => !room.removed || room.removedAt !== null);
  const dayOf = (at: Date | null) => (at === null ? null : localDateOf(at, site.timezone));
  const lateComers = rooms.filter((room) => (dayOf(room.createdAt) ?? '') > start).map((room) => room.roomId);
  const firstDays = await firstCountedDays(db, lateComers);
  const presence = new Map<string, RoomPresence>();
  for (const room of rooms) {
    const bounds = roomPresenceOf(dayOf(room.createdAt), dayOf(room.removedAt), firstDays.get(room.roomId));
    // A room there before the range began and never removed needs no bounds.
    if ((bounds.from !== undefined && bounds.from > start) || bounds.until !== undefined) presence.set(room.roomId, bounds);
  }
  return { rooms, presence };
}
