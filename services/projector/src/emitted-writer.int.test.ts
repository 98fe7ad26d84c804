import { PostgresEventStore, type EventStore } from '@facility/event-store';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS } from '@facility/projections';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Projector } from './projector.ts';
import { rebuildProjections } from './rebuild.ts';
import { quietLogger, until } from './testing/read-model-helpers.ts';
import { appendFixtures, telemetryHistory } from './testing/telemetry-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

/**
 * A store that cannot append inside the read-model transaction (as KurrentDB): the real
 * PostgreSQL store seen through the plain `EventStore` interface only, so the reactors'
 * events take the other path (appended just before the commit). They must decide the same
 * calls, once: a rebuild over the same log appends nothing and gives the same rows.
 */
const plainStore = (store: PostgresEventStore): EventStore => ({
  append: (streamId, events, options) => store.append(streamId, events, options),
  readStream: (streamId, options) => store.readStream(streamId, options),
  readAll: (options) => store.readAll(options),
  subscribe: (options) => store.subscribe(options),
  appendToken: () => store.appendToken(),
  waitForAppend: (options) => store.waitForAppend(options),
  countAfter: (checkpoint, options) => store.countAfter(checkpoint, options),
  headCheckpoint: () => store.headCheckpoint(),
  close: () => store.close(),
});

describe('reactors on a store without transactional appends (postgres)', () => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase('postgres', { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  const rows = async (table: string) => (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db)).rows.map((row) => JSON.stringify(row)).sort();

  it('decides the calls once, and a rebuild appends nothing and gives the same calls', async () => {
    const plain = plainStore(store);
    const projector = new Projector(plain, t.database, ALL_PROJECTIONS, { batchSize: 50, logger: quietLogger });
    await projector.start();
    try {
      await appendFixtures(store, telemetryHistory({ rooms: 3, hours: 12, seed: 7, start: new Date(Date.UTC(2026, 2, 7)) }));
      const caughtUp = async () => Object.values(await projector.health()).every((entry) => entry.lag === 0 && entry.state === 'running');
      await until(caughtUp);
      // The reactor's calls are read back by the calls projection: a second round.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await until(caughtUp);
    } finally {
      await projector.stop();
    }
    const calls = await rows('calls');
    expect(calls.length).toBeGreaterThan(5);
    const logLength = await store.countAfter({ transactionId: 0, position: 0 });

    await rebuildProjections(plain, t.database, ALL_PROJECTIONS, { batchSize: 37, logger: quietLogger });
    expect(await store.countAfter({ transactionId: 0, position: 0 })).toBe(logLength);
    expect(await rows('calls')).toEqual(calls);
  });
});
