/**
 * Organisation records kept in memory by key (devices by token hash, users, sites and rooms
 * by id; sessions by token hash too), so that the hot paths (a device's ingest, a signed-in
 * read) cost no query to know who is asking and what it may see. Any organisation change
 * empties it (a token rotated or revoked, a device moved, a user deactivated or re-scoped, a
 * site deleted or its shifts changed: all organisation events), as does a lost NOTIFY
 * connection; one key can be forgotten alone (an ended session); an entry also ages out
 * after `maxAgeMs`, which bounds how long a change whose notification failed could go
 * unseen. Unknown keys are not kept: a guesser's tokens would fill memory, and a device
 * registered a moment later must work at once.
 */
export class RecordCache<Value> {
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  /** Insertion order is recency order. */
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>();
  #epoch = 0;

  constructor(options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  /** The record of `key`, from memory or else from `look` (kept when found). */
  async find(key: string, look: (key: string) => Promise<Value | null>): Promise<Value | null> {
    const kept = this.#entries.get(key);
    if (kept && kept.expiresAt > this.#now()) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    if (kept) this.#entries.delete(key);
    // A clear() while the look-up runs makes its answer suspect: answered, not kept.
    const epoch = this.#epoch;
    const value = await look(key);
    if (value !== null && epoch === this.#epoch && this.#maxEntries > 0) {
      this.#entries.set(key, { value, expiresAt: this.#now() + this.#maxAgeMs });
      if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.#epoch++;
    this.#entries.clear();
  }

  /** Drops one key (a session ended); like `clear`, a look-up already running is answered, not kept. */
  forget(key: string): void {
    this.#epoch++;
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
