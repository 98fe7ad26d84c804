import { sql, type Kysely } from 'kysely';
import { LOCK_CLASS } from '../../database/database.ts';

// Never edit a landed migration: add a new one. This first one is written to apply on top
// of a database created before the event store had migrations (every statement is
// idempotent), so existing logs migrate cleanly.

/**
 * The events table. `transaction_id` is the writing transaction (`pg_current_xact_id()`),
 * the first half of the global read order; `global_position` comes from an identity and
 * orders events within a transaction. Uniques make duplicates and version races impossible
 * even if a writer bypassed the stream locks.
 */
const STATEMENTS = [
  sql`create table if not exists events (
    global_position bigint generated always as identity primary key,
    transaction_id xid8 not null default pg_current_xact_id(),
    event_id uuid not null,
    stream_id text not null,
    stream_version bigint not null,
    event_type text not null,
    schema_version integer not null default 1,
    data jsonb not null,
    metadata jsonb not null default '{}'::jsonb,
    occurred_at timestamptz not null,
    recorded_at timestamptz not null default now(),
    constraint events_event_id_key unique (event_id),
    constraint events_stream_version_key unique (stream_id, stream_version)
  )`,
  sql`create index if not exists events_commit_order_idx on events (transaction_id, global_position)`,
  // Takes the stream locks and then reads, in one round trip. Inside a volatile PL/pgSQL
  // function every statement takes a new snapshot, so the reads see what the writer we
  // waited for committed. Both reads are index lookups per key.
  sql`create or replace function es_lock_and_read(p_streams jsonb, p_ids jsonb)
    returns table(kind text, key text, version bigint)
    language plpgsql volatile
    -- Plan each call for the table as it is now: a plan cached while the table was nearly
    -- empty scans it whole, which costs milliseconds per stream once it holds events.
    set plan_cache_mode = force_custom_plan
    as $$
    begin
      perform pg_advisory_xact_lock(${sql.lit(LOCK_CLASS.stream)}, k)
        from (select distinct hashtext(s) as k from jsonb_array_elements_text(p_streams) s order by k) keys;
      return query
        select 'version', s.id, (select max(e.stream_version) from events e where e.stream_id = s.id)
          from jsonb_array_elements_text(p_streams) as s(id)
        union all
        select 'id', e.event_id::text, 0::bigint
          from jsonb_array_elements_text(p_ids) as i(id)
          cross join lateral (select event_id from events where event_id = i.id::uuid) e;
    end $$`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any typed database
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}
