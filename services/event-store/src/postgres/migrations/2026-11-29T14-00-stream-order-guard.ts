import { sql, type Kysely } from 'kysely';
import { LOCK_CLASS } from '../../database/database.ts';

/**
 * Stream locks keep each stream's versions in the global order `(transaction id, position)`
 * only when the lock comes before the transaction's id, which PostgreSQL hands out at its
 * first write. An append on its own always locks first. A transaction that wrote something
 * else before appending (a reactor: its state, the other projections of its group) already
 * holds an id; if another writer appended to the same stream and committed while it waited
 * for the lock, that writer's id is larger, and this append's later version would sort
 * before that writer's earlier one.
 *
 * `es_lock_and_read` now checks for that under the locks and refuses with SQLSTATE 40001
 * (serialization failure) naming the stream, writing nothing: the caller runs its whole
 * transaction again, which then gets an id after that writer's. The check runs only for a
 * transaction that already holds an id, so a plain append pays nothing for it.
 */
const STATEMENTS = [
  sql`create or replace function es_lock_and_read(p_streams jsonb, p_ids jsonb)
    returns table(kind text, key text, version bigint)
    language plpgsql volatile
    set plan_cache_mode = force_custom_plan
    as $$
    declare
      v_own xid8 := pg_current_xact_id_if_assigned();
      v_stream text;
    begin
      perform pg_advisory_xact_lock(${sql.lit(LOCK_CLASS.stream)}, k)
        from (select distinct hashtext(s) as k from jsonb_array_elements_text(p_streams) s order by k) keys;
      if v_own is not null then
        select s.id into v_stream
          from jsonb_array_elements_text(p_streams) as s(id)
          where (select e.transaction_id from events e where e.stream_id = s.id order by e.stream_version desc limit 1) > v_own
          limit 1;
        if v_stream is not null then
          raise exception using
            errcode = 'serialization_failure',
            message = format('stream %s was appended to by a transaction that began writing after this one; run this transaction again', v_stream);
        end if;
      end if;
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
