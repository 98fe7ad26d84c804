/**
 * Runs tasks one at a time per key, in the order they were submitted; different keys run
 * concurrently. The KurrentDB store queues appends per stream so that a caller pipelining
 * appends to one stream (each expecting the version the previous one leads to) sees them
 * applied in its order, as the PostgreSQL store's group commit does.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    // A failed task must not fail the ones queued behind it.
    const result = previous.then(task, task);
    const tail = result.catch(() => {});
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Resolves once every task submitted so far has settled. */
  async idle(): Promise<void> {
    while (this.#tails.size > 0) await Promise.all([...this.#tails.values()]);
  }

  get size(): number {
    return this.#tails.size;
  }
}
