import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { filtersRooms, roomFilterConditions, roomsJoin, type StatsRoomFilter } from '../stats/room-filter.sql.ts';
import { pgArray } from '../engine/pg-array.ts';
import { counterSumsSql, type RoomCounters } from './counter-fields.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** The periods statistics are viewed by; weeks start on Sunday (spec §9). */
export type StatsPeriodUnit = 'day' | 'week' | 'month' | 'year';

/** Which day-and-shift counters of a site to add up, and into which periods. */
export interface ShiftCountersFilter extends StatsRoomFilter {
  siteId: string;
  unit: StatsPeriodUnit;
  /** Site-local days, inclusive. */
  fromDate: string;
  toDate: string;
  /** Shift numbers; buckets outside every shift (0) never match a shift filter. */
  shifts?: readonly number[] | undefined;
  /** Weekdays 1 = Sunday ... 7 = Saturday, of the day a shift started on. */
  weekdays?: readonly number[] | undefined;
}

/** The day-and-shift counters summed over one site-local period. */
export interface ShiftPeriodSums extends RoomCounters {
  /** Period start, site-local `yyyy-mm-dd`. */
  period: string;
  /** Some bucket of the period received events after its hour had ended. */
  isAmended: boolean;
}

const UNITS: Record<StatsPeriodUnit, true> = { day: true, week: true, month: true, year: true };

/**
 * SQL conditions for the site, date range, room, shift and days filters on
 * `room_shift_counters c`; without a room filter they fit `site_shift_counters c` too.
 */
export function shiftCounterConditions(filter: Omit<ShiftCountersFilter, 'unit'>) {
  const { conditions, needsRooms } = roomFilterConditions(filter, 'c');
  conditions.unshift(sql`c.site_id = ${filter.siteId}`, sql`c.local_date >= ${filter.fromDate}::date`, sql`c.local_date <= ${filter.toDate}::date`);
  if (filter.shifts) conditions.push(filter.shifts.length ? sql`c.shift_number in (${sql.join(filter.shifts)})` : sql`false`);
  if (filter.weekdays) conditions.push(filter.weekdays.length ? sql`c.weekday in (${sql.join(filter.weekdays)})` : sql`false`);
  return { where: sql.join(conditions, sql` and `), join: roomsJoin(needsRooms, 'c') };
}

/**
 * Sums of the day-and-shift counters per site-local period (weeks start on Sunday),
 * oldest first; periods without counters are absent. Local days are stored, so no zone
 * arithmetic is needed here and any zone is exact. Without a room filter the sums come
 * from the site rollup: a row per day and shift instead of one per room, day and shift.
 */
export async function sumShiftCountersByPeriod(db: Db, filter: ShiftCountersFilter): Promise<ShiftPeriodSums[]> {
  if (!UNITS[filter.unit]) throw new Error(`unknown period unit ${String(filter.unit)}`);
  // extract(dow) is 0 on Sunday: subtracting it gives the Sunday that starts the week.
  const bucket =
    filter.unit === 'week'
      ? sql`c.local_date - extract(dow from c.local_date)::int`
      : filter.unit === 'day'
        ? sql`c.local_date`
        : sql`date_trunc(${sql.lit(filter.unit)}, c.local_date::timestamp)::date`;
  const { where, join } = shiftCounterConditions(filter);
  const result = await sql<ShiftPeriodSums>`
    select
      to_char(period, 'YYYY-MM-DD') as period,
      ${counterSumsSql()},
      bool_or(is_amended) as "isAmended"
    from (select ${bucket} as period, c.* from ${sql.table(filtersRooms(filter) ? 'room_shift_counters' : 'site_shift_counters')} c ${join} where ${where}) as buckets
    group by period
    order by period`.execute(db);
  return result.rows;
}

/** Cleaner arrivals per room, local day and shift (for time saved), over the filter. */
export async function arrivalsByRoomDayShift(
  db: Db,
  filter: Omit<ShiftCountersFilter, 'unit'>,
): Promise<{ roomId: string; localDate: string; shiftNumber: number; arrivals: number }[]> {
  const { where, join } = shiftCounterConditions(filter);
  const result = await sql<{ roomId: string; localDate: string; shiftNumber: number; arrivals: number }>`
    select c.room_id as "roomId", to_char(c.local_date, 'YYYY-MM-DD') as "localDate", c.shift_number as "shiftNumber", c.arrivals
    from room_shift_counters c ${join}
    where ${where} and c.shift_number > 0 and c.arrivals > 0`.execute(db);
  return result.rows;
}

/**
 * The site-local days (of a shift's start) on which anything was recorded at the site:
 * the days it was in operation. Time saved is claimed only for those, so a day without
 * data (before the site went live, a network outage) saves nothing.
 */
export async function siteOperatingDays(db: Db, siteId: string, fromDate: string, toDate: string): Promise<string[]> {
  // One probe of the site rollup's key per day (each finds the next day with a row) instead
  // of reading every room's rows of the range to keep the distinct days: 31 probes against
  // 18,600 rows for a month of 200 rooms and three shifts.
  const result = await sql<{ localDate: string }>`
    with recursive days as (
      (select local_date from site_shift_counters
        where site_id = ${siteId} and local_date >= ${fromDate}::date and local_date <= ${toDate}::date
        order by local_date limit 1)
      union all
      select (select c.local_date from site_shift_counters c
          where c.site_id = ${siteId} and c.local_date > days.local_date and c.local_date <= ${toDate}::date
          order by c.local_date limit 1)
        from days where days.local_date is not null
    )
    select to_char(local_date, 'YYYY-MM-DD') as "localDate" from days where local_date is not null order by 1`.execute(db);
  return result.rows.map((row) => row.localDate);
}

/**
 * The first site-local day each room has counters on (anything recorded there), for the
 * rooms that have one: a room whose history was uploaded from before it was created in the
 * organisation counts from then in time saved. One probe of the counters' key per room.
 */
export async function firstCountedDays(db: Db, roomIds: readonly string[]): Promise<Map<string, string>> {
  if (roomIds.length === 0) return new Map();
  const { rows } = await sql<{ roomId: string; firstDay: string | null }>`
    select r.room_id as "roomId", to_char((select min(c.local_date) from room_shift_counters c where c.room_id = r.room_id), 'YYYY-MM-DD') as "firstDay"
    from unnest(${pgArray(roomIds, 'text')}) as r(room_id)`.execute(db);
  return new Map(rows.flatMap((row) => (row.firstDay ? [[row.roomId, row.firstDay] as const] : [])));
}
