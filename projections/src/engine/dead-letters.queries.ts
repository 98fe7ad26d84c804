import type { RecordedEvent } from '@facility/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** Parks an event the projection could not apply, with the reason. */
export async function insertDeadLetter(
  trx: Transaction<ReadModelDatabase>,
  projection: string,
  event: RecordedEvent,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  await trx
    .insertInto('projection_dead_letters')
    .values({
      projection,
      event_id: event.id,
      event_type: event.type,
      transaction_id: event.transactionId,
      global_position: event.globalPosition,
      error: message.slice(0, 4_000),
    })
    .onConflict((oc) => oc.columns(['projection', 'event_id']).doNothing())
    .execute();
}

export interface DeadLetter {
  eventId: string;
  eventType: string;
  globalPosition: number;
  error: string;
  failedAt: Date;
}

export async function listDeadLetters(db: Db, projection: string, limit = 100): Promise<DeadLetter[]> {
  const rows = await db
    .selectFrom('projection_dead_letters')
    .select(['event_id', 'event_type', 'global_position', 'error', 'failed_at'])
    .where('projection', '=', projection)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    eventType: row.event_type,
    globalPosition: row.global_position,
    error: row.error,
    failedAt: row.failed_at,
  }));
}

export async function countDeadLetters(db: Db, projection: string): Promise<number> {
  const row = await db
    .selectFrom('projection_dead_letters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('projection', '=', projection)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
