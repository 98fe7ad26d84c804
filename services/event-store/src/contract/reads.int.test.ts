import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { isInGlobalOrder, newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import { compareCheckpoints, type Checkpoint, type EventStore } from '../types.ts';

const checkpointOf = (event: { transactionId: number; globalPosition: number }): Checkpoint => ({
  transactionId: event.transactionId,
  position: event.globalPosition,
});

describe.each(CONTRACT_BACKENDS)('reading streams and the log ($name)', (backend) => {
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

  it('reads a stream from a version, at most so many events, as appended, and an unknown stream as empty', async () => {
    const written = Array.from({ length: 6 }, (_, index) => ({ ...newEvent('Counted', { index }), occurredAt: new Date(Date.UTC(2026, 4, 1, 10, index)) }));
    await store.append(s('room-1'), written.slice(0, 4), { expectedVersion: 'no_stream' });
    await store.append(s('room-1'), written.slice(4), { expectedVersion: 4 });

    const all = await store.readStream(s('room-1'));
    expect(all.map((event) => [event.streamVersion, event.id, event.streamId])).toEqual(written.map((event, index) => [index + 1, event.id, s('room-1')]));
    expect(all.map((event) => event.occurredAt)).toEqual(written.map((event) => event.occurredAt));
    expect(all.every((event) => event.recordedAt instanceof Date && event.schemaVersion === 1)).toBe(true);
    expect((await store.readStream(s('room-1'), { fromVersion: 3, maxCount: 2 })).map((event) => event.streamVersion)).toEqual([3, 4]);
    expect((await store.readStream(s('room-1'), { fromVersion: 6 })).map((event) => event.id)).toEqual([written[5]!.id]);
    expect(await store.readStream(s('room-1'), { fromVersion: 7 })).toEqual([]);
    expect(await store.readStream(s('never-written'))).toEqual([]);

    // Data, metadata and times come back as appended, from the stream and from the log alike
    // (PGlite reads log pages packed as JSON, streams as columns: event-row.ts).
    const metadata = { actor: { kind: 'user' as const, id: 'u-1' }, correlationId: 'req-1', source: 'admin', trace: 'x' };
    const occurredAt = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    const data = { name: 'Łazienka 2 "north" \\ 🧻', tags: ['a', 'b'], nested: { n: 1.5, none: null, big: 2 ** 52 } };
    const event = { ...newEvent('RoomRenamed', data), occurredAt, metadata };
    await store.append(s('room-2'), [event]);
    const [read] = await store.readStream(s('room-2'));
    expect(read).toMatchObject({ id: event.id, type: 'RoomRenamed', streamVersion: 1, metadata, data, occurredAt });
    expect(read!.recordedAt.getTime()).toBeGreaterThan(occurredAt.getTime());
    const { events } = await readAllOnce(store, { atLeast: 7, after: t.start });
    expect(events.at(-1)).toEqual(read);
  });

  it('pages through the log in global order, counts what lies after a checkpoint and names the head', async () => {
    expect(await store.countAfter(t.start)).toBe(0);
    expect(await store.headCheckpoint()).toEqual(t.start);

    const ids: string[] = [];
    for (let round = 0; round < 6; round++) {
      const events = Array.from({ length: 1 + (round % 3) }, (_, index) => newEvent('Paged', { round, index }));
      ids.push(...events.map((event) => event.id));
      await store.append(s(`paged-${round % 2}`), events);
    }
    await readAllOnce(store, { atLeast: ids.length, settled: true, after: t.start });

    const seen: string[] = [];
    let checkpoint = t.start;
    for (let page = 0; page < 10; page++) {
      const result = await store.readAll({ after: checkpoint, maxCount: 5 });
      expect(result.events.length).toBeLessThanOrEqual(5);
      expect(result.pending).toBe(false);
      if (result.events.length === 0) {
        expect(result.checkpoint).toEqual(checkpoint);
        break;
      }
      expect(isInGlobalOrder(result.events)).toBe(true);
      expect(compareCheckpoints(checkpointOf(result.events[0]!), checkpoint)).toBeGreaterThan(0);
      expect(result.checkpoint).toEqual(checkpointOf(result.events.at(-1)!));
      seen.push(...result.events.map((event) => event.id));
      checkpoint = result.checkpoint;
    }
    expect(seen).toEqual(ids);

    const { events } = await readAllOnce(store, { atLeast: ids.length, settled: true, after: t.start });
    expect(await store.countAfter(t.start)).toBe(ids.length);
    expect(await store.countAfter(checkpointOf(events[1]!))).toBe(ids.length - 2);
    // Bounded: it stops counting at the bound, and is exact below it.
    expect(await store.countAfter(t.start, { atMost: 2 })).toBe(2);
    expect(await store.countAfter(checkpointOf(events[1]!), { atMost: ids.length })).toBe(ids.length - 2);
    expect(await store.headCheckpoint()).toEqual(checkpointOf(events.at(-1)!));
    expect(await store.countAfter(await store.headCheckpoint())).toBe(0);
  });
});
