import { createHash } from 'node:crypto';

/** A read's answer as it goes on the wire, with what it may claim. */
export interface CachedAnswer {
  /** The serialised body (JSON). */
  body: string;
  /** A strong validator derived from the body: equal ETags mean equal bytes. */
  etag: string;
  /** The global position the read models held at least when the answer was read. */
  position: number;
}

export interface AnswerCacheOptions {
  /** Bytes of bodies kept at most; the least recently used go first. 0 keeps nothing. */
  maxBytes: number;
  /** The clock for expiry (tests set it). */
  now?: () => number;
}

/** What a read depends on, for the cache to know when it is stale. */
export interface AnswerScope {
  /** The site whose read models the answer comes from. */
  siteId: string;
  /** How long the answer may be served at most: answers that depend on the clock (minutes open, "today") age. */
  maxAgeMs: number;
}

interface Entry {
  answer: CachedAnswer;
  siteId: string;
  /** The site's generation and the cache's epoch when the read started. */
  generation: number;
  epoch: number;
  expiresAt: number;
  bytes: number;
}

/** A change of the read models, as the projector announces it (see live-change.ts). */
export interface ReadModelChange {
  projection: string;
  /** Sites touched; empty means "any site" (an organisation change, or too many sites to list). */
  siteIds: readonly string[];
}

/** Projections whose commits change no answer kept here: reactors append events (their effects arrive as other projections' commits). */
const CHANGES_NO_ANSWER = /-reactor$/;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Answers of expensive reads (a site's overview, analytics, the real-time board), kept until
 * a projector commit touches their site, an organisation change or a lost notification
 * makes every answer suspect, or they age out. Pure bookkeeping, no I/O: the caller says
 * what changed.
 *
 * Staleness is tracked by generations, not by deleting entries: each site has a counter
 * bumped by every change touching it, and the whole cache an epoch bumped by changes
 * that may touch any site. An entry remembers both as they were when its read *started*;
 * a change arriving while the read runs therefore leaves the entry born stale, never
 * newer-looking than it is. Concurrent misses of one key share one read.
 */
export class AnswerCache {
  readonly #maxBytes: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<CachedAnswer>>();
  readonly #generations = new Map<string, number>();
  #epoch = 0;
  #bytes = 0;
  readonly stats = { hits: 0, misses: 0, shared: 0 };

  constructor(options: AnswerCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#maxBytes > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** A projector commit: answers of the sites it touched (every answer, for a site-less change) are stale from now on. */
  changed(change: ReadModelChange): void {
    if (CHANGES_NO_ANSWER.test(change.projection)) return;
    if (change.projection === 'organisation' || change.siteIds.length === 0) {
      this.clear();
      return;
    }
    for (const siteId of change.siteIds) this.#generations.set(siteId, this.#generationOf(siteId) + 1);
  }

  /** Every answer is stale (a lost LISTEN connection may have missed changes). */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * The kept answer for `key` if it is still good, else the one `read` gives (shared with
   * concurrent callers of the same key), kept for the next caller. `hit` says which.
   */
  async get(key: string, scope: AnswerScope, read: () => Promise<CachedAnswer>): Promise<{ answer: CachedAnswer; hit: boolean }> {
    const kept = this.#fresh(key, scope.siteId);
    if (kept) {
      this.stats.hits++;
      return { answer: kept.answer, hit: true };
    }
    const running = this.#inFlight.get(key);
    if (running) {
      this.stats.shared++;
      return { answer: await running, hit: false };
    }
    this.stats.misses++;
    const generation = this.#generationOf(scope.siteId);
    const epoch = this.#epoch;
    const reading = read();
    this.#inFlight.set(key, reading);
    try {
      const answer = await reading;
      this.#keep(key, { answer, siteId: scope.siteId, generation, epoch, expiresAt: this.#now() + scope.maxAgeMs, bytes: answer.body.length });
      return { answer, hit: false };
    } finally {
      this.#inFlight.delete(key);
    }
  }

  #generationOf(siteId: string): number {
    return this.#generations.get(siteId) ?? 0;
  }

  #fresh(key: string, siteId: string): Entry | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.siteId !== siteId || entry.epoch !== this.#epoch || entry.generation !== this.#generationOf(siteId) || entry.expiresAt <= this.#now()) {
      this.#drop(key, entry);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #keep(key: string, entry: Entry): void {
    // Born stale (a change arrived while it was read) or too big to keep: answered, not kept.
    if (entry.epoch !== this.#epoch || entry.generation !== this.#generationOf(entry.siteId) || entry.bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#drop(oldest, old);
    }
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
