import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { withCustomPlans } from './custom-plans.ts';
import { roomFilterConditions, roomsJoin } from './room-filter.sql.ts';
import type { HourlyRangeFilter } from './analytics.queries.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** Visitors counted in one room and UTC hour. */
export interface HourlyRoomVisits {
  roomId: string;
  /** UTC hour start, epoch milliseconds. */
  hourStart: number;
  visits: number;
}

/**
 * The room-hours of a site with visitors over the filter, oldest first: what the busiest
 * hour of each room (the suggestions' `visits_peak`) is found from. Hours without visitors
 * are left out, which keeps the answer to the hours that can matter.
 */
export async function hourlyRoomVisits(db: Db, filter: HourlyRangeFilter): Promise<HourlyRoomVisits[]> {
  const { conditions, needsRooms } = roomFilterConditions(filter, 'c');
  conditions.unshift(sql`c.site_id = ${filter.siteId}`, sql`c.hour_start >= ${filter.from}`, sql`c.hour_start < ${filter.to}`, sql`c.visits > 0`);
  const result = await withCustomPlans(db, (trx) => sql<HourlyRoomVisits>`
    select c.room_id as "roomId", (extract(epoch from c.hour_start) * 1000)::float8 as "hourStart", c.visits
    from room_hourly_counters c ${roomsJoin(needsRooms, 'c')}
    where ${sql.join(conditions, sql` and `)}
    order by c.hour_start, c.room_id`.execute(trx));
  return result.rows;
}
