import type { RecordedEvent } from '@facility/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { collect, isInGlobalOrder, newEvent } from '../testing/test-helpers.ts';
import { waitUntil } from '../testing/wait-until.ts';
import type { EventStore } from '../types.ts';

const WRITERS = 8;
const EVENTS_PER_WRITER = 1_300;
const STREAMS = 40;
/** Writers share these store instances: appends of one instance queue inside it (the
 * PostgreSQL group commit, the KurrentDB per-stream queue), appends of different instances
 * race like separate processes. */
const INSTANCES = 4;

/** A small seeded generator, so a failing mix of appends can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

describe.each(CONTRACT_BACKENDS)('concurrent appends ($name)', (backend) => {
  let t: ContractContext;
  let stores: EventStore[];

  beforeEach(async () => {
    t = await backend.open();
    stores = [t.store];
    for (let i = 1; i < INSTANCES; i++) stores.push(await t.openAnother());
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** Appends `quota` events in singles and batches of 2-5 to random shared streams, one call at a time. */
  async function runWriter(store: EventStore, writer: number, quota: number): Promise<string[]> {
    const random = seededRandom(1_000 + writer);
    const ids: string[] = [];
    while (ids.length < quota) {
      const size = Math.min(random() < 0.5 ? 1 : 2 + Math.floor(random() * 4), quota - ids.length);
      const events = Array.from({ length: size }, (_, index) => newEvent('Load', { writer, seq: ids.length + index }));
      const result = await store.append(t.stream(`load-${Math.floor(random() * STREAMS)}`), events, { expectedVersion: 'any' });
      expect(result).toMatchObject({ appended: size, duplicates: 0 });
      ids.push(...events.map((event) => event.id));
    }
    return ids;
  }

  it('delivers every event of many concurrent writers exactly once, in global and stream order', async () => {
    const store = stores[0]!;
    const { seen } = collect(store, t.start);

    const written = await Promise.all(
      Array.from({ length: WRITERS }, (_, writer) => runWriter(stores[writer % INSTANCES]!, writer, EVENTS_PER_WRITER)),
    );
    const appendedIds = written.flat();
    expect(appendedIds).toHaveLength(WRITERS * EVENTS_PER_WRITER);

    await waitUntil(() => seen.length >= appendedIds.length, `all ${appendedIds.length} events delivered`, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Exactly once, nothing extra.
    expect(seen).toHaveLength(appendedIds.length);
    const seenIds = new Set(seen.map((event) => event.id));
    expect(seenIds.size).toBe(appendedIds.length);
    expect(appendedIds.filter((id) => !seenIds.has(id))).toEqual([]);

    // Global order, and every stream's versions 1..n in delivery order.
    expect(isInGlobalOrder(seen)).toBe(true);
    const byStream = groupBy(seen, (event) => event.streamId);
    expect(byStream.size).toBeLessThanOrEqual(STREAMS);
    for (const [streamId, events] of byStream) {
      expect(
        events.map((event) => event.streamVersion),
        `versions of ${streamId}`,
      ).toEqual(events.map((_, index) => index + 1));
      const stored = await store.readStream(streamId);
      expect(stored.map((event) => event.id)).toEqual(events.map((event) => event.id));
    }

    // An append that started after another was acknowledged sorts after it.
    const byWriter = groupBy(seen, (event: RecordedEvent) => String(event.data.writer));
    expect(byWriter.size).toBe(WRITERS);
    for (const [writer, events] of byWriter) {
      expect(
        events.map((event) => event.data.seq),
        `order of writer ${writer}`,
      ).toEqual(events.map((_, index) => index));
    }
  }, 120_000);
});
