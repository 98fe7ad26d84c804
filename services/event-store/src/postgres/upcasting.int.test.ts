import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent } from '../testing/test-helpers.ts';
import type { SchemaRegistry } from '../upcasting.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

const SCHEMAS: SchemaRegistry = {
  RatingGiven: { current: 2, upcasters: { 1: ({ stars, ...rest }) => ({ ...rest, score: (Number(stars) - 1) * 25 }) } },
};

/** The rows behind the upcasting contract (contract/upcasting.int.test.ts): upcasting never rewrites them. */
describe.each(BACKENDS)('upcasting leaves stored rows alone (%s)', (backend) => {
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

  const storedRow = async (id: string) => {
    const { rows } = await sql<{ schema_version: number; data: unknown }>`
      select schema_version, data from events where event_id = ${id}::uuid`.execute(t.database.db);
    return rows[0];
  };

  it('keeps the old row as written after an upcasting read, and writes new events at the current version', async () => {
    const old = newEvent('RatingGiven', { stars: 4 });
    await legacy.append('room-1', [old]);
    expect((await current.readStream('room-1'))[0]!.data).toEqual({ score: 75 });
    expect(await storedRow(old.id)).toEqual({ schema_version: 1, data: { stars: 4 } });

    const fresh = newEvent('RatingGiven', { score: 60 });
    await current.append('room-1', [fresh]);
    expect(await storedRow(fresh.id)).toEqual({ schema_version: 2, data: { score: 60 } });
  });
});
