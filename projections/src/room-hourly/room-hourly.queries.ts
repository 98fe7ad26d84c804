import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { RoomHourlyCountersTable } from './room-hourly.table.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;
export type RoomHourlyCounters = Selectable<RoomHourlyCountersTable>;

/** Hourly counters of the given rooms (or a whole site) in [from, to), oldest first. */
export async function readRoomHourlyCounters(
  db: Db,
  filter: { siteId?: string; roomIds?: readonly string[]; from?: Date; to?: Date } = {},
): Promise<RoomHourlyCounters[]> {
  let query = db.selectFrom('room_hourly_counters').selectAll();
  if (filter.siteId) query = query.where('site_id', '=', filter.siteId);
  if (filter.roomIds) query = query.where('room_id', 'in', filter.roomIds.length ? [...filter.roomIds] : ['']);
  if (filter.from) query = query.where('hour_start', '>=', filter.from);
  if (filter.to) query = query.where('hour_start', '<', filter.to);
  return query.orderBy('hour_start').orderBy('room_id').execute();
}

export * from './room-shift.stats.queries.ts';
export * from './room-stats.queries.ts';
