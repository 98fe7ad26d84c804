import { vi } from 'vitest';
import type { Checkpoint, EventStore, ReadAllResult } from '../types.ts';

/**
 * Waits until `condition` holds (vitest's `vi.waitFor`), failing with `message` after
 * `timeoutMs`. Only for test files: this file imports vitest, so it is not part of the
 * package's `testing` entry, which benchmarks import outside vitest; other packages' suites
 * import it as `@facility/event-store/testing/vitest`.
 */
export async function waitUntil(condition: () => boolean, message: string, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`Timed out waiting for: ${message}`);
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

/**
 * A page of the global log (from the beginning, or after `after`) once at least `atLeast` events are readable (and, with `settled`,
 * none held back behind an open transaction): readAll hides events while an older
 * transaction of the database is open (README, Ordering), so a read right after an append
 * can legitimately come back short.
 */
export async function readAllOnce(
  store: EventStore,
  options: { atLeast: number; maxCount?: number; settled?: boolean; after?: Checkpoint },
): Promise<ReadAllResult> {
  return vi.waitFor(
    async () => {
      const page = await store.readAll({ maxCount: options.maxCount ?? 10_000, ...(options.after ? { after: options.after } : {}) });
      if (page.events.length < options.atLeast || (options.settled && page.pending)) {
        throw new Error(`${page.events.length} of ${options.atLeast} events readable${page.pending ? ', some held back' : ''}`);
      }
      return page;
    },
    { timeout: 10_000, interval: 20 },
  );
}
