import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../database/connect.ts';
import type { Database } from '../database/database.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import { EventIdConflictError } from '../errors.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

describe.each(BACKENDS)('idempotent appends (%s)', (backend) => {
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

  /**
   * The ids of the global log once `expected` events are readable. readAll hides events
   * while any older transaction on the server is open (other suites may share it), so a
   * single read right after an append can legitimately come back short.
   */
  const allIds = async (expected: number) => (await readAllOnce(store, { atLeast: expected, settled: true })).events.map((event) => event.id);
  const events = (count: number) => Array.from({ length: count }, (_, index) => newEvent('Tested', { index }));

  it('with strict ids, refuses an id stored as another event and writes nothing of that append', async () => {
    const original = { ...newEvent('Tested', { n: 1 }), occurredAt: new Date('2026-05-01T10:00:00.000Z') };
    await store.append('device-a', [original]);
    // The same event again from its own stream is a duplicate, strict or not.
    expect(await store.append('device-a', [original], { strictIds: true })).toMatchObject({ appended: 0, duplicates: 1 });
    const fresh = newEvent('Tested', { n: 2 });
    const reuse = store.append('device-b', [fresh, { ...original, data: { n: 3 } }], { strictIds: true });
    await expect(reuse).rejects.toBeInstanceOf(EventIdConflictError);
    await expect(reuse).rejects.toMatchObject({ index: 1, eventId: original.id });
    await expect(store.append('device-a', [{ ...original, type: 'Other' }], { strictIds: true })).rejects.toBeInstanceOf(EventIdConflictError);
    expect(await store.readStream('device-b')).toEqual([]);
    // Writers without strict ids (reactors, timers) keep counting it as a duplicate.
    expect(await store.append('device-b', [original])).toMatchObject({ appended: 0, duplicates: 1 });
  });

  it('stores the same event ids only once when an append is repeated', async () => {
    const batch = events(4);
    expect(await store.append('idem-1', batch)).toEqual({ appended: 4, duplicates: 0, nextExpectedVersion: 4 });
    expect(await store.append('idem-1', batch)).toEqual({ appended: 0, duplicates: 4, nextExpectedVersion: 4 });

    const stored = await store.readStream('idem-1');
    expect(stored.map((event) => event.id)).toEqual(batch.map((event) => event.id));
    expect(stored.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4]);
    expect(await allIds(4)).toHaveLength(4);
  });

  it('accepts a repeated append even when its expected version is now stale', async () => {
    const batch = events(2);
    await store.append('idem-2', batch, { expectedVersion: 'no_stream' });
    expect(await store.append('idem-2', batch, { expectedVersion: 'no_stream' })).toEqual({
      appended: 0,
      duplicates: 2,
      nextExpectedVersion: 2,
    });
  });

  it('stores only the new events of a batch mixing stored and new ids', async () => {
    const [a, b, c, d, e] = events(5);
    await store.append('idem-3', [a!, b!]);
    const result = await store.append('idem-3', [a!, c!, b!, d!, e!]);
    expect(result).toEqual({ appended: 3, duplicates: 2, nextExpectedVersion: 5 });

    const stored = await store.readStream('idem-3');
    expect(stored.map((event) => event.id)).toEqual([a, b, c, d, e].map((event) => event!.id));
    expect(stored.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores an id given twice in one call once', async () => {
    const [a, b] = events(2);
    const result = await store.append('idem-4', [a!, b!, { ...a!, data: { index: 'again' } }]);
    expect(result).toEqual({ appended: 2, duplicates: 1, nextExpectedVersion: 2 });
    const stored = await store.readStream('idem-4');
    expect(stored.map((event) => event.id)).toEqual([a!.id, b!.id]);
    expect(stored[0]!.data).toEqual({ index: 0 });
  });

  it('treats ids differing only in letter case as the same event', async () => {
    const event = newEvent();
    const upper = event.id.toUpperCase();
    expect(await store.append('idem-5', [{ ...event, id: upper }])).toMatchObject({ appended: 1 });
    expect(await store.append('idem-5', [event])).toEqual({ appended: 0, duplicates: 1, nextExpectedVersion: 1 });
    expect(await store.append('idem-5', [{ ...event, id: upper }])).toMatchObject({ appended: 0, duplicates: 1 });
    expect(await allIds(1)).toEqual([event.id.toLowerCase()]);
  });

  it('stores a batch once when it is retried several times at once', async () => {
    const batch = events(3);
    const results = await Promise.all(Array.from({ length: 5 }, () => store.append('idem-6', batch)));

    expect(results.reduce((sum, result) => sum + result.appended, 0)).toBe(3);
    expect(results.filter((result) => result.appended === 3)).toHaveLength(1);
    for (const result of results) {
      expect(result.appended + result.duplicates).toBe(3);
      expect(result.nextExpectedVersion).toBe(3);
    }
    expect((await store.readStream('idem-6')).map((event) => event.id)).toEqual(batch.map((event) => event.id));
    expect(await allIds(3)).toHaveLength(3);
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
