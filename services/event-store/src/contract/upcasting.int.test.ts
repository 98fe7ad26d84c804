import type { RecordedEvent } from '@facility/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_BACKENDS, type ContractContext } from '../testing/contract-stores.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import type { EventStore } from '../types.ts';
import type { SchemaRegistry } from '../upcasting.ts';

/** RatingGiven v1 had `stars` (1-5); v2 has `score` (0-100). */
const SCHEMAS: SchemaRegistry = {
  RatingGiven: {
    current: 2,
    upcasters: {
      1: ({ stars, ...rest }) => ({ ...rest, score: (Number(stars) - 1) * 25 }),
    },
  },
};

describe.each(CONTRACT_BACKENDS)('upcasting on read ($name)', (backend) => {
  let t: ContractContext;
  /** A store without schema history: it writes version 1 and reads every event as stored. */
  let legacy: EventStore;
  let current: EventStore;
  let s: (name: string) => string;

  beforeEach(async () => {
    t = await backend.open();
    legacy = t.store;
    current = await t.openAnother({ schemas: SCHEMAS });
    s = t.stream;
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** The global log since the test began, once `count` events are readable (PostgreSQL hides events behind open transactions). */
  async function readAllEvents(store: EventStore, count: number): Promise<RecordedEvent[]> {
    return (await readAllOnce(store, { atLeast: count, after: t.start })).events;
  }

  it('reads an event stored in an old shape in the current shape, and the old store still reads it raw', async () => {
    const old = newEvent('RatingGiven', { stars: 4 });
    await legacy.append(s('room-1'), [old]);

    const [fromStream] = await current.readStream(s('room-1'));
    expect(fromStream).toMatchObject({ id: old.id, schemaVersion: 2 });
    expect(fromStream!.data).toEqual({ score: 75 });
    const [fromLog] = await readAllEvents(current, 1);
    expect(fromLog).toMatchObject({ id: old.id, schemaVersion: 2 });
    expect(fromLog!.data).toEqual({ score: 75 });

    // Upcasting happens on read only: the schema-less store still sees what was stored.
    const [raw] = await legacy.readStream(s('room-1'));
    expect(raw).toMatchObject({ id: old.id, schemaVersion: 1 });
    expect(raw!.data).toEqual({ stars: 4 });
  });

  it('stores events appended with a newer schema at that version and reads them back unchanged', async () => {
    const old = newEvent('RatingGiven', { stars: 1 });
    const fresh = newEvent('RatingGiven', { score: 60 });
    await legacy.append(s('room-2'), [old]);
    await current.append(s('room-2'), [fresh], { expectedVersion: 1 });

    const stream = await current.readStream(s('room-2'));
    expect(stream.map(({ id, schemaVersion, data }) => ({ id, schemaVersion, data }))).toEqual([
      { id: old.id, schemaVersion: 2, data: { score: 0 } },
      { id: fresh.id, schemaVersion: 2, data: { score: 60 } },
    ]);
    const log = await readAllEvents(current, 2);
    expect(log.map((event) => event.data)).toEqual([{ score: 0 }, { score: 60 }]);

    // The schema-less store sees each event as stored, each at the version it was written.
    const legacyView = await legacy.readStream(s('room-2'));
    expect(legacyView.map(({ schemaVersion, data }) => ({ schemaVersion, data }))).toEqual([
      { schemaVersion: 1, data: { stars: 1 } },
      { schemaVersion: 2, data: { score: 60 } },
    ]);
  });

  it('leaves events of types without a schema history alone', async () => {
    const other = newEvent('RoomCleaned', { stars: 3 });
    await legacy.append(s('room-3'), [other]);
    const [read] = await current.readStream(s('room-3'));
    expect(read).toMatchObject({ schemaVersion: 1, data: { stars: 3 } });
  });
});
