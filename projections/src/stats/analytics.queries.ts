import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { counterSumsSql, type RoomCounters } from '../room-hourly/counter-fields.ts';
import { shiftCounterConditions, type ShiftCountersFilter } from '../room-hourly/room-shift.stats.queries.ts';
import { pgArrayLiteral } from '../engine/pg-array.ts';
import { withCustomPlans } from './custom-plans.ts';
import { hourRuns, MAX_HOUR_RANGES } from './hour-runs.ts';
import { roomFilterConditions, roomsJoin, type StatsRoomFilter } from './room-filter.sql.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** The counters of the analytics table (spec §3 "Analytics table columns"), summed over some buckets. */
export type AnalyticsCounterSums = RoomCounters;

export interface RoomCounterSums extends AnalyticsCounterSums {
  roomId: string;
}

const SUMS = counterSumsSql('c');

/**
 * The day-and-shift counters summed per room over the filter (site, site-local days,
 * rooms, shifts, weekdays): the analytics table. Rooms without counters are absent.
 */
export async function sumShiftCountersByRoom(db: Db, filter: Omit<ShiftCountersFilter, 'unit'>): Promise<RoomCounterSums[]> {
  const { where, join } = shiftCounterConditions(filter);
  const result = await sql<RoomCounterSums>`
    select c.room_id as "roomId", ${SUMS}
    from room_shift_counters c ${join}
    where ${where}
    group by c.room_id
    order by c.room_id`.execute(db);
  return result.rows;
}

/** Hours of a site's hourly read models to read: UTC hour starts in [from, to), and a room filter. */
export interface HourlyRangeFilter extends StatsRoomFilter {
  siteId: string;
  from: Date;
  to: Date;
}

function hourlyConditions(filter: HourlyRangeFilter, alias: string) {
  const { conditions, needsRooms } = roomFilterConditions(filter, alias);
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  conditions.unshift(sql`${ref('site_id')} = ${filter.siteId}`, sql`${ref('hour_start')} >= ${filter.from}`, sql`${ref('hour_start')} < ${filter.to}`);
  return { where: sql.join(conditions, sql` and `), join: roomsJoin(needsRooms, alias) };
}

export interface HourCounterSums extends AnalyticsCounterSums {
  /** UTC hour start, epoch milliseconds. */
  hourStart: number;
  /** The room, when summed per room; null when summed over the rooms. */
  roomId: string | null;
}

/**
 * The hourly counters summed per UTC hour (over the filtered rooms, or per room with
 * `byRoom`), oldest first. The caller places each hour in the site's calendar (local
 * hour of day, day and shift), which SQL cannot do for shifts and holidays.
 */
export async function sumHourlyCountersByHour(db: Db, filter: HourlyRangeFilter & { byRoom?: boolean }): Promise<HourCounterSums[]> {
  const { where, join } = hourlyConditions(filter, 'c');
  const room = filter.byRoom ? sql`c.room_id` : sql`null::text`;
  const result = await withCustomPlans(db, (trx) => sql<HourCounterSums>`
    select (extract(epoch from c.hour_start) * 1000)::float8 as "hourStart", ${room} as "roomId", ${SUMS}
    from room_hourly_counters c ${join}
    where ${where}
    group by c.hour_start${filter.byRoom ? sql`, c.room_id` : sql``}
    order by c.hour_start${filter.byRoom ? sql`, c.room_id` : sql``}`.execute(trx));
  return result.rows;
}

/**
 * The hourly counters of a whole site, removed rooms' included, summed per UTC hour, oldest
 * first: what {@link sumHourlyCountersByHour} gives for all the site's rooms, read from the
 * site rollup (a row per hour) instead of a row per room and hour.
 */
export async function sumSiteHourlyCountersByHour(db: Db, filter: { siteId: string; from: Date; to: Date }): Promise<HourCounterSums[]> {
  const result = await withCustomPlans(db, (trx) => sql<HourCounterSums>`
    select (extract(epoch from c.hour_start) * 1000)::float8 as "hourStart", null::text as "roomId", ${SUMS}
    from site_hourly_counters c
    where ${hourlyConditions(filter, 'c').where}
    group by c.hour_start
    order by c.hour_start`.execute(trx));
  return result.rows;
}

/** Complaints of one problem label in one room and UTC hour (after the 60 s repeat rule). */
export interface HourlyProblemCount {
  roomId: string;
  /** UTC hour start, epoch milliseconds. */
  hourStart: number;
  /** Label key such as `dirty_floor`. */
  problem: string;
  category: 'cleaning' | 'maintenance';
  count: number;
}

/** The complaints per room, hour and problem of a site over the filter, oldest first. */
export async function hourlyProblemCounts(db: Db, filter: HourlyRangeFilter): Promise<HourlyProblemCount[]> {
  const { where, join } = hourlyConditions(filter, 'p');
  const result = await withCustomPlans(db, (trx) => sql<HourlyProblemCount>`
    select p.room_id as "roomId", (extract(epoch from p.hour_start) * 1000)::float8 as "hourStart",
      p.problem, p.category, p.count
    from room_hourly_problems p ${join}
    where ${where} and p.count > 0
    order by p.hour_start, p.room_id, p.problem`.execute(trx));
  return result.rows;
}

/** Complaints of one problem label in one room, summed over some hours. */
export interface RoomProblemCount {
  roomId: string;
  problem: string;
  category: 'cleaning' | 'maintenance';
  count: number;
}

/**
 * The complaints per room and problem of a site summed over the filter's hours that are
 * listed in `hours` (UTC hour starts): the caller picks the hours its calendar selects,
 * so a month of a large site (rooms x hours x problems rows) is added up here rather than
 * sent over and placed row by row. Only for calendars that place an hour alike in every
 * room; see {@link hourlyProblemCounts} otherwise.
 */
export async function sumProblemsByRoom(db: Db, filter: HourlyRangeFilter & { hours: readonly Date[] }): Promise<RoomProblemCount[]> {
  if (filter.hours.length === 0) return [];
  const { where, join } = hourlyConditions(filter, 'p');
  // A few runs of consecutive hours (a range with no shift or days filter is one) are
  // tested as ranges. Many (a shift picked out of each day) go as whole epoch seconds in a
  // `bigint[]`, which the per-call plan takes as a constant and PostgreSQL hashes; a
  // `timestamptz[]` (stable, so never a constant) is searched from its start for every
  // row. On the 521,000 complaint rows of a year of a 200-room site the list of its 8,760
  // hours cost 1.0-1.8 s, one range 0.2 s.
  const runs = hourRuns(filter.hours);
  const hours =
    runs.length <= MAX_HOUR_RANGES
      ? sql`(${sql.join(runs.map(([from, to]) => sql`(p.hour_start >= ${from} and p.hour_start < ${to})`), sql` or `)})`
      : sql`extract(epoch from p.hour_start)::bigint = any(${pgArrayLiteral(filter.hours.map((hour) => Math.floor(hour.getTime() / 1000)))}::bigint[])`;
  const result = await withCustomPlans(db, (trx) => sql<RoomProblemCount>`
    select p.room_id as "roomId", p.problem, p.category, sum(p.count)::int as count
    from room_hourly_problems p ${join}
    where ${where} and ${hours} and p.count > 0
    group by p.room_id, p.problem, p.category
    order by p.room_id, p.problem`.execute(trx));
  return result.rows;
}
