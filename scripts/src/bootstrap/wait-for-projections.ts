import { START, type EventStore } from '@facility/event-store';
import { ALL_PROJECTIONS, readCheckpoint, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Whether every projection's stored checkpoint is at the head of the log, wherever the
 * projector runs. Cheaper than health (no lag counts, no dead letters): one checkpoint read
 * and a count of at most one event per projection.
 */
export async function projectionsCaughtUp(db: Kysely<ReadModelDatabase>, store: EventStore): Promise<boolean> {
  for (const { name } of ALL_PROJECTIONS) {
    const stored = await readCheckpoint(db, name);
    if ((await store.countAfter(stored?.checkpoint ?? START, { atMost: 1 })) > 0) return false;
  }
  return true;
}

/** Waits until {@link projectionsCaughtUp}; rejects when `signal` aborts, or after `timeoutMs` when one is given. */
export async function waitForProjections(
  db: Kysely<ReadModelDatabase>,
  store: EventStore,
  signal: AbortSignal,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const { timeoutMs = Infinity, intervalMs = 250 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal.throwIfAborted();
    if (await projectionsCaughtUp(db, store)) return;
    if (Date.now() > deadline) throw new Error(`the projections did not catch up with the log within ${timeoutMs / 1000} s`);
    await sleep(intervalMs, undefined, { signal });
  }
}
