import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../database/connect.ts';
import type { Database } from '../database/database.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import { EventIdConflictError } from '../errors.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/**
 * Event ids unique across the whole log: what the PostgreSQL store adds to the idempotency
 * contract every store passes (contract/idempotency.int.test.ts). KurrentDB checks ids per
 * stream only (README, KurrentDB).
 */
describe.each(BACKENDS)('event ids unique across streams (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  const allIds = async (expected: number) => (await readAllOnce(store, { atLeast: expected, settled: true })).events.map((event) => event.id);

  it('with strict ids, refuses an id stored in another stream and writes nothing of that append', async () => {
    const original = { ...newEvent('Tested', { n: 1 }), occurredAt: new Date('2026-05-01T10:00:00.000Z') };
    await store.append('device-a', [original]);
    const fresh = newEvent('Tested', { n: 2 });
    const reuse = store.append('device-b', [fresh, { ...original, data: { n: 3 } }], { strictIds: true });
    await expect(reuse).rejects.toBeInstanceOf(EventIdConflictError);
    await expect(reuse).rejects.toMatchObject({ index: 1, eventId: original.id });
    expect(await store.readStream('device-b')).toEqual([]);
    // Writers without strict ids (reactors, timers) keep counting it as a duplicate.
    expect(await store.append('device-b', [original])).toMatchObject({ appended: 0, duplicates: 1 });
  });

  it('stores an id once when two instances append it to different streams at the same time', async () => {
    // On PostgreSQL the second store has its own pool, like another process: the stream
    // locks do not serialize the two writers, the unique event id does.
    const otherDatabase: Database | null = backend === 'postgres' ? await connectDatabase({ url: t.url! }) : null;
    const other = await PostgresEventStore.open(otherDatabase ?? t.database);
    try {
      for (let round = 0; round < 10; round++) {
        const shared = newEvent('Shared', { round });
        const results = await Promise.all([
          store.append(`left-${round}`, [shared, newEvent()]),
          other.append(`right-${round}`, [newEvent(), shared]),
        ]);
        expect(results.map((result) => result.duplicates).sort(), `round ${round}`).toEqual([0, 1]);
        expect(results.reduce((sum, result) => sum + result.appended, 0)).toBe(3);
      }
      const ids = await allIds(30);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await other.close();
      await otherDatabase?.close();
    }
  });
});
