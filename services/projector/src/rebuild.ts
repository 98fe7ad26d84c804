import { setImmediate } from 'node:timers/promises';
import type { RecordedEvent } from '@facility/contracts';
import {
  compareCheckpoints,
  isTransientDatabaseError,
  START,
  type Checkpoint,
  type Database,
  type EventStore,
  type ReadAllResult,
  type SessionLock,
} from '@facility/event-store';
import {
  advanceCheckpoint,
  resetProjection,
  type EmittedEvents,
  type InMemoryRebuild,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Transaction } from 'kysely';
import { applyBatch, checkpointOf, type PoisonPolicy } from './apply-batch.ts';
import { emittedWriterFor } from './emitted-writer.ts';
import { consoleLogger, type Logger } from './change-set.ts';
import { LockLostError, ownerLockName } from './ownership.ts';

export interface RebuildProgress {
  processed: number;
  /** Events in the log when the rebuild started (new ones may arrive meanwhile). */
  total: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export interface RebuildResult extends RebuildProgress {
  /** Where every projection's stored checkpoint is at the end: the log's end as the last read found it. */
  checkpoint: Checkpoint;
  deadLettered: number;
  /**
   * Per projection: the time its batches took to fold or apply (they overlap), its dead
   * letters, and whether it was rebuilt in memory to the end.
   */
  projections: Record<string, { applyMs: number; deadLettered: number; inMemory: boolean }>;
}

export interface RebuildOptions {
  /** Events per read and per apply transaction. */
  batchSize?: number;
  /** How many projections apply a batch at the same time (each in its own transaction). */
  concurrency?: number;
  /**
   * Rebuild the projections that can fold in memory that way (default true; see
   * `InMemoryRebuild`); false applies every page with `apply`, as the live projector does.
   */
  inMemory?: boolean;
  /**
   * Rows the in-memory folds may hold unwritten, all together: past this, every one of them
   * writes what it holds at the end of the page (default 50,000: some megabytes).
   */
  heldRows?: number;
  poisonPolicy?: PoisonPolicy;
  logger?: Logger;
  onProgress?(progress: RebuildProgress): void;
  /**
   * The projections' owner locks, in their order, when the caller holds them already (a
   * runner rebuilding its projection at start): the rebuild checks them after every read
   * and leaves them held. Without them it takes the locks itself and releases them at the end.
   */
  heldLocks?: readonly SessionLock[];
  /**
   * Ends the rebuild before it applies its next page, throwing `signal.reason` once the write
   * in flight has finished; what earlier takes wrote stays, with its checkpoints.
   */
  signal?: AbortSignal;
}

/** Someone else owns the projection right now; rebuilding beside it would fight over rows. */
export class ProjectionBusyError extends Error {
  override readonly name = 'ProjectionBusyError';
}

/** A typed read cannot say how many events it skipped: count the rest of the log this often. */
const TYPED_PROGRESS_EVERY_MS = 2_000;

/**
 * How long a rebuild goes between turns of the event loop at most (plus one page and its
 * writes). On PGlite nothing else runs until it yields; yielding after every page cost the
 * demo's rebuild a third of its speed, as every wake-up of the runners that follow the log
 * page by page then read it at once.
 */
const YIELD_EVERY_MS = 200;

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
 * (only the event types it asks for), several at a time, while the next page is already
 * being read. A projection that can fold in memory (`rebuildInMemory`) folds page after
 * page and writes its rows and checkpoint only when the folds together hold `heldRows`
 * rows, and at the end; the others apply each page in its own transaction with its own
 * checkpoint. Events a reactor appends during the rebuild land at the end of the log and
 * are read there, as a rebuild of one projection after another would see them.
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
  const {
    batchSize = 2_000,
    concurrency = 3,
    inMemory = true,
    heldRows = 50_000,
    poisonPolicy = 'dead-letter',
    logger = consoleLogger,
    onProgress,
    heldLocks,
    signal,
  } = options;
  signal?.throwIfAborted();
  const locks = heldLocks ?? (await lockAll(database, projections));
  /** The write of the in-memory folds' last take (see `writeHeld`). */
  let writing: Promise<void> = Promise.resolve();
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
      /** Folding in memory since `stored`; null: applying page by page. */
      memory: (inMemory && projection.rebuildInMemory?.()) || (null as InMemoryRebuild | null),
      /** The append of what the fold's last page decided, running while the next pages fold. */
      appending: Promise.resolve() as Promise<void>,
      applyMs: 0,
      deadLettered: 0,
    }));
    type Target = (typeof targets)[number];
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

    const apply = async (target: Target, events: readonly RecordedEvent[], upTo: Checkpoint) => {
      const at = performance.now();
      const applied = await applyBatch(database, target.projection, events, target.stored, poisonPolicy, logger, appender, upTo);
      target.stored = applied.checkpoint;
      target.deadLettered += applied.deadLettered;
      target.applyMs += performance.now() - at;
    };

    /** Appends what an in-memory fold decided, in a transaction of its own (ids derive from causes: a repeat stores nothing twice). */
    const appendEmitted = async (emitted: EmittedEvents) => {
      if (emitted.length === 0) return;
      let appended = 0;
      await db.transaction().execute(async (trx) => {
        appended = await appender.appendInTransaction(trx as unknown as Transaction<unknown>, emitted);
      });
      if (appended > 0) appender.announceAppend();
    };

    /** Applies a target's events after its stored checkpoint up to `upTo`, page by page. */
    const catchUp = async (target: Target, upTo: Checkpoint) => {
      while (compareCheckpoints(upTo, target.stored) > 0) {
        const page = await store.readAll({ after: target.stored, maxCount: batchSize, ...(target.projection.eventTypes ? { types: target.projection.eventTypes } : {}) });
        const events = page.events.filter((event) => compareCheckpoints(checkpointOf(event), upTo) <= 0);
        const whole = events.length === page.events.length && events.length > 0 && compareCheckpoints(page.checkpoint, upTo) < 0;
        await apply(target, events, whole ? page.checkpoint : upTo);
      }
    };

    /**
     * Gives up a target's in-memory fold after a failure that is its events' (a poison event,
     * an append the store refused): the pages since its last take, up to `upTo`, are applied
     * again page by page, where a poison event goes to the dead letters, and so are the
     * pages after. A failure of the database's fails the rebuild.
     */
    const giveUp = async (target: Target, error: unknown, upTo: Checkpoint) => {
      if (isTransientDatabaseError(error)) throw error;
      logger.warn(`${target.projection.name}: in-memory rebuild failed (${String(error)}); applying page by page from its last write`);
      target.memory = null;
      target.appending = Promise.resolve();
      // A write in flight may still move its checkpoint: continue from where it ends.
      await writing;
      await catchUp(target, upTo);
    };

    /**
     * Folds a page into a target's memory and starts appending what it decided; the append
     * runs while the next page is read and folded, and that page's fold of this target (or
     * the next take) waits for it first.
     */
    const fold = async (target: Target, memory: InMemoryRebuild, events: readonly RecordedEvent[], from: Checkpoint, upTo: Checkpoint) => {
      const at = performance.now();
      try {
        await target.appending;
        const emitted = await memory.fold(db, events);
        if (emitted.length > 0) {
          target.appending = appendEmitted(emitted);
          target.appending.catch(() => {}); // Awaited by the next fold or take.
        }
        target.applyMs += performance.now() - at;
      } catch (error) {
        target.applyMs += performance.now() - at;
        await giveUp(target, error, from);
        await apply(target, events, upTo);
      }
    };

    /** Waits for every in-memory fold's append; a fold whose append failed is given up up to `upTo`. */
    const settleAppends = async (upTo: Checkpoint) => {
      for (const target of targets) {
        if (!target.memory) continue;
        try {
          await target.appending;
        } catch (error) {
          await giveUp(target, error, upTo);
        }
      }
    };

    /**
     * Takes what every in-memory fold holds, as it is now, and writes it while the folding
     * goes on: each fold's rows with its checkpoint at `upTo`, in one transaction. Writes run
     * one take after the other; a failed one fails the rebuild at the next take or the end.
     */
    const writeHeld = async (upTo: Checkpoint) => {
      await writing;
      // A take's state holds decisions: their events must be in the log before it is stored.
      await settleAppends(upTo);
      const takes = targets.filter((target) => target.memory).map((target) => ({ target, write: target.memory!.take() }));
      writing = runLimited(takes, concurrency, async ({ target, write }) => {
        const at = performance.now();
        await db.transaction().execute(async (trx) => {
          await write(trx);
          await advanceCheckpoint(trx, target.projection.name, target.stored, upTo);
        });
        target.stored = upTo;
        target.applyMs += performance.now() - at;
      });
      writing.catch(() => {}); // Awaited at the next take or the end.
    };
    const held = () => targets.reduce((sum, target) => sum + (target.memory?.pending() ?? 0), 0);

    let checkpoint = START;
    let yielded = performance.now();
    let next: Promise<ReadAllResult> = read(checkpoint);
    let readAhead = false;
    for (;;) {
      const page = await next;
      // PGlite answers within the same turn of the event loop (its queries run in this
      // thread), so without this a rebuild on it never let timers, sockets or signals in:
      // a 30 s rebuild of the demo held off every request and a SIGTERM for all of it.
      if (performance.now() - yielded >= YIELD_EVERY_MS) {
        await setImmediate();
        yielded = performance.now();
      }
      signal?.throwIfAborted();
      // A lock whose connection died may be someone else's now: stop rather than write beside them.
      const lost = locks.findIndex((lock) => lock.lost.aborted);
      if (lost >= 0) throw new LockLostError(projections[lost]!.name);
      if (page.events.length === 0 && compareCheckpoints(page.checkpoint, checkpoint) <= 0) {
        // A page read ahead may have run while a reactor's transaction was still open, so
        // it could not see the events that transaction appended: only a read after every
        // apply has committed may end the rebuild.
        if (!page.pending && !readAhead) break;
        if (page.pending) await new Promise((resolve) => setTimeout(resolve, 20));
        // The read that may end the pass starts after every append has committed.
        await settleAppends(checkpoint);
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
      const from = checkpoint;
      // In-memory folds are mostly this thread's work: they all go at once, and wait side by
      // side for what they append; page-by-page applies take turns for connections.
      await Promise.all([
        runLimited(
          work.filter(({ target }) => target.memory),
          work.length,
          ({ target, events }) => fold(target, target.memory!, events, from, page.checkpoint),
        ),
        runLimited(
          work.filter(({ target }) => !target.memory),
          concurrency,
          ({ target, events }) => apply(target, events, page.checkpoint),
        ),
      ]);
      checkpoint = page.checkpoint;
      if (held() >= heldRows) await writeHeld(checkpoint);
      if (!types) processed += page.events.length;
      else if (performance.now() - lastCount >= TYPED_PROGRESS_EVERY_MS) {
        processed = Math.max(processed, total - (await store.countAfter(checkpoint)));
        lastCount = performance.now();
      }
      onProgress?.(progress());
    }
    await writeHeld(checkpoint);
    await writing;
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
      checkpoint,
      deadLettered: targets.reduce((sum, target) => sum + target.deadLettered, 0),
      projections: Object.fromEntries(
        targets.map((target) => [target.projection.name, { applyMs: target.applyMs, deadLettered: target.deadLettered, inMemory: target.memory !== null }]),
      ),
    };
  } finally {
    // Not while a write may still be running: the locks keep other projectors out of it.
    await writing.catch(() => {});
    if (!heldLocks) await Promise.all(locks.map((lock) => lock.release()));
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
