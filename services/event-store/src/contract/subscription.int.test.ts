import type { RecordedEvent } from '@facility/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSubscription, type SubscriptionSource } from '../subscription.ts';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { collect, newEvent } from '../testing/test-helpers.ts';
import { readAllOnce, waitUntil } from '../testing/wait-until.ts';
import type { Checkpoint, EventStore } from '../types.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a fresh subscription to read once and go to sleep. */
const IDLE = 300;

describe.each(CONTRACT_BACKENDS)('subscriptions ($name)', (backend) => {
  let t: ContractContext;
  let store: EventStore;
  let s: (name: string) => string;

  beforeEach(async () => {
    // The fallback poll is far beyond every test's deadline: only a wake-up can deliver in time.
    t = await backend.open({ timing: { pollIntervalMs: 60_000 } });
    store = t.store;
    s = t.stream;
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('reads only the requested types, and moves the checkpoint past the others', async () => {
    const wanted = (n: number) => newEvent('Wanted', { n });
    const other = (n: number) => newEvent('Other', { n });
    await store.append(s('typed-1'), [other(1), wanted(2), other(3), wanted(4), other(5), other(6)]);
    // On PostgreSQL an older transaction of the database still open can hold them back a moment.
    await readAllOnce(store, { atLeast: 6, settled: true, after: t.start });
    const head = await store.headCheckpoint();

    // A full page stops at its last event; a page that is not full has seen all there is.
    const full = await store.readAll({ after: t.start, maxCount: 1, types: ['Wanted'] });
    expect(full.events.map((event) => event.data.n)).toEqual([2]);
    expect(full.checkpoint).toEqual({ transactionId: full.events[0]!.transactionId, position: full.events[0]!.globalPosition });
    const rest = await store.readAll({ after: full.checkpoint, maxCount: 10, types: ['Wanted'] });
    expect(rest.events.map((event) => event.data.n)).toEqual([4]);
    expect(rest.checkpoint).toEqual(head);
    const none = await store.readAll({ after: rest.checkpoint, maxCount: 10, types: ['Wanted'] });
    expect(none.events).toEqual([]);
    expect(none.checkpoint).toEqual(head);

    // A subscription hears of the skipped events as empty batches that move its checkpoint.
    const batches: { n: unknown[]; checkpoint: Checkpoint }[] = [];
    const subscription = store.subscribe({
      after: t.start,
      types: ['Wanted'],
      onEvents: async (events, checkpoint) => void batches.push({ n: events.map((event) => event.data.n), checkpoint }),
    });
    await waitUntil(() => batches.length >= 1, 'typed batch delivered', 3_000);
    await store.append(s('typed-2'), [other(7)]);
    await waitUntil(() => batches.length >= 2, 'checkpoint moved past an unwanted event', 3_000);
    await subscription.stop();
    expect(batches[0]).toEqual({ n: [2, 4], checkpoint: head });
    expect(batches[1]!.n).toEqual([]);
    expect(batches[1]!.checkpoint).toEqual(await store.headCheckpoint());
  });

  it('hands subscribers that share reads exactly their own events, in log order, under concurrent appends', async () => {
    // A projector's shape: untyped subscribers beside typed ones, all following the same appends.
    const followers = [undefined, ['A'], ['B'], ['A', 'C'], ['D'], undefined].map((types) => {
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({
        after: t.start,
        batchSize: 7,
        ...(types ? { types } : {}),
        onEvents: async (events) => {
          seen.push(...events);
          // Uneven apply times spread the subscribers over different checkpoints.
          if (events.length > 0) await sleep(types ? types.length : 3);
        },
      });
      return { types, seen, subscription };
    });
    const kinds = ['A', 'B', 'C'];
    await Promise.all(
      Array.from({ length: 6 }, async (_, writer) => {
        for (let round = 0; round < 8; round++) {
          await store.append(s(`shared-${writer}`), [newEvent(kinds[(writer + round) % 3], { writer, round }), newEvent(kinds[round % 3], { writer, round })]);
        }
      }),
    );
    const all = await readAllOnce(store, { atLeast: 96, settled: true, after: t.start, maxCount: 1_000 });
    for (const follower of followers) {
      const expected = all.events.filter((event) => !follower.types || follower.types.includes(event.type)).map((event) => event.id);
      await waitUntil(() => follower.seen.length >= expected.length, `${String(follower.types)} caught up`, 10_000);
      await follower.subscription.stop();
      expect(follower.seen.map((event) => event.id)).toEqual(expected);
    }
  });

  it('wakes up on an append by another store instance without waiting for the poll', async () => {
    const writer = await t.openAnother();
    const { seen } = collect(store, t.start);
    await sleep(IDLE);
    expect(seen).toEqual([]);

    for (let round = 1; round <= 3; round++) {
      const event = newEvent('Remote', { round });
      const started = Date.now();
      await writer.append(s('remote-1'), [event]);
      await waitUntil(() => seen.length >= round, `remote event ${round} delivered`, 3_000);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(seen.at(-1)!.id).toBe(event.id);
      await sleep(50);
    }
    expect(seen).toHaveLength(3);
  });

  it('reads only a few times per poll interval while idle', async () => {
    let reads = 0;
    const source: SubscriptionSource = {
      readAll: (options) => {
        reads++;
        return store.readAll(options);
      },
      appendToken: () => store.appendToken(),
      waitForAppend: (options) => store.waitForAppend(options),
    };
    const subscription = startSubscription(
      source,
      { after: t.start, onEvents: async () => {} },
      { pollIntervalMs: 200, pendingBackoffMs: [5, 200] },
    );
    await sleep(1_200);
    await subscription.stop();
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(10);
  });

  it('stops promptly while sleeping through a long poll interval', async () => {
    const { subscription } = collect(store, t.start);
    await sleep(IDLE);
    const started = Date.now();
    await subscription.stop();
    expect(Date.now() - started).toBeLessThan(500);
    await expect(subscription.done).resolves.toBeUndefined();
  });

  it('delivers exactly the events after the checkpoint it starts from', async () => {
    // Five appends of four events: the checkpoint falls inside the third one.
    for (let batch = 0; batch < 5; batch++) {
      const events = Array.from({ length: 4 }, (_, index) => newEvent('Counted', { n: batch * 4 + index }));
      await store.append(s(`counted-${batch % 2}`), events);
    }
    const first = await readAllOnce(store, { atLeast: 10, maxCount: 10, after: t.start });
    expect(first.events.map((event) => event.data.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const checkpoint: Checkpoint = first.checkpoint;

    const seen: RecordedEvent[] = [];
    store.subscribe({
      after: checkpoint,
      batchSize: 3,
      onEvents: async (events) => {
        seen.push(...events);
      },
    });
    await waitUntil(() => seen.length >= 10, 'the remaining 10 events delivered', 10_000);
    await sleep(IDLE);
    expect(seen.map((event) => event.data.n)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('ends with the error thrown by onEvents and reports it once', async () => {
    const failure = new Error('projection failed');
    const onError = vi.fn();
    let calls = 0;
    const subscription = store.subscribe({
      after: t.start,
      onEvents: async () => {
        calls++;
        throw failure;
      },
      onError,
    });
    await store.append(s('failing-1'), [newEvent()]);
    await expect(subscription.done).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);

    // It stays ended: later appends are not handed to it, and stop() still resolves.
    await store.append(s('failing-1'), [newEvent()]);
    await sleep(IDLE);
    expect(calls).toBe(1);
    await expect(subscription.stop()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
