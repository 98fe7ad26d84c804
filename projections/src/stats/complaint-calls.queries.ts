import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { HourlyRangeFilter } from './analytics.queries.ts';
import { roomFilterConditions, roomsJoin } from './room-filter.sql.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A call a complaint opened: where, when, and the problem that opened it. */
export interface ComplaintCallOpening {
  roomId: string;
  /** Epoch milliseconds. */
  openedAt: number;
  /** The label key of the complaint that opened the call (its first problem). */
  problem: string;
}

/**
 * The calls complaints opened at a site in [from, to) (the room filter applied): what the
 * service-name and hour filters narrow the complaint-opened calls to, by the problem that
 * opened each call and the hour it opened in.
 */
export async function complaintCallOpenings(db: Db, filter: HourlyRangeFilter): Promise<ComplaintCallOpening[]> {
  const { conditions, needsRooms } = roomFilterConditions(filter, 'k');
  conditions.unshift(sql`k.site_id = ${filter.siteId}`, sql`k.source = 'complaint'`, sql`k.opened_at >= ${filter.from}`, sql`k.opened_at < ${filter.to}`);
  const result = await sql<ComplaintCallOpening>`
    select k.room_id as "roomId", (extract(epoch from k.opened_at) * 1000)::float8 as "openedAt", coalesce(k.problems ->> 0, '') as problem
    from calls k ${roomsJoin(needsRooms, 'k')}
    where ${sql.join(conditions, sql` and `)}
    order by k.opened_at`.execute(db);
  return result.rows;
}
