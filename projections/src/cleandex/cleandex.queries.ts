import { sql, type Kysely, type Transaction } from 'kysely';
import type { SiteRules } from '../calendar/site-rules.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { roomThreshold } from './cleandex.fold.ts';
import { DEFAULT_CLEANDEX_THRESHOLD } from './cleandex.maths.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A room's Cleandex as the board shows it. */
export interface CleandexRoomView {
  roomId: string;
  siteId: string;
  score: number;
  /** The counter threshold the score's use part is measured against (the room's, else the site's). */
  counterThreshold: number;
  visits: number;
  complaints: number;
  ratingSum: number;
  ratingCount: number;
  lastCleanedAt: Date | null;
  scoreUpdatedAt: Date;
}

/** The site's Cleandex call threshold as the projection knows it (the default while unknown; null: no Cleandex calls). */
export async function getCleandexThreshold(db: Db, siteId: string): Promise<number | null> {
  const row = await db.selectFrom('cleandex_sites').select('cleandex_threshold').where('site_id', '=', siteId).executeTakeFirst();
  return row ? row.cleandex_threshold : DEFAULT_CLEANDEX_THRESHOLD;
}

/** The Cleandex of a site's rooms that have data (telemetry since the read model began), lowest score first. */
export async function listCleandexRooms(db: Db, siteId: string): Promise<CleandexRoomView[]> {
  const [rows, site] = await Promise.all([
    db.selectFrom('cleandex_rooms').selectAll().where('site_id', '=', siteId).where('score_updated_at', 'is not', null).orderBy('score').orderBy('room_id').execute(),
    db.selectFrom('cleandex_sites').select('rules').where('site_id', '=', siteId).executeTakeFirst(),
  ]);
  const known = site ? { rules: site.rules as SiteRules } : undefined;
  return rows.map((row) => ({
    roomId: row.room_id,
    siteId: row.site_id,
    score: row.score,
    counterThreshold: roomThreshold({ visitorThreshold: row.visitor_threshold }, known),
    visits: row.visits,
    complaints: row.complaints,
    ratingSum: row.rating_sum,
    ratingCount: row.rating_count,
    lastCleanedAt: row.last_cleaned_at,
    scoreUpdatedAt: row.score_updated_at!,
  }));
}

export interface CleandexSeriesFilter {
  siteId: string;
  /** Only these rooms; all of the site's when absent. */
  roomIds?: readonly string[] | undefined;
  /** UTC hours from `from` (inclusive) to `to` (exclusive). */
  from: Date;
  to: Date;
  /** The site's zone: periods are its local days, weeks (from Sunday), months or years. */
  timezone: string;
  unit: 'day' | 'week' | 'month' | 'year';
}

export interface CleandexPeriod {
  /** The period's first local day, yyyy-mm-dd. */
  period: string;
  lowScore: number;
  scoreSum: number;
  samples: number;
}

/** The scores the rooms took per site-local period: the lowest, and their sum and number (for the mean). */
export async function sumCleandexByPeriod(db: Db, filter: CleandexSeriesFilter): Promise<CleandexPeriod[]> {
  if (filter.roomIds && filter.roomIds.length === 0) return [];
  const day = sql`(h.hour_start at time zone ${filter.timezone})::date`;
  // extract(dow) is 0 on Sunday: subtracting it gives the Sunday that starts the week.
  const bucket =
    filter.unit === 'day'
      ? day
      : filter.unit === 'week'
        ? sql`${day} - extract(dow from ${day})::int`
        : sql`date_trunc(${sql.lit(filter.unit)}, ${day}::timestamp)::date`;
  const rooms = filter.roomIds ? sql`and h.room_id in (${sql.join([...filter.roomIds])})` : sql``;
  const { rows } = await sql<CleandexPeriod>`
    select to_char(period, 'YYYY-MM-DD') as period, min(low_score)::int as "lowScore",
      sum(score_sum)::float8 as "scoreSum", sum(samples)::int as samples
    from (select ${bucket} as period, h.low_score, h.score_sum, h.samples from cleandex_hourly h
      where h.site_id = ${filter.siteId} and h.hour_start >= ${filter.from.toISOString()} and h.hour_start < ${filter.to.toISOString()} ${rooms}) as buckets
    group by period
    order by period`.execute(db);
  return rows;
}
