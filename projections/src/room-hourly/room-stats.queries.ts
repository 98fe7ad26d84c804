import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/**
 * Queries behind the room statistics screens that the shared statistics queries do not
 * cover (the counters themselves come from `sumShiftCountersByPeriod`,
 * `sumShiftCountersByRoom` and `sumHourlyCountersByHour`).
 */

/** A room's name for statistics lists, removed rooms included (their history stays). */
export interface RoomName {
  roomId: string;
  displayName: string;
  removed: boolean;
}

/** Every room the site ever had, removed ones included, by display name. */
export async function listSiteRoomNames(db: Db, siteId: string): Promise<RoomName[]> {
  return db
    .selectFrom('rooms')
    .select(['room_id as roomId', 'display_name as displayName', 'removed'])
    .where('site_id', '=', siteId)
    .orderBy('display_name')
    .orderBy('room_id')
    .execute();
}
