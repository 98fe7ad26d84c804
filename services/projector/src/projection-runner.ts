import { compareCheckpoints, START, type Checkpoint, type Database, type EventStore, type SessionLock, type Subscription } from '@facility/event-store';
import {
  CheckpointConflictError,
  ProjectionMemory,
  readCheckpoint,
  resetProjection,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import { ProjectionHaltedError, type AppliedBatch } from './apply-batch.ts';
import type { PageToApply } from './apply-group.ts';
import type { ChangeListener, ChangeSet, Logger } from './change-set.ts';
import { LockLostError, ownerLockName } from './ownership.ts';
import { SharedRebuildEndedError, type RebuildInMemory } from './startup-rebuilds.ts';

export interface RunnerOptions {
  batchSize: number;
  /** How often a runner whose projection is owned by another process asks again. */
  standbyRetryMs: number;
  /** Pause before restarting after an unexpected failure (e.g. the database went away). */
  restartDelayMs: number;
  /**
   * A projection that starts again from position 0 (new, or its version changed) and can
   * rebuild in memory (`rebuildInMemory`) does so in the background when the log holds at
   * least this many events; a shorter log is followed page by page, with a change set for
   * every page as usual. Infinity: always page by page.
   */
  rebuildInMemoryFrom: number;
  /** At the head of the log, how long a page gathers events before it is read (`SubscribeOptions.gatherMs`). */
  gatherMs: number;
  /** Runs such a rebuild (the projector's `StartupRebuilds`, which lets its runners' rebuilds share one read). */
  rebuildInMemory: RebuildInMemory;
  /** Applies a page with its checkpoint's move, in one transaction (the projector's `ApplyGroup`). */
  applyPage(page: PageToApply): Promise<AppliedBatch>;
  logger: Logger;
  onChange: ChangeListener;
}

/**
 * - `standby`: another process owns the projection; this one waits to take over.
 * - `rebuilding`: owns it and rebuilds it in memory from position 0 (a new version on a long log).
 * - `running`: owns it and follows the log.
 * - `halted`: stopped at a poison event under the `stop` policy; needs an operator.
 * - `failed`: an unexpected error; restarts after `restartDelayMs`.
 */
export type RunnerState = 'idle' | 'standby' | 'rebuilding' | 'running' | 'halted' | 'failed' | 'stopped';

export interface RunnerStatus {
  state: RunnerState;
  checkpoint: Checkpoint;
  error: string | null;
}

/**
 * A page with none of a projection's event types only moves its checkpoint. Under load the
 * log wakes every projection many times a second, and most have nothing to do: writing each
 * of those moves would be one transaction per projection per wake-up. The move is written
 * at once after a quiet spell, otherwise with the projection's next events or when this
 * much time has passed since its last write; the stored checkpoint, which health reports,
 * trails by no more than this. Projections whose position answers claim
 * (`positionClaimed`) write every move at once.
 */
export const IDLE_CHECKPOINT_EVERY_MS = 250;

/**
 * Runs one projection: takes ownership (one owner per projection across processes), starts
 * it again from position 0 if it is new or its version changed (on a long log by a rebuild
 * in memory, in the background), then follows the log from its checkpoint, applying each
 * batch and its checkpoint in one transaction and publishing a change set after each commit.
 */
export class ProjectionRunner {
  readonly projection: ProjectionDefinition;
  readonly #store: EventStore;
  readonly #database: Database;
  readonly #options: RunnerOptions;
  #state: RunnerState = 'idle';
  /** How far the log has been read and handled, written or not. */
  #checkpoint: Checkpoint = START;
  /** The checkpoint as stored: the compare-and-set's expected value. */
  #stored: Checkpoint = START;
  #storedAt = -Infinity;
  #idleWrite: NodeJS.Timeout | null = null;
  /** Applies and checkpoint writes, one after the other. */
  #queue: Promise<void> = Promise.resolve();
  #error: string | null = null;
  /** The rows kept between pages while following the log; new each time it starts following. */
  #memory = new ProjectionMemory();
  #lock: SessionLock | null = null;
  #subscription: Subscription | null = null;
  /** The rebuild in memory running in the background, and what ends it. */
  #rebuild: { done: Promise<void>; abort: AbortController } | null = null;
  #retry: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(store: EventStore, database: Database, projection: ProjectionDefinition, options: RunnerOptions) {
    this.#store = store;
    this.#database = database;
    this.projection = projection;
    this.#options = options;
  }

  status(): RunnerStatus {
    return { state: this.#state, checkpoint: this.#checkpoint, error: this.#error };
  }

  /** Resolves after the first attempt to take ownership (running or standby). */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.#attempt();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    // Ends after the write in flight: the takes written so far stay, with their checkpoint.
    this.#rebuild?.abort.abort();
    await this.#rebuild?.done;
    await this.#subscription?.stop();
    this.#subscription = null;
    if (this.#state === 'running') {
      // Leave the stored checkpoint where the projection got to; if this fails, the pages
      // are read again after a restart and hold nothing for it.
      await this.#serially(() => this.#writeIdleCheckpoint()).catch(() => {});
    }
    this.#cancelIdleWrite();
    await this.#releaseLock();
    this.#state = 'stopped';
  }

  async #attempt(): Promise<void> {
    if (this.#stopped) return;
    const { logger } = this.#options;
    try {
      const lock = await this.#database.tryLock(ownerLockName(this.projection.name));
      this.#lock = lock;
      if (!lock) {
        this.#state = 'standby';
        this.#schedule(this.#options.standbyRetryMs);
        return;
      }
      const start = await this.#prepareCheckpoint();
      if (lock.lost.aborted) throw new LockLostError(this.projection.name);
      this.#error = null;
      if (start === 'rebuild in memory') {
        this.#state = 'rebuilding';
        const abort = new AbortController();
        const done = this.#rebuildInMemory(lock, abort.signal).finally(() => {
          if (this.#rebuild?.abort === abort) this.#rebuild = null;
        });
        this.#rebuild = { abort, done };
        return;
      }
      this.#follow(lock, start);
    } catch (error) {
      logger.error(`${this.projection.name}: could not start: ${String(error)}`);
      await this.#onFailure(error);
    }
  }

  /** Follows the log from `checkpoint`, stored there: from now on every page is applied as it comes. */
  #follow(lock: SessionLock, checkpoint: Checkpoint): void {
    this.#checkpoint = this.#stored = checkpoint;
    // Whatever was kept before may have been overwritten since: by another owner, a rebuild or a failed page.
    this.#memory = new ProjectionMemory();
    this.#storedAt = -Infinity;
    this.#state = 'running';
    const subscription = this.#store.subscribe({
      after: this.#checkpoint,
      batchSize: this.#options.batchSize,
      gatherMs: this.#options.gatherMs,
      ...(this.projection.eventTypes ? { types: this.projection.eventTypes } : {}),
      onEvents: (events, checkpoint) => this.#onEvents(events, checkpoint),
    });
    this.#subscription = subscription;
    subscription.done.catch((error: unknown) => this.#onFailure(error, subscription));
    lock.lost.addEventListener('abort', () => void this.#onLockLost(subscription), { once: true });
  }

  /**
   * Where to follow the log from: the stored checkpoint, or position 0 for a new projection
   * or one whose version changed, its tables emptied here or by the rebuild in memory.
   */
  async #prepareCheckpoint(): Promise<Checkpoint | 'rebuild in memory'> {
    const { name, version, tables } = this.projection;
    const db = this.#database.withTables<ReadModelDatabase>().db;
    const stored = await readCheckpoint(db, name);
    if (stored && stored.version === version) return stored.checkpoint;
    const why = stored ? `version ${stored.version} -> ${version}` : 'new projection';
    const from = this.#options.rebuildInMemoryFrom;
    if (this.projection.rebuildInMemory && Number.isFinite(from) && (await this.#store.countAfter(START, { atMost: from })) >= from) {
      this.#options.logger.info(`${name}: ${why}, rebuilding in memory from position 0 in the background`);
      return 'rebuild in memory';
    }
    await db.transaction().execute((trx) => resetProjection(trx, name, version, tables));
    this.#options.logger.info(`${name}: ${why}, ${stored ? 'rebuilding' : 'building'} from position 0`);
    return START;
  }

  /**
   * Rebuilds the projection in memory from position 0 under the lock this runner holds (its
   * tables emptied first), then follows the log from where the rebuild ended. Its change set
   * names no sites: every row may have changed (`rebuilt`). `stop()` ends it after the write
   * in flight. A failure is handled as any other (a poison event under `stop` halts the
   * projection it belongs to; the others of a shared rebuild see `SharedRebuildEndedError`);
   * the next start goes on page by page from the last write.
   */
  async #rebuildInMemory(lock: SessionLock, signal: AbortSignal): Promise<void> {
    const { name } = this.projection;
    try {
      const result = await this.#options.rebuildInMemory(this.projection, lock, signal);
      this.#checkpoint = this.#stored = result.checkpoint;
      this.#publish({
        projection: name,
        checkpoint: result.checkpoint,
        position: result.checkpoint.position,
        siteIds: [],
        roomIds: [],
        events: result.processed,
        rebuilt: true,
      });
      if (lock.lost.aborted) throw new LockLostError(name);
      if (!signal.aborted) this.#follow(lock, result.checkpoint);
    } catch (error) {
      if (signal.aborted) return; // stop() ended it.
      await this.#onFailure(error);
    }
  }

  #onEvents(events: PageToApply['events'], upTo: Checkpoint): Promise<void> {
    if (events.length === 0 && !this.projection.positionClaimed && performance.now() - this.#storedAt < IDLE_CHECKPOINT_EVERY_MS) {
      this.#checkpoint = upTo;
      this.#armIdleWrite();
      return Promise.resolve();
    }
    return this.#serially(() => this.#apply(events, upTo));
  }

  #armIdleWrite(): void {
    this.#idleWrite ??= setTimeout(() => {
      this.#idleWrite = null;
      this.#serially(() => this.#writeIdleCheckpoint()).catch((error: unknown) => {
        // Not lost: the next page's transaction moves the checkpoint from where it is stored.
        this.#options.logger.warn(`${this.projection.name}: could not store its checkpoint: ${String(error)}`);
      });
    }, IDLE_CHECKPOINT_EVERY_MS);
    this.#idleWrite.unref();
  }

  #serially(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => {});
    return run;
  }

  async #writeIdleCheckpoint(): Promise<void> {
    if (this.#state !== 'running' || compareCheckpoints(this.#checkpoint, this.#stored) <= 0) return;
    await this.#apply([], this.#checkpoint);
  }

  #cancelIdleWrite(): void {
    if (this.#idleWrite) clearTimeout(this.#idleWrite);
    this.#idleWrite = null;
  }

  /** Applies the events and moves the stored checkpoint to `upTo` in one transaction, then publishes the change. */
  async #apply(events: PageToApply['events'], upTo: Checkpoint): Promise<void> {
    const applied = await this.#options.applyPage({ projection: this.projection, events, from: this.#stored, upTo, memory: this.#memory });
    this.#stored = applied.checkpoint;
    this.#storedAt = performance.now();
    this.#cancelIdleWrite();
    // Pages that only moved the checkpoint may have come in while an idle write ran.
    if (compareCheckpoints(this.#checkpoint, this.#stored) < 0) this.#checkpoint = this.#stored;
    else if (this.#state === 'running' && compareCheckpoints(this.#checkpoint, this.#stored) > 0) this.#armIdleWrite();
    this.#publish({
      projection: this.projection.name,
      checkpoint: applied.checkpoint,
      position: applied.checkpoint.position,
      siteIds: applied.scope.siteIds,
      roomIds: applied.scope.roomIds,
      events: events.length,
    });
  }

  #publish(changeSet: ChangeSet): void {
    try {
      this.#options.onChange(changeSet);
    } catch (error) {
      // A listener's bug must not stop the projection; the change is committed either way.
      this.#options.logger.error(`${this.projection.name}: change listener failed: ${String(error)}`);
    }
  }

  /**
   * The lock's connection died, so PostgreSQL freed the lock and another process may take
   * the projection over: stop following the log (after the batch in flight, whose commit
   * the checkpoint's compare-and-set still fences) until the lock is taken again.
   */
  async #onLockLost(subscription: Subscription): Promise<void> {
    if (this.#subscription !== subscription) return;
    this.#subscription = null;
    await subscription.stop();
    await this.#onFailure(new LockLostError(this.projection.name));
  }

  /** `failed`: the subscription that failed, ignored when it is no longer the current one. */
  async #onFailure(error: unknown, failed?: Subscription): Promise<void> {
    if (failed && this.#subscription !== failed) return;
    this.#subscription = null;
    this.#cancelIdleWrite();
    await this.#releaseLock().catch(() => {});
    if (this.#stopped) return;
    const { logger } = this.#options;
    if (error instanceof CheckpointConflictError) {
      logger.warn(`${this.projection.name}: lost ownership (${error.message}); standing by`);
      this.#state = 'standby';
      this.#schedule(this.#options.standbyRetryMs);
    } else if (error instanceof LockLostError) {
      // Most often the database dropped every connection: ask for the lock again soon.
      logger.warn(`${error.message}; stopped until the lock is taken again (in ${this.#options.restartDelayMs} ms)`);
      this.#state = 'standby';
      this.#schedule(this.#options.restartDelayMs);
    } else if (error instanceof SharedRebuildEndedError) {
      // Not this projection's doing: start again at once, page by page from its last write.
      logger.warn(`${this.projection.name}: ${error.message}; starting again from its last write`);
      this.#state = 'idle';
      this.#schedule(0);
    } else if (error instanceof ProjectionHaltedError) {
      logger.error(error.message);
      this.#state = 'halted';
      this.#error = error.message;
    } else {
      logger.error(`${this.projection.name}: failed: ${String(error)}; restarting in ${this.#options.restartDelayMs} ms`);
      this.#state = 'failed';
      this.#error = String(error);
      this.#schedule(this.#options.restartDelayMs);
    }
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#attempt();
    }, delayMs);
    this.#retry.unref();
  }

  async #releaseLock(): Promise<void> {
    const lock = this.#lock;
    this.#lock = null;
    await lock?.release();
  }
}
