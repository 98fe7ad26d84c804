import type { Database, EventStore, SessionLock } from '@facility/event-store';
import type { ProjectionDefinition } from '@facility/projections';
import { ProjectionHaltedError } from './apply-batch.ts';
import type { Logger } from './change-set.ts';
import { LockLostError } from './ownership.ts';
import { rebuildProjections, type RebuildOptions, type RebuildResult } from './rebuild.ts';

/** Rebuilds a projection in memory from position 0 under the owner lock its runner holds; `signal` ends it. */
export type RebuildInMemory = (projection: ProjectionDefinition, lock: SessionLock, signal: AbortSignal) => Promise<RebuildResult>;

/** A rebuild shared by several runners ended for one of the others: it stopped, halted or lost its lock. */
export class SharedRebuildEndedError extends Error {
  override readonly name = 'SharedRebuildEndedError';
}

interface Request {
  projection: ProjectionDefinition;
  lock: SessionLock;
  signal: AbortSignal;
  resolve(result: RebuildResult): void;
  reject(error: unknown): void;
}

/**
 * The rebuilds in memory of one projector's runners. The runners a projector starts from
 * position 0 (a deploy that bumped versions, or a projector new to a long log) ask while
 * it starts them; their requests wait until every runner has made its first attempt and
 * then go together, in one `rebuildProjections`: one read of the log for all of them.
 * Each reading the log on its own, nine rebuilds took longer than following it page by page.
 * A request made later (a runner starting again after a failure, or taking over from
 * another process) goes at once, on its own.
 *
 * The stop of any runner in a shared rebuild ends it (after the write in flight); the
 * others see it fail and start again from their last write, page by page. A failure that
 * names its projection (a halt, a lost lock) is that runner's; the others are told the
 * rebuild they shared ended (`SharedRebuildEndedError`).
 */
export class StartupRebuilds {
  readonly #store: EventStore;
  readonly #database: Database;
  readonly #options: Pick<RebuildOptions, 'batchSize' | 'poisonPolicy'> & { logger: Logger };
  #gathering = false;
  #waiting: Request[] = [];

  constructor(store: EventStore, database: Database, options: Pick<RebuildOptions, 'batchSize' | 'poisonPolicy'> & { logger: Logger }) {
    this.#store = store;
    this.#database = database;
    this.#options = options;
  }

  /** From now until `release()`, requests wait to go together. */
  gather(): void {
    this.#gathering = true;
  }

  /** Starts the requests gathered since `gather()`, in one rebuild. */
  release(): void {
    this.#gathering = false;
    this.#run(this.#waiting.splice(0));
  }

  readonly request: RebuildInMemory = (projection, lock, signal) =>
    new Promise<RebuildResult>((resolve, reject) => {
      const request: Request = { projection, lock, signal, resolve, reject };
      if (!this.#gathering) return this.#run([request]);
      this.#waiting.push(request);
      // A runner stopped while requests gather leaves at once: nothing of it has started.
      signal.addEventListener(
        'abort',
        () => {
          const index = this.#waiting.indexOf(request);
          if (index < 0) return;
          this.#waiting.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
    });

  #run(requests: Request[]): void {
    const live = requests.filter((request) => {
      if (request.signal.aborted) request.reject(request.signal.reason);
      return !request.signal.aborted;
    });
    if (live.length === 0) return;
    const { logger } = this.#options;
    const names = live.map((request) => request.projection.name);
    const shared = new AbortController();
    const stops = live.map((request) => {
      const stop = () => shared.abort(new SharedRebuildEndedError(`the rebuild in memory of ${names.join(', ')} ended: ${request.projection.name} stopped`));
      request.signal.addEventListener('abort', stop, { once: true });
      return () => request.signal.removeEventListener('abort', stop);
    });
    logger.info(`rebuilding in memory from position 0: ${names.join(', ')}`);
    rebuildProjections(this.#store, this.#database, live.map((request) => request.projection), {
      ...this.#options,
      heldLocks: live.map((request) => request.lock),
      signal: shared.signal,
    })
      .then(
        (result) => {
          logger.info(
            `rebuilt in memory: ${names.join(', ')}, ${result.processed} events in ${(result.elapsedMs / 1_000).toFixed(1)} s (${Math.round(result.eventsPerSecond)} events/s)`,
          );
          live.forEach((request) => request.resolve(result));
        },
        (error: unknown) => live.forEach((request) => request.reject(ownFailure(error, request.projection.name))),
      )
      .finally(() => stops.forEach((remove) => remove()));
  }
}

/** The failure of a shared rebuild as one of its projections sees it: its own, or the end of what it shared. */
function ownFailure(error: unknown, projection: string): unknown {
  const named = error instanceof ProjectionHaltedError || error instanceof LockLostError ? error.projection : projection;
  if (named === projection) return error;
  return new SharedRebuildEndedError(`the rebuild in memory it shared ended: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}
