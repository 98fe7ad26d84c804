import { canAppendInTransaction, compareCheckpoints, START, type Database, type EventStore } from '@facility/event-store';
import { resetProjection, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { applyBatch, type PoisonPolicy } from './apply-batch.ts';
import { consoleLogger, type Logger } from './change-set.ts';
import { ownerLockName } from './projection-runner.ts';

export interface RebuildProgress {
  processed: number;
  /** Events in the log when the rebuild started (new ones may arrive meanwhile). */
  total: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export interface RebuildResult extends RebuildProgress {
  deadLettered: number;
}

export interface RebuildOptions {
  batchSize?: number;
  poisonPolicy?: PoisonPolicy;
  logger?: Logger;
  onProgress?(progress: RebuildProgress): void;
}

/** Someone else owns the projection right now; rebuilding beside it would fight over rows. */
export class ProjectionBusyError extends Error {
  override readonly name = 'ProjectionBusyError';
}

/**
 * Empties a projection and applies the whole log again from position 0 until it is caught
 * up. Takes the projection's ownership lock for the duration, so it refuses to run while a
 * projector (here or in another process) is running that projection.
 */
export async function rebuildProjection(
  store: EventStore,
  database: Database,
  projection: ProjectionDefinition,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const { batchSize = 2_000, poisonPolicy = 'dead-letter', logger = consoleLogger, onProgress } = options;
  const lock = await database.tryLock(ownerLockName(projection.name));
  if (!lock) throw new ProjectionBusyError(`${projection.name} is being run by another projector; stop it first`);
  try {
    const db = database.db as Kysely<ReadModelDatabase>;
    await db.transaction().execute((trx) => resetProjection(trx, projection.name, projection.version, projection.tables));
    const total = await store.countAfter(START);
    const started = performance.now();
    let checkpoint = START;
    let processed = 0;
    let deadLettered = 0;
    const progress = (): RebuildProgress => {
      const elapsedMs = performance.now() - started;
      return { processed, total, elapsedMs, eventsPerSecond: elapsedMs > 0 ? (processed / elapsedMs) * 1_000 : 0 };
    };
    for (;;) {
      const page = await store.readAll({ after: checkpoint, maxCount: batchSize, ...(projection.eventTypes ? { types: projection.eventTypes } : {}) });
      if (page.events.length === 0 && compareCheckpoints(page.checkpoint, checkpoint) <= 0) {
        if (!page.pending) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const applied = await applyBatch(database, projection, page.events, checkpoint, poisonPolicy, logger, canAppendInTransaction(store) ? store : null, page.checkpoint);
      checkpoint = applied.checkpoint;
      // A typed read skips events it never returns: count the log up to the checkpoint instead.
      processed = projection.eventTypes ? Math.max(processed, total - (await store.countAfter(checkpoint))) : processed + page.events.length;
      deadLettered += applied.deadLettered;
      onProgress?.(progress());
    }
    return { ...progress(), deadLettered };
  } finally {
    await lock.release();
  }
}
