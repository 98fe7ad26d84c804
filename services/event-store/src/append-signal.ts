/**
 * Wakes readers when events were appended, by this process or (through LISTEN/NOTIFY) by
 * another. A reader takes a token before it reads; if an append is signalled between its
 * read and its wait, the wait returns at once instead of sleeping through it.
 */
export class AppendSignal {
  #generation = 0;
  #waiters = new Set<() => void>();

  token(): number {
    return this.#generation;
  }

  notify(): void {
    this.#generation++;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Resolves on the first notify after `since`, after `timeoutMs`, or on abort. */
  wait(since: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.#generation !== since || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#waiters.delete(finish);
        signal?.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.#waiters.add(finish);
      signal?.addEventListener('abort', finish, { once: true });
    });
  }
}

/** Sleeps for `ms`, cut short by `signal`. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
