import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The Cleandex read model (projection `cleandex`): the score and its inputs per room, the
// projection's copy of the site rules and its repeat-rule memory, and the scores per room
// and UTC hour behind the series (read per site or room over a range of hours).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table cleandex_rooms (
       room_id text primary key,
       site_id text not null,
       visitor_threshold int,
       last_cleaned_at timestamptz,
       visits int not null default 0,
       complaints int not null default 0,
       rating_sum int not null default 0,
       rating_count int not null default 0,
       score int not null default 100,
       score_updated_at timestamptz)`,
    `create index cleandex_rooms_site_idx on cleandex_rooms (site_id)`,
    `create table cleandex_sites (site_id text primary key, rules jsonb not null, cleandex_threshold int)`,
    `create table cleandex_presses (device_id text not null, problem text not null, last_counted_at timestamptz not null, primary key (device_id, problem))`,
    `create table cleandex_hourly (
       room_id text not null,
       hour_start timestamptz not null,
       site_id text not null,
       low_score int not null,
       score_sum bigint not null,
       samples int not null,
       primary key (room_id, hour_start))`,
    `create index cleandex_hourly_site_idx on cleandex_hourly (site_id, hour_start)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
