import { createHash } from 'node:crypto';

/** A read's answer as it goes on the wire, with what it may claim. */
export interface CachedAnswer {
  /** The serialised body (JSON). */
  body: string;
  /** A strong validator derived from the body: equal ETags mean equal bytes. */
  etag: string;
  /** The global position the read models held at least when the answer was read. */
  position: number;
  /** Kept at most this long, when shorter than the scope's `maxAgeMs` (see `replyCached`). */
  maxAgeMs?: number;
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
  /**
   * Every projection whose tables the read reads: only their commits touching the site make
   * the answer stale. A site's pads heartbeat and raise device alerts all day; a month of
   * statistics does not read either, and is not read again for them.
   */
  projections: readonly string[];
}

interface Entry {
  answer: CachedAnswer;
  siteId: string;
  projections: readonly string[];
  /** The generation of the site's projections (see `#generationOf`) and the cache's epoch when the read started. */
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

const generationKey = (siteId: string, projection: string) => `${siteId}\u0000${projection}`;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Answers of expensive reads (a site's overview, analytics, the real-time board), kept until
 * a commit of a projection they read touches their site, an organisation change or a lost
 * notification makes every answer suspect, or they age out. Pure bookkeeping, no I/O: the
 * caller says what changed.
 *
 * Staleness is tracked by generations, not by deleting entries: each site has a counter per
 * projection, bumped by every commit of that projection touching it, and the whole cache an
 * epoch bumped by changes that may touch any site. An entry remembers the sum of its
 * projections' counters (they only grow, so any bump changes the sum) and the epoch as they
 * were when its read *started*; a change arriving while the read runs therefore leaves the
 * entry born stale, never newer-looking than it is. Concurrent misses of one key share one read.
 */
export class AnswerCache {
  readonly #maxBytes: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<CachedAnswer>>();
  /** Per site and projection (`generationKey`): commits of that projection touching that site. */
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

  /**
   * A projector commit: answers that read the projection, of the sites it touched, are stale
   * from now on. An organisation change or a site-less one makes every answer stale.
   */
  changed(change: ReadModelChange): void {
    if (CHANGES_NO_ANSWER.test(change.projection)) return;
    if (change.projection === 'organisation' || change.siteIds.length === 0) {
      this.clear();
      return;
    }
    for (const siteId of change.siteIds) {
      const key = generationKey(siteId, change.projection);
      this.#generations.set(key, (this.#generations.get(key) ?? 0) + 1);
    }
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
    const kept = this.#fresh(key, scope);
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
    const generation = this.#generationOf(scope.siteId, scope.projections);
    const epoch = this.#epoch;
    const reading = read();
    this.#inFlight.set(key, reading);
    try {
      const answer = await reading;
      this.#keep(key, {
        answer,
        siteId: scope.siteId,
        projections: scope.projections,
        generation,
        epoch,
        expiresAt: this.#now() + Math.min(scope.maxAgeMs, answer.maxAgeMs ?? Infinity),
        bytes: answer.body.length,
      });
      return { answer, hit: false };
    } finally {
      this.#inFlight.delete(key);
    }
  }

  #generationOf(siteId: string, projections: readonly string[]): number {
    let sum = 0;
    for (const projection of projections) sum += this.#generations.get(generationKey(siteId, projection)) ?? 0;
    return sum;
  }

  #isCurrent(entry: Entry): boolean {
    return entry.epoch === this.#epoch && entry.generation === this.#generationOf(entry.siteId, entry.projections);
  }

  #fresh(key: string, scope: AnswerScope): Entry | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.siteId !== scope.siteId || !sameList(entry.projections, scope.projections) || !this.#isCurrent(entry) || entry.expiresAt <= this.#now()) {
      this.#drop(key, entry);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #keep(key: string, entry: Entry): void {
    // Born stale (a change arrived while it was read) or too big to keep: answered, not kept.
    if (!this.#isCurrent(entry) || entry.bytes > this.#maxBytes) return;
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
