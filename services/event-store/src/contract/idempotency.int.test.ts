import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventIdConflictError } from '../errors.ts';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import type { EventStore } from '../types.ts';

/**
 * Retries within one stream, which every store recognises. Ids reused across streams are
 * caught only by the PostgreSQL store (postgres/idempotency.int.test.ts; README, KurrentDB).
 */
describe.each(CONTRACT_BACKENDS)('idempotent appends ($name)', (backend) => {
  let t: ContractContext;
  let store: EventStore;
  let s: (name: string) => string;

  beforeEach(async () => {
    t = await backend.open();
    store = t.store;
    s = t.stream;
  });
  afterEach(async () => {
    await t.dispose();
  });

  /**
   * The ids of the global log since the test began, once `expected` events are readable.
   * readAll on PostgreSQL hides events while an older transaction of the database is open,
   * so a single read right after an append can come back short.
   */
  const allIds = async (expected: number) =>
    (await readAllOnce(store, { atLeast: expected, settled: true, after: t.start })).events.map((event) => event.id);
  const events = (count: number) => Array.from({ length: count }, (_, index) => newEvent('Tested', { index }));

  it('with strict ids, refuses an id stored in the stream as another event and writes nothing of that append', async () => {
    const original = { ...newEvent('Tested', { n: 1 }), occurredAt: new Date('2026-05-01T10:00:00.000Z') };
    await store.append(s('device-a'), [original]);
    // The same event again is a duplicate, strict or not.
    expect(await store.append(s('device-a'), [original], { strictIds: true })).toMatchObject({ appended: 0, duplicates: 1 });
    const fresh = newEvent('Tested', { n: 2 });
    const reuse = store.append(s('device-a'), [fresh, { ...original, type: 'Other' }], { strictIds: true });
    await expect(reuse).rejects.toBeInstanceOf(EventIdConflictError);
    await expect(reuse).rejects.toMatchObject({ index: 1, eventId: original.id });
    const retimed = { ...original, occurredAt: new Date('2026-05-01T11:00:00.000Z') };
    await expect(store.append(s('device-a'), [retimed], { strictIds: true })).rejects.toBeInstanceOf(EventIdConflictError);
    expect((await store.readStream(s('device-a'))).map((event) => event.id)).toEqual([original.id]);
    // Writers without strict ids (reactors, timers) keep counting it as a duplicate.
    expect(await store.append(s('device-a'), [retimed])).toMatchObject({ appended: 0, duplicates: 1 });
  });

  it('stores the same event ids only once when an append is repeated', async () => {
    const batch = events(4);
    expect(await store.append(s('idem-1'), batch)).toEqual({ appended: 4, duplicates: 0, nextExpectedVersion: 4 });
    expect(await store.append(s('idem-1'), batch)).toEqual({ appended: 0, duplicates: 4, nextExpectedVersion: 4 });

    const stored = await store.readStream(s('idem-1'));
    expect(stored.map((event) => event.id)).toEqual(batch.map((event) => event.id));
    expect(stored.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4]);
    expect(await allIds(4)).toHaveLength(4);
  });

  it('accepts a repeated append even when its expected version is now stale', async () => {
    const batch = events(2);
    await store.append(s('idem-2'), batch, { expectedVersion: 'no_stream' });
    expect(await store.append(s('idem-2'), batch, { expectedVersion: 'no_stream' })).toEqual({
      appended: 0,
      duplicates: 2,
      nextExpectedVersion: 2,
    });
  });

  it('stores only the new events of a batch mixing stored and new ids', async () => {
    const [a, b, c, d, e] = events(5);
    await store.append(s('idem-3'), [a!, b!]);
    const result = await store.append(s('idem-3'), [a!, c!, b!, d!, e!]);
    expect(result).toEqual({ appended: 3, duplicates: 2, nextExpectedVersion: 5 });

    const stored = await store.readStream(s('idem-3'));
    expect(stored.map((event) => event.id)).toEqual([a, b, c, d, e].map((event) => event!.id));
    expect(stored.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores an id given twice in one call once', async () => {
    const [a, b] = events(2);
    const result = await store.append(s('idem-4'), [a!, b!, { ...a!, data: { index: 'again' } }]);
    expect(result).toEqual({ appended: 2, duplicates: 1, nextExpectedVersion: 2 });
    const stored = await store.readStream(s('idem-4'));
    expect(stored.map((event) => event.id)).toEqual([a!.id, b!.id]);
    expect(stored[0]!.data).toEqual({ index: 0 });
  });

  it('treats ids differing only in letter case as the same event', async () => {
    const event = newEvent();
    const upper = event.id.toUpperCase();
    expect(await store.append(s('idem-5'), [{ ...event, id: upper }])).toMatchObject({ appended: 1 });
    expect(await store.append(s('idem-5'), [event])).toEqual({ appended: 0, duplicates: 1, nextExpectedVersion: 1 });
    expect(await store.append(s('idem-5'), [{ ...event, id: upper }])).toMatchObject({ appended: 0, duplicates: 1 });
    expect(await allIds(1)).toEqual([event.id.toLowerCase()]);
  });

  it('stores a batch once when one instance retries it several times at once', async () => {
    const batch = events(3);
    const results = await Promise.all(Array.from({ length: 5 }, () => store.append(s('idem-6'), batch)));

    expect(results.reduce((sum, result) => sum + result.appended, 0)).toBe(3);
    expect(results.filter((result) => result.appended === 3)).toHaveLength(1);
    for (const result of results) {
      expect(result.appended + result.duplicates).toBe(3);
      expect(result.nextExpectedVersion).toBe(3);
    }
    expect((await store.readStream(s('idem-6'))).map((event) => event.id)).toEqual(batch.map((event) => event.id));
    expect(await allIds(3)).toHaveLength(3);
  });

  it('stores a batch once when two instances retry it at the same moment', async () => {
    // Like two API nodes receiving a device's resend. Which of them reports the events as
    // appended is not part of the contract (on KurrentDB both may: README, KurrentDB).
    const other = await t.openAnother();
    for (let round = 0; round < 5; round++) {
      const batch = events(3);
      const results = await Promise.all([store, other, store, other].map((instance) => instance.append(s(`idem-7-${round}`), batch)));
      for (const result of results) {
        expect(result.appended + result.duplicates, `round ${round}`).toBe(3);
        expect(result.nextExpectedVersion).toBe(3);
      }
      expect((await store.readStream(s(`idem-7-${round}`))).map((event) => event.id)).toEqual(batch.map((event) => event.id));
    }
    expect(await allIds(15)).toHaveLength(15);
  });
});
