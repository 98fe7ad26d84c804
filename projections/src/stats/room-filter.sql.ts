import { sql, type RawBuilder } from 'kysely';
import type { RoomGender } from '@facility/contracts';

/** The dashboard's room filters as the statistics queries take them; absent fields do not filter. */
export interface StatsRoomFilter {
  /** Only these rooms (an empty list matches nothing). */
  roomIds?: readonly string[] | undefined;
  buildings?: readonly string[] | undefined;
  floors?: readonly number[] | undefined;
  genders?: readonly RoomGender[] | undefined;
}

/**
 * Whether the filter keeps only some rooms. Without one, a statistic covers every room the
 * site's counters name, removed ones included, and may read the site rollups instead.
 */
export const filtersRooms = (filter: StatsRoomFilter): boolean =>
  filter.roomIds !== undefined || Boolean(filter.buildings?.length || filter.floors?.length || filter.genders?.length);

/**
 * SQL conditions for a room filter on a table aliased `alias` with a `room_id` column,
 * and whether they need `rooms r` joined on it.
 */
export function roomFilterConditions(filter: StatsRoomFilter, alias: string): { conditions: RawBuilder<unknown>[]; needsRooms: boolean } {
  const conditions: RawBuilder<unknown>[] = [];
  const column = sql.ref(`${alias}.room_id`);
  if (filter.roomIds) conditions.push(filter.roomIds.length ? sql`${column} in (${sql.join(filter.roomIds)})` : sql`false`);
  if (filter.buildings?.length) conditions.push(sql`r.building in (${sql.join(filter.buildings)})`);
  if (filter.floors?.length) conditions.push(sql`r.floor in (${sql.join(filter.floors)})`);
  if (filter.genders?.length) conditions.push(sql`r.gender in (${sql.join(filter.genders)})`);
  return { conditions, needsRooms: Boolean(filter.buildings?.length || filter.floors?.length || filter.genders?.length) };
}

/** Joins `rooms r` on `alias.room_id` when the filter needs room fields. */
export const roomsJoin = (needsRooms: boolean, alias: string) =>
  needsRooms ? sql`join rooms r on r.room_id = ${sql.ref(`${alias}.room_id`)}` : sql``;
