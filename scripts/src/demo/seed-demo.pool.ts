/**
 * Runs `work` over `items` with at most `limit` at a time. `items` may be a generator: it
 * is pulled one item at a time as a worker frees up, so a long lazy list is never held
 * whole. After a failure no new item starts, and it rejects only once the items in flight
 * have settled: nothing still writes when the caller goes on (to close the store, say).
 */
export async function pool<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  let failed = false;
  const worker = async () => {
    while (!failed) {
      const next = iterator.next();
      if (next.done) return;
      try {
        await work(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, limit) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
