import { START, type Checkpoint, type Database, type EventStore, type SessionLock, type Subscription } from '@facility/event-store';
import {
  CheckpointConflictError,
  readCheckpoint,
  resetProjection,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import { emittedWriterFor } from './emitted-writer.ts';
import { applyBatch, ProjectionHaltedError, type PoisonPolicy } from './apply-batch.ts';
import type { ChangeListener, Logger } from './change-set.ts';

export interface RunnerOptions {
  batchSize: number;
  poisonPolicy: PoisonPolicy;
  /** How often a runner whose projection is owned by another process asks again. */
  standbyRetryMs: number;
  /** Pause before restarting after an unexpected failure (e.g. the database went away). */
  restartDelayMs: number;
  logger: Logger;
  onChange: ChangeListener;
}

/**
 * - `standby`: another process owns the projection; this one waits to take over.
 * - `running`: owns it and follows the log.
 * - `halted`: stopped at a poison event under the `stop` policy; needs an operator.
 * - `failed`: an unexpected error; restarts after `restartDelayMs`.
 */
export type RunnerState = 'idle' | 'standby' | 'running' | 'halted' | 'failed' | 'stopped';

export interface RunnerStatus {
  state: RunnerState;
  checkpoint: Checkpoint;
  error: string | null;
}

export const ownerLockName = (projection: string): string => `projection:${projection}`;

/** The owner lock went away with its connection: another process may own the projection now. */
export class LockLostError extends Error {
  override readonly name = 'LockLostError';
  constructor(projection: string) {
    super(`${projection}: the owner lock's connection was lost`);
  }
}

/**
 * Runs one projection: takes ownership (one owner per projection across processes), resets
 * it if its version changed, then follows the log from its checkpoint, applying each batch
 * and its checkpoint in one transaction and publishing a change set after each commit.
 */
export class ProjectionRunner {
  readonly projection: ProjectionDefinition;
  readonly #store: EventStore;
  readonly #database: Database;
  readonly #options: RunnerOptions;
  #state: RunnerState = 'idle';
  #checkpoint: Checkpoint = START;
  #error: string | null = null;
  #lock: SessionLock | null = null;
  #subscription: Subscription | null = null;
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
    await this.#subscription?.stop();
    this.#subscription = null;
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
      this.#checkpoint = await this.#prepareCheckpoint();
      if (lock.lost.aborted) throw new LockLostError(this.projection.name);
      this.#state = 'running';
      this.#error = null;
      const subscription = this.#store.subscribe({
        after: this.#checkpoint,
        batchSize: this.#options.batchSize,
        ...(this.projection.eventTypes ? { types: this.projection.eventTypes } : {}),
        onEvents: (events, checkpoint) => this.#onEvents(events, checkpoint),
      });
      this.#subscription = subscription;
      subscription.done.catch((error: unknown) => this.#onFailure(error, subscription));
      lock.lost.addEventListener('abort', () => void this.#onLockLost(subscription), { once: true });
    } catch (error) {
      logger.error(`${this.projection.name}: could not start: ${String(error)}`);
      await this.#onFailure(error);
    }
  }

  /** A new projection, or one whose version changed, starts again from position 0. */
  async #prepareCheckpoint(): Promise<Checkpoint> {
    const { name, version, tables } = this.projection;
    const db = this.#database.withTables<ReadModelDatabase>().db;
    const stored = await readCheckpoint(db, name);
    if (stored && stored.version === version) return stored.checkpoint;
    await db.transaction().execute((trx) => resetProjection(trx, name, version, tables));
    this.#options.logger.info(
      stored
        ? `${name}: version ${stored.version} -> ${version}, rebuilding from position 0`
        : `${name}: new projection, building from position 0`,
    );
    return START;
  }

  async #onEvents(events: Parameters<typeof applyBatch>[2], upTo: Checkpoint): Promise<void> {
    const { logger, poisonPolicy, onChange } = this.#options;
    const appender = emittedWriterFor(this.#store);
    const applied = await applyBatch(this.#database, this.projection, events, this.#checkpoint, poisonPolicy, logger, appender, upTo);
    this.#checkpoint = applied.checkpoint;
    try {
      onChange({
        projection: this.projection.name,
        checkpoint: applied.checkpoint,
        position: applied.checkpoint.position,
        siteIds: applied.scope.siteIds,
        roomIds: applied.scope.roomIds,
        events: events.length,
      });
    } catch (error) {
      // A listener's bug must not stop the projection; the change is committed either way.
      logger.error(`${this.projection.name}: change listener failed: ${String(error)}`);
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
