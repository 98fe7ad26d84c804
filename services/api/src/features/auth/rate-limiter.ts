/**
 * Counts attempts per key in a sliding window and says when a key has had too many. Kept in
 * memory: login attempts are checked by the process that receives them, so behind several
 * API processes each allows its own share (documented in the README).
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #attempts = new Map<string, number[]>();

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const recent = this.#recent(key);
    return recent.length < this.#limit ? 0 : recent[0]! + this.#windowMs - this.#now();
  }

  record(key: string): void {
    const recent = this.#recent(key);
    recent.push(this.#now());
    this.#attempts.set(key, recent);
    if (this.#attempts.size > 100_000) this.#sweep();
  }

  reset(key: string): void {
    this.#attempts.delete(key);
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#windowMs;
    return (this.#attempts.get(key) ?? []).filter((at) => at > since);
  }

  /** Bounds memory under a flood of distinct keys. */
  #sweep(): void {
    for (const key of [...this.#attempts.keys()]) {
      if (this.#recent(key).length === 0) this.#attempts.delete(key);
    }
  }
}
