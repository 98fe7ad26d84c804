import type { RecordedEvent } from '@facility/contracts';
import type { SubscriptionSource } from './subscription.ts';
import { compareCheckpoints, type Checkpoint, type ReadAllResult } from './types.ts';

/** How long a page read for one subscriber may serve the others that reach the same checkpoint. */
const KEEP_MS = 2_000;
/** Pages kept at once: subscribers a few pages apart still share. */
const KEEP_PAGES = 8;

interface SharedPage {
  /** The append token when the read was sent: no later append can be missing from it. */
  readonly token: number;
  readonly startedAt: number;
  readonly result: Promise<ReadAllResult>;
  settled: boolean;
}

const keyOf = (after: Checkpoint, maxCount: number): string => `${after.transactionId}:${after.position}:${maxCount}`;

const movesOn = (page: ReadAllResult, after: Checkpoint): boolean =>
  page.events.length > 0 || compareCheckpoints(page.checkpoint, after) > 0;

/**
 * Lets the subscriptions of one store share their reads of the log. A projector follows the
 * log with one subscription per projection, all woken by the same append; each used to read
 * the same new events on its own, typed or not: fifteen statements and fifteen decodings
 * per wake-up for one row. Here a read at a checkpoint is sent once, untyped, and every
 * subscriber at that checkpoint gets it, filtered to its types.
 *
 * What a subscriber is handed is what its own read would have returned, or a page it could
 * have read earlier:
 * - a page never skips an event: it holds every readable event after its checkpoint, in
 *   order, up to its last one (or none), which is where the subscriber continues;
 * - a typed subscriber's checkpoint still moves over events of other types;
 * - a page that moves nobody on is reused only while it can say nothing new: an idle page
 *   read before the subscriber's append token might hide the append the token stands for
 *   (the subscriber would sleep past it), and a page that found events held back by an
 *   open transaction is a question to ask again, not an answer to keep.
 *
 * A typed subscriber far behind the others (a projection rebuilding from position 0) keeps
 * reading only its own types: an untyped catch-up would read the whole log. It joins the
 * shared pages once it reaches a place where readers meet: the end of a shared page, or the
 * head of the log as a typed read found it.
 */
export class SharedPageReader implements SubscriptionSource {
  readonly #source: SubscriptionSource;
  readonly #now: () => number;
  readonly #pages = new Map<string, SharedPage>();
  /**
   * Where readers meet: the ends of the latest shared pages, and the head as typed readers
   * found it. A typed subscriber at one of them reads the shared, untyped page.
   */
  readonly #ends = new Set<string>();
  readonly #typeSets = new WeakMap<readonly string[], ReadonlySet<string>>();

  constructor(source: SubscriptionSource, now: () => number = () => performance.now()) {
    this.#source = source;
    this.#now = now;
  }

  appendToken(): number {
    return this.#source.appendToken();
  }

  waitForAppend(options: { since: number; timeoutMs: number; signal?: AbortSignal }): Promise<void> {
    return this.#source.waitForAppend(options);
  }

  async readAll(options: { after: Checkpoint; maxCount: number; types?: readonly string[] }): Promise<ReadAllResult> {
    const { after, maxCount, types } = options;
    const key = keyOf(after, maxCount);
    const token = this.#source.appendToken();
    this.#evict();
    let page = this.#pages.get(key);
    if (!page && types && !this.#ends.has(key)) return this.#readOwn(options, types);
    if (page) {
      const inFlight = !page.settled;
      const result = await page.result;
      if (!movesOn(result, after) && (page.token !== token || (result.pending && !inFlight))) page = undefined;
    }
    const result = await (page ?? this.#read(key, after, maxCount, token)).result;
    return types ? this.#only(result, types, maxCount) : result;
  }

  /** A typed read of its own; one that found the head marks it as a place where readers meet. */
  async #readOwn(options: { after: Checkpoint; maxCount: number }, types: readonly string[]): Promise<ReadAllResult> {
    const result = await this.#source.readAll({ ...options, types });
    if (result.events.length < options.maxCount) this.#meetAt(keyOf(result.checkpoint, options.maxCount));
    return result;
  }

  #meetAt(key: string): void {
    this.#ends.delete(key);
    if (this.#ends.size >= KEEP_PAGES) this.#ends.delete(this.#ends.values().next().value!);
    this.#ends.add(key);
  }

  #read(key: string, after: Checkpoint, maxCount: number, token: number): SharedPage {
    const result = this.#source.readAll({ after, maxCount });
    const page: SharedPage = { token, startedAt: this.#now(), result, settled: false };
    this.#pages.set(key, page);
    result.then(
      (read) => {
        page.settled = true;
        this.#meetAt(keyOf(read.checkpoint, maxCount));
      },
      // A failed read is not kept; each waiting subscriber sees the failure as its own.
      () => {
        if (this.#pages.get(key) === page) this.#pages.delete(key);
      },
    );
    return page;
  }

  #evict(): void {
    const oldest = this.#now() - KEEP_MS;
    for (const [key, page] of this.#pages) {
      if (this.#pages.size > KEEP_PAGES || page.startedAt < oldest) this.#pages.delete(key);
    }
  }

  /** The page filtered to `types`; it reached the end of the log only if the whole page did. */
  #only(page: ReadAllResult, types: readonly string[], maxCount: number): ReadAllResult {
    let wanted = this.#typeSets.get(types);
    if (!wanted) this.#typeSets.set(types, (wanted = new Set(types)));
    const events: RecordedEvent[] = page.events.filter((event) => wanted.has(event.type));
    return { ...page, events, atEnd: page.atEnd ?? page.events.length < maxCount };
  }
}
