import { sql, type Kysely, type Transaction } from 'kysely';
import type { RoomGender } from '@facility/contracts';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** The periods the overview is viewed by; weeks start on Sunday (spec §9). */
export type StatsPeriodUnit = 'day' | 'week' | 'month' | 'year';

/** Which counters of a site to add up, and into which site-local periods. */
export interface PeriodCountersFilter {
  siteId: string;
  /** The site's IANA zone: periods are its local days, weeks, months or years. */
  timezone: string;
  unit: StatsPeriodUnit;
  /** Hours starting in [from, to). */
  from: Date;
  to: Date;
  /** Only these rooms (an empty list matches nothing). */
  roomIds?: readonly string[] | undefined;
  buildings?: readonly string[] | undefined;
  floors?: readonly number[] | undefined;
  genders?: readonly RoomGender[] | undefined;
}

/** The hourly counters summed over one site-local period. */
export interface PeriodCounterSums {
  /** Period start, site-local `yyyy-mm-dd`. */
  period: string;
  visits: number;
  exposures: number;
  complaints: number;
  maintenanceComplaints: number;
  arrivals: number;
  maintenanceArrivals: number;
  supervisorArrivals: number;
  scoreSum: number;
  scoreCount: number;
  cleanerCalls: number;
  /** Some hour of the period was amended by a late upload. */
  isAmended: boolean;
}

const UNITS: Record<StatsPeriodUnit, true> = { day: true, week: true, month: true, year: true };

/**
 * Sums of the hourly counters per site-local period, oldest first; periods without
 * counters are absent. The UTC hour buckets fall into local periods exactly for zones
 * with whole-hour offsets (all of the product's countries).
 */
export async function sumCountersByPeriod(db: Db, filter: PeriodCountersFilter): Promise<PeriodCounterSums[]> {
  // The unit is spliced in as a literal, so refuse anything but the four known ones.
  if (!UNITS[filter.unit]) throw new Error(`unknown period unit ${String(filter.unit)}`);
  const local = sql`(c.hour_start at time zone ${filter.timezone})`;
  // date_trunc('week') starts weeks on Monday; a day's shift either side starts them on Sunday.
  const bucket =
    filter.unit === 'week'
      ? sql`date_trunc('week', ${local} + interval '1 day') - interval '1 day'`
      : sql`date_trunc(${sql.lit(filter.unit)}, ${local})`;
  const byRoom = filter.buildings?.length || filter.floors?.length || filter.genders?.length;
  const conditions = [
    sql`c.site_id = ${filter.siteId}`,
    sql`c.hour_start >= ${filter.from}`,
    sql`c.hour_start < ${filter.to}`,
  ];
  if (filter.roomIds) conditions.push(filter.roomIds.length ? sql`c.room_id in (${sql.join(filter.roomIds)})` : sql`false`);
  if (filter.buildings?.length) conditions.push(sql`r.building in (${sql.join(filter.buildings)})`);
  if (filter.floors?.length) conditions.push(sql`r.floor in (${sql.join(filter.floors)})`);
  if (filter.genders?.length) conditions.push(sql`r.gender in (${sql.join(filter.genders)})`);

  // The bucket is computed in a subquery and grouped by name: the zone is a bound
  // parameter, and PostgreSQL does not see two occurrences of one as the same expression.
  const result = await sql<PeriodCounterSums>`
    select
      period,
      sum(visits)::int as "visits",
      sum(exposures)::int as "exposures",
      sum(complaints)::int as "complaints",
      sum(maintenance_complaints)::int as "maintenanceComplaints",
      sum(arrivals)::int as "arrivals",
      sum(maintenance_arrivals)::int as "maintenanceArrivals",
      sum(supervisor_arrivals)::int as "supervisorArrivals",
      sum(score_sum)::int as "scoreSum",
      sum(score_count)::int as "scoreCount",
      sum(cleaner_calls)::int as "cleanerCalls",
      bool_or(is_amended) as "isAmended"
    from (
      select to_char(${bucket}, 'YYYY-MM-DD') as period, c.*
      from room_hourly_counters c
      ${byRoom ? sql`join rooms r on r.room_id = c.room_id` : sql``}
      where ${sql.join(conditions, sql` and `)}
    ) as hours
    group by period
    order by period
  `.execute(db);
  return result.rows;
}
