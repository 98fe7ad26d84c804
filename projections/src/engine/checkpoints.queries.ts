import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { pgArray } from './pg-array.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A projection checkpoint: the last applied event's transaction id and position. */
export interface StoredCheckpoint {
  transactionId: number;
  position: number;
}

/** Another runner moved the checkpoint first: this one no longer owns the projection. */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
}

export async function readCheckpoint(
  db: Db,
  name: string,
): Promise<{ version: number; checkpoint: StoredCheckpoint; updatedAt: Date } | null> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['version', 'transaction_id', 'position', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row
    ? { version: row.version, checkpoint: { transactionId: row.transaction_id, position: row.position }, updatedAt: row.updated_at }
    : null;
}

/** The checkpoint positions of several projections by name, in one read; a projection without a checkpoint yet is absent. */
export async function readCheckpointPositions(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'position']).where('name', 'in', [...names]).execute();
  return new Map(rows.map((row) => [row.name, row.position]));
}

/**
 * Points the projection at position 0 for `version` and empties its tables, in the caller's
 * transaction, so a rebuild starts from nothing or not at all.
 */
export async function resetProjection(
  trx: Transaction<ReadModelDatabase>,
  name: string,
  version: number,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
  await trx.deleteFrom('projection_dead_letters').where('projection', '=', name).execute();
  await trx
    .insertInto('projection_checkpoints')
    .values({ name, version, transaction_id: 0, position: 0 })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ version, transaction_id: 0, position: 0, updated_at: sql<string>`now()` }),
    )
    .execute();
}

/**
 * Moves the checkpoint from `expected` to `next` only if it is still at `expected`
 * (compare-and-set), in the same transaction as the read-model changes. A runner that lost
 * ownership therefore cannot apply a batch twice. A move with no changes beside it is one
 * statement and needs no transaction of its own.
 */
export async function advanceCheckpoint(
  trx: Kysely<ReadModelDatabase>,
  name: string,
  expected: StoredCheckpoint,
  next: StoredCheckpoint,
): Promise<void> {
  const result = await trx
    .updateTable('projection_checkpoints')
    .set({ transaction_id: next.transactionId, position: next.position, updated_at: sql<string>`now()` })
    .where('name', '=', name)
    .where('transaction_id', '=', expected.transactionId)
    .where('position', '=', expected.position)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) {
    throw new CheckpointConflictError(
      `Checkpoint of ${name} is no longer at ${expected.transactionId}/${expected.position}: another runner moved it`,
    );
  }
}

/** One projection's checkpoint move, for {@link advanceCheckpoints}. */
export interface CheckpointMove {
  name: string;
  expected: StoredCheckpoint;
  next: StoredCheckpoint;
}

/**
 * Moves several projections' checkpoints at once, each only if it is still where its move
 * expects it (compare-and-set): one statement where {@link advanceCheckpoint} would send
 * one per projection. All or none: if any has moved, this throws and the caller's
 * transaction rolls back.
 */
export async function advanceCheckpoints(trx: Kysely<ReadModelDatabase>, moves: readonly CheckpointMove[]): Promise<void> {
  if (moves.length === 0) return;
  if (moves.length === 1) return advanceCheckpoint(trx, moves[0]!.name, moves[0]!.expected, moves[0]!.next);
  const { rows } = await sql<{ name: string }>`
    update projection_checkpoints as stored
    set transaction_id = move.next_transaction_id, position = move.next_position, updated_at = now()
    from unnest(
      ${pgArray(moves.map((move) => move.name), 'text')},
      ${pgArray(moves.map((move) => move.expected.transactionId), 'bigint')},
      ${pgArray(moves.map((move) => move.expected.position), 'bigint')},
      ${pgArray(moves.map((move) => move.next.transactionId), 'bigint')},
      ${pgArray(moves.map((move) => move.next.position), 'bigint')}
    ) as move(name, expected_transaction_id, expected_position, next_transaction_id, next_position)
    where stored.name = move.name
      and stored.transaction_id = move.expected_transaction_id
      and stored.position = move.expected_position
    returning stored.name`.execute(trx);
  if (rows.length !== moves.length) {
    const moved = new Set(rows.map((row) => row.name));
    const lost = moves.filter((move) => !moved.has(move.name)).map((move) => `${move.name} is no longer at ${move.expected.transactionId}/${move.expected.position}`);
    throw new CheckpointConflictError(`Checkpoints moved by another runner: ${lost.join('; ')}`);
  }
}
