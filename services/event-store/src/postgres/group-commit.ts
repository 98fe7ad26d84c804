import type { AppendOutcome, AppendRequest } from '../append-plan.ts';
import type { AppendResult } from '../types.ts';

interface Queued {
  request: AppendRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export type BatchWriter = (requests: readonly AppendRequest[]) => Promise<AppendOutcome[]>;

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
  #queue: Queued[] = [];
  #draining: Promise<void> | null = null;

  constructor(write: BatchWriter, maxEvents = 5_000) {
    this.#write = write;
    this.#maxEvents = maxEvents;
  }

  submit(request: AppendRequest): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      // setImmediate lets requests that arrived in the same turn of the event loop (e.g.
      // several HTTP requests parsed together) join the first batch.
      this.#draining ??= new Promise<void>((started) => setImmediate(started)).then(() => this.#drain());
    });
  }

  /** Resolves once everything queued so far has been answered. */
  async flush(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#writeBatch(this.#takeBatch());
    } finally {
      this.#draining = null;
    }
  }

  #takeBatch(): Queued[] {
    let events = 0;
    let count = 0;
    for (const queued of this.#queue) {
      if (count > 0 && events + queued.request.events.length > this.#maxEvents) break;
      events += queued.request.events.length;
      count++;
    }
    return this.#queue.splice(0, count);
  }

  async #writeBatch(batch: Queued[], attempt = 1): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      outcomes = await this.#write(batch.map((queued) => queued.request));
    } catch (error) {
      // Another process stored one of these event ids (on another stream) after we looked:
      // the retry sees it and reports it as a duplicate.
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
