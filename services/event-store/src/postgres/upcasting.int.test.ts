import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import type { SchemaRegistry } from '../upcasting.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/** RatingGiven v1 had `stars` (1-5); v2 has `score` (0-100). */
const SCHEMAS: SchemaRegistry = {
  RatingGiven: {
    current: 2,
    upcasters: {
      1: ({ stars, ...rest }) => ({ ...rest, score: (Number(stars) - 1) * 25 }),
    },
  },
};

describe.each(BACKENDS)('upcasting on read (%s)', (backend) => {
  let t: TestDatabase;
  let legacy: PostgresEventStore;
  let current: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    legacy = await PostgresEventStore.open(t.database);
    current = await PostgresEventStore.open(t.database, { schemas: SCHEMAS });
  });
  afterEach(async () => {
    await legacy.close();
    await current.close();
    await t.dispose();
  });

  /** The global log once `count` events are readable (readAll hides events behind open transactions). */
  async function readAllEvents(store: PostgresEventStore, count: number): Promise<RecordedEvent[]> {
    return (await readAllOnce(store, { atLeast: count })).events;
  }

  const storedRow = async (id: string) => {
    const { rows } = await sql<{ schema_version: number; data: unknown }>`
      select schema_version, data from events where event_id = ${id}::uuid`.execute(t.database.db);
    return rows[0];
  };

  it('reads an event stored in an old shape in the current shape, and the old store still reads it raw', async () => {
    const old = newEvent('RatingGiven', { stars: 4 });
    await legacy.append('room-1', [old]);
    expect(await storedRow(old.id)).toEqual({ schema_version: 1, data: { stars: 4 } });

    const [fromStream] = await current.readStream('room-1');
    expect(fromStream).toMatchObject({ id: old.id, schemaVersion: 2 });
    expect(fromStream!.data).toEqual({ score: 75 });
    const [fromLog] = await readAllEvents(current, 1);
    expect(fromLog).toMatchObject({ id: old.id, schemaVersion: 2 });
    expect(fromLog!.data).toEqual({ score: 75 });

    // Upcasting happens on read only: the stored row and the schema-less store are unchanged.
    expect(await storedRow(old.id)).toEqual({ schema_version: 1, data: { stars: 4 } });
    const [raw] = await legacy.readStream('room-1');
    expect(raw).toMatchObject({ id: old.id, schemaVersion: 1 });
    expect(raw!.data).toEqual({ stars: 4 });
  });

  it('stores events appended with a newer schema at that version and reads them back unchanged', async () => {
    const old = newEvent('RatingGiven', { stars: 1 });
    const fresh = newEvent('RatingGiven', { score: 60 });
    await legacy.append('room-2', [old]);
    await current.append('room-2', [fresh], { expectedVersion: 1 });

    expect(await storedRow(fresh.id)).toEqual({ schema_version: 2, data: { score: 60 } });
    const stream = await current.readStream('room-2');
    expect(stream.map(({ id, schemaVersion, data }) => ({ id, schemaVersion, data }))).toEqual([
      { id: old.id, schemaVersion: 2, data: { score: 0 } },
      { id: fresh.id, schemaVersion: 2, data: { score: 60 } },
    ]);
    const log = await readAllEvents(current, 2);
    expect(log.map((event) => event.data)).toEqual([{ score: 0 }, { score: 60 }]);

    // The schema-less store sees each event as stored.
    const legacyView = await legacy.readStream('room-2');
    expect(legacyView.map(({ schemaVersion, data }) => ({ schemaVersion, data }))).toEqual([
      { schemaVersion: 1, data: { stars: 1 } },
      { schemaVersion: 2, data: { score: 60 } },
    ]);
  });

  it('leaves events of types without a schema history alone', async () => {
    const other = newEvent('RoomCleaned', { stars: 3 });
    await legacy.append('room-3', [other]);
    const [read] = await current.readStream('room-3');
    expect(read).toMatchObject({ schemaVersion: 1, data: { stars: 3 } });
  });
});
