import type { RecordedEvent } from '@facility/contracts';
import { AppendSignal } from '../append-signal.ts';
import type { SubscriptionSource } from '../subscription.ts';
import { compareCheckpoints, type Checkpoint, type ReadAllResult } from '../types.ts';

export type ReadRequest = { after: Checkpoint; maxCount: number; types?: readonly string[] };

/**
 * An in-memory log for unit tests of what reads a store (shared pages, subscriptions): it
 * records every read it serves, wakes waiting readers on append as a store does, and `hold`
 * keeps reads pending until released.
 */
export class MemoryLog implements SubscriptionSource {
  readonly events: RecordedEvent[] = [];
  readonly reads: ReadRequest[] = [];
  /** When each read was asked (performance.now()) and how many events it returned, in order. */
  readonly served: { at: number; events: number }[] = [];
  pending = false;
  readonly #signal = new AppendSignal();
  #held: (() => void)[] | null = null;

  append(type: string): void {
    const position = this.events.length + 1;
    this.events.push({
      id: `e${position}`,
      type,
      streamId: 's',
      streamVersion: position,
      globalPosition: position,
      transactionId: position,
      occurredAt: new Date(0),
      recordedAt: new Date(0),
      schemaVersion: 1,
      data: {},
      metadata: {},
    });
    this.#signal.notify();
  }

  hold(): void {
    this.#held = [];
  }

  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const resume of held) resume();
  }

  async readAll(options: ReadRequest): Promise<ReadAllResult> {
    this.reads.push(options);
    const served = { at: performance.now(), events: 0 };
    this.served.push(served);
    if (this.#held) await new Promise<void>((resume) => this.#held!.push(resume));
    const after = this.events.filter((event) => compareCheckpoints({ transactionId: event.transactionId, position: event.globalPosition }, options.after) > 0);
    const page = (options.types ? after.filter((event) => options.types!.includes(event.type)) : after).slice(0, options.maxCount);
    const last = (options.types && page.length < options.maxCount ? after : page).at(-1);
    served.events = page.length;
    return { events: page, checkpoint: last ? { transactionId: last.transactionId, position: last.globalPosition } : options.after, pending: this.pending };
  }

  appendToken(): number {
    return this.#signal.token();
  }

  waitForAppend(options: { since: number; timeoutMs: number; signal?: AbortSignal }): Promise<void> {
    return this.#signal.wait(options.since, options.timeoutMs, options.signal);
  }
}
