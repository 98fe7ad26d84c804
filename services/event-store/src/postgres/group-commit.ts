import type { AppendOutcome, AppendRequest } from '../append-plan.ts';
import type { AppendResult } from '../types.ts';

interface Queued {
  request: AppendRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export type BatchWriter = (requests: readonly AppendRequest[]) => Promise<AppendOutcome[]>;

export interface GroupCommitOptions {
  /** Largest number of events one transaction takes (default 5000). */
  maxEvents?: number;
  /**
   * Transactions in flight at once (default 1). Two let one batch's round trips and commit
   * flush overlap with the next batch's, at the price of smaller batches.
   */
  maxConcurrent?: number;
}

/** A queue is split between concurrent transactions only if each part gets this many events. */
const MIN_SPLIT_EVENTS = 200;

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Group commit: appends that arrive while a transaction is being written wait in a queue
 * and go together in the next one. Under many small writers the cost of a commit (its
 * flush to disk) is shared by the whole batch; a lone writer still goes straight through.
 * Each caller is answered only after the transaction holding its events has committed.
 */
export class GroupCommitter {
  readonly #write: BatchWriter;
  readonly #maxEvents: number;
  readonly #maxConcurrent: number;
  #queue: Queued[] = [];
  /** Streams with a transaction in flight, and how many such transactions each has. */
  readonly #busyStreams = new Map<string, number>();
  #active = 0;
  #scheduled = false;
  #idle: (() => void)[] = [];

  constructor(write: BatchWriter, options: GroupCommitOptions = {}) {
    this.#write = write;
    this.#maxEvents = options.maxEvents ?? 5_000;
    this.#maxConcurrent = Math.max(1, options.maxConcurrent ?? 1);
  }

  submit(request: AppendRequest): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once everything queued so far has been answered. */
  flush(): Promise<void> {
    if (this.#queue.length === 0 && this.#active === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // setImmediate lets requests that arrive in the same turn of the event loop (several
    // HTTP requests parsed together, or callers resubmitting after one commit) join one batch.
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#active < this.#maxConcurrent && this.#queue.length > 0) {
      // Share a large queue between the free slots so that concurrent transactions overlap;
      // a small one goes in one transaction, since on two cores splitting few events only
      // doubles the per-transaction work (measured: 16 single-event writers ran 15% slower).
      const free = this.#maxConcurrent - this.#active;
      const queuedEvents = this.#queue.reduce((sum, queued) => sum + queued.request.events.length, 0);
      const split = free > 1 && queuedEvents >= free * MIN_SPLIT_EVENTS;
      const batch = this.#takeBatch(split ? Math.ceil(this.#queue.length / free) : Infinity);
      if (batch.length === 0) return; // everything queued waits for a stream in flight
      const streams = [...new Set(batch.map((queued) => queued.request.streamId))];
      for (const stream of streams) this.#busyStreams.set(stream, (this.#busyStreams.get(stream) ?? 0) + 1);
      this.#active++;
      void this.#writeBatch(batch).finally(() => {
        for (const stream of streams) {
          const count = this.#busyStreams.get(stream)! - 1;
          if (count === 0) this.#busyStreams.delete(stream);
          else this.#busyStreams.set(stream, count);
        }
        this.#active--;
        if (this.#queue.length > 0) this.#schedule();
        else if (this.#active === 0) this.#idle.splice(0).forEach((resolve) => resolve());
      });
    }
  }

  /**
   * Takes queued requests in order, skipping any whose stream already has a transaction in
   * flight: two transactions would race for that stream's lock and could commit its appends
   * in the opposite order from the one they were made in.
   */
  #takeBatch(maxRequests: number): Queued[] {
    const taken: Queued[] = [];
    const kept: Queued[] = [];
    // Once one request of a stream stays queued, later ones of that stream stay behind it.
    const held = new Set(this.#busyStreams.keys());
    let events = 0;
    for (const queued of this.#queue) {
      const size = queued.request.events.length;
      const full = taken.length >= maxRequests || (taken.length > 0 && events + size > this.#maxEvents);
      if (full || held.has(queued.request.streamId)) {
        held.add(queued.request.streamId);
        kept.push(queued);
      } else {
        taken.push(queued);
        events += size;
      }
    }
    this.#queue = kept;
    return taken;
  }

  async #writeBatch(batch: Queued[], attempt = 1): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      outcomes = await this.#write(batch.map((queued) => queued.request));
    } catch (error) {
      // Another transaction stored one of these event ids (on another stream) after we
      // looked: the retry sees it and reports it as a duplicate.
      if (isUniqueViolation(error) && attempt < 3) return this.#writeBatch(batch, attempt + 1);
      // One caller's bad data must not fail the callers it happened to share a batch with.
      if (batch.length > 1) {
        for (const queued of batch) await this.#writeBatch([queued], attempt);
        return;
      }
      batch[0]?.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const queued = batch[index]!;
      if (outcome.ok) queued.resolve(outcome.result);
      else queued.reject(outcome.error);
    });
  }
}
