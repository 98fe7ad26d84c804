import { sql, type Kysely, type Transaction } from 'kysely';
import { planBatch, type AppendOutcome, type AppendRequest, type EventIdentity } from '../append-plan.ts';
import { StreamOrderConflictError } from '../errors.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Appends a batch of queued requests in one transaction and returns each caller's outcome.
 *
 * 1. Lock every stream of the batch (advisory transaction locks, in key order so two
 *    batches cannot deadlock). The locks come before the first write on purpose: a
 *    transaction gets its id at its first write, so a writer that waited for a stream
 *    gets a larger transaction id than the one it waited for, and the global order
 *    (transaction id, position) agrees with every stream's version order.
 * 2. Read the streams' versions and which event ids are already stored, under the locks
 *    (steps 1 and 2 are one round trip: `es_lock_and_read`, see schema.ts). A transaction
 *    that already wrote before appending holds an older id: if a later writer appended to
 *    one of its streams meanwhile, the function refuses (StreamOrderConflictError) and the
 *    caller runs the transaction again (migrations/2026-11-29T14-00-stream-order-guard.ts).
 * 3. Plan (pure), insert all rows in one statement, commit. (The NOTIFY that wakes readers
 *    is sent after the commit: see append-notifier.ts.)
 */
export function appendBatch(db: Kysely<unknown>, requests: readonly AppendRequest[]): Promise<AppendOutcome[]> {
  return db.transaction().execute((trx) => appendInTransaction(trx, requests));
}

/**
 * The body of {@link appendBatch} inside a transaction the caller controls. Tests use it to
 * hold a writer open ("a slow writer") with exactly the production SQL.
 */
export async function appendInTransaction(
  trx: Transaction<unknown>,
  requests: readonly AppendRequest[],
): Promise<AppendOutcome[]> {
  const streamIds = [...new Set(requests.map((request) => request.streamId))];
  const eventIds = requests.flatMap((request) => request.events.map((event) => event.id));

  const known = await sql<{ kind: 'version' | 'id'; key: string; version: number | null }>`
    select kind, key, version from es_lock_and_read(${json(streamIds)}::text::jsonb, ${json(eventIds)}::text::jsonb)`
    .execute(trx)
    .catch((error: unknown) => {
      // 40001 is raised by the function's order check only: no serializable transactions here.
      if ((error as { code?: unknown }).code === '40001') throw new StreamOrderConflictError((error as Error).message, { cause: error });
      throw error;
    });

  const versions = new Map<string, number>();
  const storedIds = new Set<string>();
  for (const row of known.rows) {
    if (row.kind === 'version') versions.set(row.key, row.version ?? 0);
    else storedIds.add(row.key);
  }

  const { outcomes, rows } = planBatch(requests, versions, storedIds, await identitiesOfReusedIds(trx, requests, storedIds));
  if (rows.length > 0) {
    await sql`insert into events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, occurred_at)
      select event_id, stream_id, stream_version, event_type, schema_version, data, metadata, occurred_at
      from jsonb_to_recordset(${json(rows)}::text::jsonb) as r(
        event_id uuid, stream_id text, stream_version bigint, event_type text,
        schema_version integer, data jsonb, metadata jsonb, occurred_at timestamptz)`.execute(trx);
  }
  return outcomes;
}

/**
 * What the stored events are whose ids a `strictIds` request sends again. Retries are rare,
 * so the extra read is made only when one happens; the stream locks are already held.
 */
async function identitiesOfReusedIds(
  trx: Transaction<unknown>,
  requests: readonly AppendRequest[],
  storedIds: ReadonlySet<string>,
): Promise<Map<string, EventIdentity>> {
  const reused = requests.filter((request) => request.strictIds).flatMap((request) => request.events.map((event) => event.id)).filter((id) => storedIds.has(id));
  if (reused.length === 0) return new Map();
  const { rows } = await sql<{ id: string; stream_id: string; event_type: string; occurred_at: Date }>`
    select event_id::text as id, stream_id, event_type, occurred_at from events
    where event_id = any(select jsonb_array_elements_text(${json(reused)}::text::jsonb)::uuid)`.execute(trx);
  return new Map(rows.map((row) => [row.id, { streamId: row.stream_id, type: row.event_type, occurredAt: new Date(row.occurred_at) }]));
}
