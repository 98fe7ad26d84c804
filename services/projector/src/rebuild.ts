import type { RecordedEvent } from '@facility/contracts';
import {
  compareCheckpoints,
  START,
  type Checkpoint,
  type Database,
  type EventStore,
  type ReadAllResult,
  type SessionLock,
} from '@facility/event-store';
import { resetProjection, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import { applyBatch, type PoisonPolicy } from './apply-batch.ts';
import { emittedWriterFor } from './emitted-writer.ts';
import { consoleLogger, type Logger } from './change-set.ts';
import { LockLostError, ownerLockName } from './projection-runner.ts';

export interface RebuildProgress {
  processed: number;
  /** Events in the log when the rebuild started (new ones may arrive meanwhile). */
  total: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export interface RebuildResult extends RebuildProgress {
  deadLettered: number;
  /** Per projection: the time its batches took to apply (they overlap) and its dead letters. */
  projections: Record<string, { applyMs: number; deadLettered: number }>;
}

export interface RebuildOptions {
  /** Events per read and per apply transaction. */
  batchSize?: number;
  /** How many projections apply a batch at the same time (each in its own transaction). */
  concurrency?: number;
  poisonPolicy?: PoisonPolicy;
  logger?: Logger;
  onProgress?(progress: RebuildProgress): void;
}

/** Someone else owns the projection right now; rebuilding beside it would fight over rows. */
export class ProjectionBusyError extends Error {
  override readonly name = 'ProjectionBusyError';
}

/** A typed read cannot say how many events it skipped: count the rest of the log this often. */
const TYPED_PROGRESS_EVERY_MS = 2_000;

/** Empties one projection and applies the whole log again; see {@link rebuildProjections}. */
export function rebuildProjection(
  store: EventStore,
  database: Database,
  projection: ProjectionDefinition,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  return rebuildProjections(store, database, [projection], options);
}

/**
 * Empties projections and applies the whole log again from position 0 until they are
 * caught up. The log is read once for all of them: each page goes to every projection
 * (only the event types it asks for), each in its own transaction with its own
 * checkpoint, several at a time, while the next page is already being read. Events a
 * reactor appends during the rebuild land at the end of the log and are read there, as
 * a rebuild of one projection after another would see them.
 *
 * Takes every projection's ownership lock for the duration, so it refuses to run while a
 * projector (here or in another process) is running any of them.
 */
export async function rebuildProjections(
  store: EventStore,
  database: Database,
  projections: readonly ProjectionDefinition[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const { batchSize = 2_000, concurrency = 3, poisonPolicy = 'dead-letter', logger = consoleLogger, onProgress } = options;
  const locks = await lockAll(database, projections);
  try {
    const db = database.withTables<ReadModelDatabase>().db;
    await db.transaction().execute(async (trx) => {
      for (const projection of projections) await resetProjection(trx, projection.name, projection.version, projection.tables);
    });
    const appender = emittedWriterFor(store);
    const targets = projections.map((projection) => ({
      projection,
      wanted: projection.eventTypes ? new Set(projection.eventTypes) : null,
      /** Where the stored checkpoint is: the compare-and-set's expected value. */
      stored: START,
      applyMs: 0,
      deadLettered: 0,
    }));
    // A read of only the types every projection asks for skips the rest of the log.
    const types = targets.every((target) => target.wanted) ? [...new Set(projections.flatMap((p) => p.eventTypes!))] : undefined;

    const total = await store.countAfter(START);
    const started = performance.now();
    let processed = 0;
    let lastCount = started;
    const progress = (): RebuildProgress => {
      const elapsedMs = performance.now() - started;
      return { processed, total, elapsedMs, eventsPerSecond: elapsedMs > 0 ? (processed / elapsedMs) * 1_000 : 0 };
    };
    const read = (after: Checkpoint) => store.readAll({ after, maxCount: batchSize, ...(types ? { types } : {}) });

    const apply = async (target: (typeof targets)[number], events: readonly RecordedEvent[], upTo: Checkpoint) => {
      const at = performance.now();
      const applied = await applyBatch(database, target.projection, events, target.stored, poisonPolicy, logger, appender, upTo);
      target.stored = applied.checkpoint;
      target.deadLettered += applied.deadLettered;
      target.applyMs += performance.now() - at;
    };

    let checkpoint = START;
    let next: Promise<ReadAllResult> = read(checkpoint);
    let readAhead = false;
    for (;;) {
      const page = await next;
      // A lock whose connection died may be someone else's now: stop rather than write beside them.
      const lost = locks.findIndex((lock) => lock.lost.aborted);
      if (lost >= 0) throw new LockLostError(projections[lost]!.name);
      if (page.events.length === 0 && compareCheckpoints(page.checkpoint, checkpoint) <= 0) {
        // A page read ahead may have run while a reactor's transaction was still open, so
        // it could not see the events that transaction appended: only a read after every
        // apply has committed may end the rebuild.
        if (!page.pending && !readAhead) break;
        if (page.pending) await new Promise((resolve) => setTimeout(resolve, 20));
        next = read(checkpoint);
        readAhead = false;
        continue;
      }
      // Read ahead while this page is applied. Events a reactor appends meanwhile sort after
      // everything that read can return (they commit later, in a newer transaction), so they
      // are read on a later turn, never skipped.
      next = read(page.checkpoint);
      readAhead = true;
      next.catch(() => {}); // Awaited on the next turn; a failure there is reported then.
      // A projection with nothing in this page does not write: its checkpoint catches up
      // with its next non-empty page, or at the end.
      const work = targets
        .map((target) => ({ target, events: target.wanted ? page.events.filter((event) => target.wanted!.has(event.type)) : page.events }))
        .filter((job) => job.events.length > 0);
      await runLimited(work, concurrency, (job) => apply(job.target, job.events, page.checkpoint));
      checkpoint = page.checkpoint;
      if (!types) processed += page.events.length;
      else if (performance.now() - lastCount >= TYPED_PROGRESS_EVERY_MS) {
        processed = Math.max(processed, total - (await store.countAfter(checkpoint)));
        lastCount = performance.now();
      }
      onProgress?.(progress());
    }
    // Checkpoints left behind by pages without their types move to the end of the log.
    await runLimited(
      targets.filter((target) => compareCheckpoints(checkpoint, target.stored) > 0),
      concurrency,
      (target) => apply(target, [], checkpoint),
    );
    if (types) {
      processed = Math.max(processed, total - (await store.countAfter(checkpoint)));
      onProgress?.(progress());
    }
    return {
      ...progress(),
      deadLettered: targets.reduce((sum, target) => sum + target.deadLettered, 0),
      projections: Object.fromEntries(targets.map((target) => [target.projection.name, { applyMs: target.applyMs, deadLettered: target.deadLettered }])),
    };
  } finally {
    await Promise.all(locks.map((lock) => lock.release()));
  }
}

async function lockAll(database: Database, projections: readonly ProjectionDefinition[]): Promise<SessionLock[]> {
  const locks: SessionLock[] = [];
  for (const projection of projections) {
    const lock = await database.tryLock(ownerLockName(projection.name));
    if (!lock) {
      await Promise.all(locks.map((held) => held.release()));
      throw new ProjectionBusyError(`${projection.name} is being run by another projector; stop it first`);
    }
    locks.push(lock);
  }
  return locks;
}

/** Runs `task` over `items`, at most `limit` at a time; rejects with the first failure once all have settled. */
async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const worker = async () => {
    while (index < items.length) await task(items[index++]!);
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
