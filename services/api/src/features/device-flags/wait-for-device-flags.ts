import { compareCheckpoints, type EventStore } from '@facility/event-store';
import { readCheckpoint, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { READ_MODEL_TIMEOUT_MS } from '../organisation/wait-for-organisation.ts';

const DEVICE_FLAGS = 'device-flags';

/**
 * Waits (up to {@link READ_MODEL_TIMEOUT_MS}) until the `device-flags` read model has applied
 * the stream's event at `version`, so what the device reads next (its ingest answer, `GET
 * /api/devices/flags`) and the device list show the write. Answers whether it did; on
 * timeout the caller answers anyway (the write is stored).
 */
export async function waitForDeviceFlags(db: Kysely<ReadModelDatabase>, store: EventStore, streamId: string, version: number): Promise<boolean> {
  const [event] = await store.readStream(streamId, { fromVersion: version, maxCount: 1 });
  if (!event) return true;
  const target = { transactionId: event.transactionId, position: event.globalPosition };
  const deadline = Date.now() + READ_MODEL_TIMEOUT_MS;
  for (;;) {
    const stored = await readCheckpoint(db, DEVICE_FLAGS);
    if (stored && compareCheckpoints(stored.checkpoint, target) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
