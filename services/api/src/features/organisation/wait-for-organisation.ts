import { compareCheckpoints, type EventStore } from '@facility/event-store';
import { readCheckpoint, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';

type Db = Kysely<ReadModelDatabase>;

/** The projection that keeps companies, sites and rooms. */
const ORGANISATION = 'organisation';
export const READ_MODEL_TIMEOUT_MS = 5_000;

/**
 * Waits (up to {@link READ_MODEL_TIMEOUT_MS}) until the organisation read model has applied
 * the stream's event at `version`, so a GET right after a write sees the write. Answers
 * whether it did; on timeout the caller answers anyway (the write is stored).
 */
export async function waitForOrganisation(db: Db, store: EventStore, streamId: string, version: number): Promise<boolean> {
  const [event] = await store.readStream(streamId, { fromVersion: version, maxCount: 1 });
  if (!event) return true;
  const target = { transactionId: event.transactionId, position: event.globalPosition };
  const deadline = Date.now() + READ_MODEL_TIMEOUT_MS;
  for (;;) {
    const stored = await readCheckpoint(db, ORGANISATION);
    if (stored && compareCheckpoints(stored.checkpoint, target) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
