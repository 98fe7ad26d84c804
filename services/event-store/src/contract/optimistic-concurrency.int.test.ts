import type { NewEvent } from '@facility/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, InvalidAppendError } from '../errors.ts';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import type { EventStore, ExpectedVersion } from '../types.ts';

describe.each(CONTRACT_BACKENDS)('optimistic concurrency ($name)', (backend) => {
  let t: ContractContext;
  let store: EventStore;
  /** This test's stream names (a shared KurrentDB server keeps earlier runs' streams). */
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
   * How many events the global log holds since the test began, waiting (briefly) for at
   * least `atLeast`: readAll on PostgreSQL hides events while an older transaction of the
   * database is open.
   */
  const countAll = async (atLeast = 0) => (await readAllOnce(store, { atLeast, settled: true, after: t.start })).events.length;

  /**
   * Expects an append to fail with a ConcurrencyError and to leave the store as it was
   * (`stored` events in all).
   */
  async function expectConflict(streamId: string, expected: ExpectedVersion, actual: number, stored: number) {
    const before = await store.readStream(streamId);
    const total = await countAll(stored);
    expect(total).toBe(stored);
    const error = await store.append(streamId, [newEvent()], { expectedVersion: expected }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId, expected, actual });
    expect(await store.readStream(streamId)).toEqual(before);
    expect(await countAll(total)).toBe(total);
  }

  it('lets exactly one of two no_stream appends from separate instances win', async () => {
    const other = await t.openAnother();
    const streams = Array.from({ length: 20 }, (_, index) => s(`race-${index}`));
    const races = streams.map((streamId, index) => {
      // Alternate which instance asks first.
      const [first, second] = index % 2 === 0 ? [store, other] : [other, store];
      return Promise.allSettled([
        first.append(streamId, [newEvent('Created', { by: 'first' })], { expectedVersion: 'no_stream' }),
        second.append(streamId, [newEvent('Created', { by: 'second' })], { expectedVersion: 'no_stream' }),
      ]);
    });
    const outcomes = await Promise.all(races);

    for (const [index, [a, b]] of outcomes.entries()) {
      const streamId = streams[index]!;
      const winners = [a, b].filter((outcome) => outcome.status === 'fulfilled');
      const losers = [a, b].filter((outcome) => outcome.status === 'rejected');
      expect(winners, streamId).toHaveLength(1);
      expect(winners[0]!.value).toEqual({ appended: 1, duplicates: 0, nextExpectedVersion: 1 });
      expect(losers, streamId).toHaveLength(1);
      expect(losers[0]!.reason).toBeInstanceOf(ConcurrencyError);
      expect(losers[0]!.reason).toMatchObject({ streamId, expected: 'no_stream', actual: 1 });
      expect(await store.readStream(streamId)).toHaveLength(1);
    }
    expect(await countAll(20)).toBe(20);
  });

  it('rejects no_stream once the stream has events', async () => {
    await store.append(s('s-1'), [newEvent(), newEvent()]);
    await expectConflict(s('s-1'), 'no_stream', 2, 2);
  });

  it('rejects stream_exists on a stream without events', async () => {
    await store.append(s('s-other'), [newEvent()]);
    await expectConflict(s('s-missing'), 'stream_exists', 0, 1);
  });

  it('rejects a wrong exact version and reports the real one', async () => {
    await store.append(s('s-2'), [newEvent(), newEvent(), newEvent()]);
    await expectConflict(s('s-2'), 2, 3, 3);
    await expectConflict(s('s-2'), 4, 3, 3);
    await expectConflict(s('s-2'), 0, 3, 3);
    await expectConflict(s('s-new'), 1, 0, 3);
  });

  it('accepts the right exact version and returns the next one', async () => {
    const first = await store.append(s('s-3'), [newEvent()], { expectedVersion: 0 });
    expect(first).toEqual({ appended: 1, duplicates: 0, nextExpectedVersion: 1 });
    const second = await store.append(s('s-3'), [newEvent(), newEvent()], { expectedVersion: first.nextExpectedVersion });
    expect(second).toEqual({ appended: 2, duplicates: 0, nextExpectedVersion: 3 });
    const third = await store.append(s('s-3'), [newEvent()], { expectedVersion: 'stream_exists' });
    expect(third.nextExpectedVersion).toBe(4);
    expect((await store.readStream(s('s-3'))).map((event) => event.streamVersion)).toEqual([1, 2, 3, 4]);
  });

  it('applies appends to one stream issued together by one store in the order they were made', async () => {
    // A caller pipelining its appends (each expecting the version the previous one leads
    // to) must not see them committed in another order than it made them.
    for (let round = 0; round < 20; round++) {
      const [first, second] = [newEvent('First'), newEvent('Second')];
      const results = await Promise.allSettled([
        store.append(s(`pipe-${round}`), [first], { expectedVersion: 0 }),
        store.append(s(`pipe-${round}`), [second], { expectedVersion: 1 }),
      ]);
      expect(results.map((result) => result.status), `round ${round}`).toEqual(['fulfilled', 'fulfilled']);
      const stored = await store.readStream(s(`pipe-${round}`));
      expect(stored.map((event) => event.id)).toEqual([first.id, second.id]);
    }
  });

  it('accepts any on a new and on an existing stream', async () => {
    expect(await store.append(s('s-4'), [newEvent()], { expectedVersion: 'any' })).toMatchObject({ nextExpectedVersion: 1 });
    expect(await store.append(s('s-4'), [newEvent()], { expectedVersion: 'any' })).toMatchObject({ nextExpectedVersion: 2 });
    expect(await store.append(s('s-4'), [newEvent()])).toMatchObject({ nextExpectedVersion: 3 });
    expect(await countAll(3)).toBe(3);
  });

  it('rejects malformed appends with InvalidAppendError and stores nothing', async () => {
    const cases: [string, NewEvent[]][] = [
      [s('s-5'), []],
      [s('s-5'), [{ id: 'not-a-uuid', type: 'Tested', data: {} }]],
      [s('s-5'), [newEvent(), { id: '1234', type: 'Tested', data: {} }]],
      ['', [newEvent()]],
    ];
    for (const [streamId, events] of cases) {
      await expect(store.append(streamId, events)).rejects.toBeInstanceOf(InvalidAppendError);
    }
    expect(await store.readStream(s('s-5'))).toEqual([]);
    expect(await countAll()).toBe(0);
  });
});
