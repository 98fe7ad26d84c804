import type { Database, EventStore } from '@facility/event-store';
import {
  countDeadLetters,
  migrateReadModels,
  readCheckpoint,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import type { PoisonPolicy } from './apply-batch.ts';
import { ApplyGroup } from './apply-group.ts';
import { emittedWriterFor } from './emitted-writer.ts';
import { consoleLogger, type ChangeListener, type ChangeSet, type Logger } from './change-set.ts';
import { ProjectionRunner, type RunnerOptions, type RunnerState } from './projection-runner.ts';
import { rebuildProjection, type RebuildOptions, type RebuildResult } from './rebuild.ts';
import { StartupRebuilds } from './startup-rebuilds.ts';

export interface ProjectorOptions {
  batchSize?: number;
  poisonPolicy?: PoisonPolicy;
  standbyRetryMs?: number;
  restartDelayMs?: number;
  /** See `RunnerOptions.rebuildInMemoryFrom` (default {@link REBUILD_IN_MEMORY_FROM}). */
  rebuildInMemoryFrom?: number;
  /** See `RunnerOptions.gatherMs` (default {@link GATHER_MS}). */
  gatherMs?: number;
  logger?: Logger;
}

/**
 * A runner at the head of the log waits this long after a page before it reads the next
 * (`SubscribeOptions.gatherMs`), so that under steady traffic the next page holds the
 * events of that while. Every page costs the same few statements whatever it holds (the
 * shared read, a transaction per lane, the checkpoint move, the change set's NOTIFY; for a
 * projection of a few event types, a read that only moves its checkpoint), and on this
 * hardware each round trip costs PostgreSQL far more CPU than the rows it carries. Measured
 * on 2026-12-01 (README, Ingest over HTTP): statements per ingested event halved, CPU per
 * event about 40% lower in PostgreSQL and 25% in Node. An idle runner still wakes at the
 * first append. 25 ms left the live board's latency where it was (`bench:live`); 50 ms
 * did not (p50 three to five times higher, cause not found), so change it only with that
 * benchmark beside.
 */
export const GATHER_MS = 25;

/**
 * A version bump on a log this long rebuilds in memory: a few pages at least, where folding
 * in memory starts to pay, and more than a test or a fresh demo holds when it starts.
 */
export const REBUILD_IN_MEMORY_FROM = 20_000;

/**
 * Health counts a projection's lag up to this many events: enough to tell "caught up enough
 * to serve" (the API's threshold is 1,000) without counting a long backlog on every check.
 */
export const LAG_COUNT_LIMIT = 10_000;

export interface ProjectionHealth {
  state: RunnerState;
  version: number;
  /** Global position of the last applied event (0 before the first). */
  position: number;
  /** Events readable now that the projection has not applied yet (at most LAG_COUNT_LIMIT). */
  lag: number;
  deadLetters: number;
  error: string | null;
}

/**
 * What the API needs of the projections: their health, and the change sets committed in
 * this process. A Projector is one; an API node without projections watches them from the
 * database instead (ProjectionObserver).
 */
export interface ProjectionMonitor {
  health(): Promise<Record<string, ProjectionHealth>>;
  onChange(listener: ChangeListener): () => void;
}

/**
 * Runs many projections (and reactors, which are projections that append events) side by
 * side, each with its own checkpoint and owner lock, and fans their change sets out to
 * in-process listeners such as the live hub.
 */
export class Projector implements ProjectionMonitor {
  readonly #store: EventStore;
  readonly #database: Database;
  readonly #runners = new Map<string, ProjectionRunner>();
  readonly #listeners = new Set<ChangeListener>();
  readonly #options: RunnerOptions;
  readonly #poisonPolicy: PoisonPolicy;
  readonly #startupRebuilds: StartupRebuilds;

  constructor(store: EventStore, database: Database, projections: readonly ProjectionDefinition[], options: ProjectorOptions = {}) {
    this.#store = store;
    this.#database = database;
    const batchSize = options.batchSize ?? 1_000;
    const poisonPolicy = options.poisonPolicy ?? 'dead-letter';
    const logger = options.logger ?? consoleLogger;
    this.#poisonPolicy = poisonPolicy;
    this.#startupRebuilds = new StartupRebuilds(store, database, { batchSize, poisonPolicy, logger });
    const group = new ApplyGroup(database, emittedWriterFor(store), { poisonPolicy, logger });
    this.#options = {
      batchSize,
      applyPage: (page) => group.apply(page),
      standbyRetryMs: options.standbyRetryMs ?? 5_000,
      restartDelayMs: options.restartDelayMs ?? 2_000,
      rebuildInMemoryFrom: options.rebuildInMemoryFrom ?? REBUILD_IN_MEMORY_FROM,
      gatherMs: options.gatherMs ?? GATHER_MS,
      rebuildInMemory: this.#startupRebuilds.request,
      logger,
      onChange: (changeSet) => this.#publish(changeSet),
    };
    for (const projection of projections) {
      if (this.#runners.has(projection.name)) throw new Error(`Duplicate projection name ${projection.name}`);
      this.#runners.set(projection.name, new ProjectionRunner(store, database, projection, this.#options));
    }
  }

  /** Migrates the read models, then starts every projection (a rebuild in memory goes on in the background; health says `rebuilding`). */
  async start(): Promise<void> {
    await migrateReadModels(this.#database.db);
    // Runners that rebuild in memory do it together, once each has made its first attempt.
    this.#startupRebuilds.gather();
    try {
      await Promise.all([...this.#runners.values()].map((runner) => runner.start()));
    } finally {
      this.#startupRebuilds.release();
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.#runners.values()].map((runner) => runner.stop()));
  }

  /** Subscribes to change sets; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Per projection: state, position, lag and dead letters, read from the database. */
  async health(): Promise<Record<string, ProjectionHealth>> {
    const db = this.#database.withTables<ReadModelDatabase>().db;
    const entries = await Promise.all(
      [...this.#runners.values()].map(async (runner): Promise<[string, ProjectionHealth]> => {
        const { name, version } = runner.projection;
        const stored = await readCheckpoint(db, name);
        const checkpoint = stored?.checkpoint ?? { transactionId: 0, position: 0 };
        const status = runner.status();
        return [
          name,
          {
            state: status.state,
            version,
            position: checkpoint.position,
            lag: await this.#store.countAfter(checkpoint, { atMost: LAG_COUNT_LIMIT }),
            deadLetters: await countDeadLetters(db, name),
            error: status.error,
          },
        ];
      }),
    );
    return Object.fromEntries(entries);
  }

  /** Stops the projection here, rebuilds it from position 0, and starts it again. */
  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    const runner = this.#runners.get(name);
    if (!runner) throw new Error(`Unknown projection ${name}`);
    await runner.stop();
    try {
      return await rebuildProjection(this.#store, this.#database, runner.projection, {
        batchSize: this.#options.batchSize,
        poisonPolicy: this.#poisonPolicy,
        logger: this.#options.logger,
        ...options,
      });
    } finally {
      await runner.start();
    }
  }

  #publish(changeSet: ChangeSet): void {
    for (const listener of this.#listeners) listener(changeSet);
  }
}
