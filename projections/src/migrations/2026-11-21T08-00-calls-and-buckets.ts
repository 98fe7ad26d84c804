import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The call reactor's state, the calls and room-status read models, the per local day and
// shift buckets, and call and per-problem columns for the hourly buckets.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    // Call reactor (projection `call-reactor`): its private copy of site rules, per-room state, press memory.
    `create table call_reactor_sites (site_id text primary key, rules jsonb not null)`,
    `create table call_reactor_rooms (room_id text primary key, state jsonb not null)`,
    `create table call_reactor_presses (device_id text not null, problem text not null, last_counted_at bigint not null,
       primary key (device_id, problem))`,

    // Calls (projection `calls`).
    `create table calls (
       call_id text primary key,
       room_id text not null,
       site_id text not null,
       source text not null,
       category text not null,
       problems jsonb not null,
       complaint_count integer not null default 1,
       opened_at timestamptz not null,
       shift_number integer,
       min_sla integer,
       max_sla integer,
       escalation_level integer not null default 0,
       escalated_at timestamptz,
       resolved_at timestamptz,
       response_minutes double precision,
       resolved_by text)`,
    `create index calls_site_opened_idx on calls (site_id, opened_at)`,
    `create index calls_site_resolved_idx on calls (site_id, resolved_at)`,
    `create index calls_open_idx on calls (room_id) where resolved_at is null`,

    // Room status (projection `room-status`).
    `create table room_status (
       room_id text primary key,
       site_id text not null,
       last_cleaned_at timestamptz,
       last_maintained_at timestamptz,
       visits_since_clean integer not null default 0,
       last_visit_at timestamptz,
       last_complaint_at timestamptz,
       last_complaint_problem text,
       last_complaint_category text,
       dispensers jsonb not null default '{}'::jsonb)`,
    `create index room_status_site_idx on room_status (site_id)`,

    // Per room, site-local day and shift (projection `room-hourly-counters`, which now keeps both).
    `create table shift_bucket_sites (site_id text primary key, rules jsonb not null)`,
    `create table room_shift_counters (
       room_id text not null,
       local_date date not null,
       shift_number integer not null,
       site_id text not null,
       weekday integer not null,
       visits integer not null default 0,
       exposures integer not null default 0,
       complaints integer not null default 0,
       maintenance_complaints integer not null default 0,
       arrivals integer not null default 0,
       maintenance_arrivals integer not null default 0,
       supervisor_arrivals integer not null default 0,
       score_sum integer not null default 0,
       score_count integer not null default 0,
       cleaner_calls integer not null default 0,
       counter_calls integer not null default 0,
       cleandex_calls integer not null default 0,
       manual_calls integer not null default 0,
       resolved_calls integer not null default 0,
       response_minutes_sum double precision not null default 0,
       is_amended boolean not null default false,
       primary key (room_id, local_date, shift_number))`,
    `create index room_shift_counters_site_date_idx on room_shift_counters (site_id, local_date)`,

    `alter table room_hourly_counters
       add column counter_calls integer not null default 0,
       add column cleandex_calls integer not null default 0,
       add column manual_calls integer not null default 0,
       add column resolved_calls integer not null default 0,
       add column response_minutes_sum double precision not null default 0`,
    `create table room_hourly_problems (
       room_id text not null,
       hour_start timestamptz not null,
       problem text not null,
       site_id text not null,
       category text not null,
       count integer not null default 0,
       primary key (room_id, hour_start, problem))`,
    `create index room_hourly_problems_site_hour_idx on room_hourly_problems (site_id, hour_start)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
