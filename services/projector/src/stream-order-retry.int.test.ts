import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@facility/contracts';
import { PostgresEventStore, START } from '@facility/event-store';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { readAllOnce } from '@facility/event-store/testing/vitest';
import { migrateReadModels, readCheckpoint, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyBatch, checkpointOf } from './apply-batch.ts';
import { ApplyGroup } from './apply-group.ts';
import type { Logger } from './change-set.ts';
import { emittedWriterFor } from './emitted-writer.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

/**
 * A reactor writes its state before it appends what it decided, so its transaction holds an
 * id before it locks the stream it appends to. When the API appends to that stream in the
 * meantime (a cleaner acknowledging the call being escalated), the reactor's transaction is
 * run again rather than storing its event ahead of the API's earlier version in the global
 * order. PGlite is one session, so no other writer can come in between: PostgreSQL only.
 */
describe('a reactor racing the API on one stream (postgres)', () => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let db: Kysely<ReadModelDatabase>;
  let warnings: string[];
  let logger: Logger;
  let runs: number;

  /** Escalates the call of each event; on its first run, a cleaner acknowledges the call after the reactor took its id. */
  const reactor = (escalationId: string): ProjectionDefinition => ({
    name: 'reactor',
    version: 1,
    tables: [],
    async apply(trx, events) {
      runs++;
      await sql`select pg_current_xact_id()`.execute(trx); // as its first state write does
      if (runs === 1) await store.append('call-1', [{ type: 'CallAcknowledged', data: {} }]);
      return { siteIds: [], roomIds: [], emitted: [{ streamId: 'call-1', events: events.map(() => ({ id: escalationId, type: 'CallEscalated', data: {} })) }] };
    },
  });
  const plain: ProjectionDefinition = {
    name: 'plain',
    version: 1,
    tables: [],
    async apply(trx) {
      await sql`select pg_current_xact_id()`.execute(trx);
      return { siteIds: [], roomIds: [] };
    },
  };

  const raised = async (): Promise<RecordedEvent[]> => {
    await store.append('call-1', [{ type: 'CallRaised', data: {} }]);
    return (await readAllOnce(store, { atLeast: 1, settled: true })).events;
  };
  /** The call stream as readers see it: in the global order, none held back by an open transaction. */
  const callInGlobalOrder = async () =>
    (await readAllOnce(store, { atLeast: 0, settled: true })).events.filter((event) => event.streamId === 'call-1').map((event) => [event.streamVersion, event.type]);

  beforeEach(async () => {
    t = await createTestDatabase('postgres', { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    db = t.database.withTables<ReadModelDatabase>().db;
    await migrateReadModels(db);
    await db
      .insertInto('projection_checkpoints')
      .values(['reactor', 'plain'].map((name) => ({ name, version: 1, transaction_id: 0, position: 0 })))
      .execute();
    warnings = [];
    logger = { info: () => {}, warn: (message) => warnings.push(message), error: (message) => warnings.push(message) };
    runs = 0;
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  const expectCallInOrder = async () =>
    expect(await callInGlobalOrder()).toEqual([
      [1, 'CallRaised'],
      [2, 'CallAcknowledged'],
      [3, 'CallEscalated'],
    ]);

  it('applies a batch again, keeping the call stream in version order', async () => {
    const events = await raised();
    const end = checkpointOf(events.at(-1)!);
    const applied = await applyBatch(t.database, reactor(randomUUID()), events, START, 'dead-letter', logger, emittedWriterFor(store), end);
    await expectCallInOrder();
    expect(runs).toBe(2);
    expect(applied.deadLettered).toBe(0);
    expect((await readCheckpoint(db, 'reactor'))?.checkpoint).toEqual(end);
    expect(warnings).toEqual([]);
  });

  it('applies a group again, without falling back to page by page', async () => {
    const events = await raised();
    const end = checkpointOf(events.at(-1)!);
    const group = new ApplyGroup(t.database, emittedWriterFor(store), { poisonPolicy: 'dead-letter', logger });
    await Promise.all([
      group.apply({ projection: reactor(randomUUID()), events, from: START, upTo: end }),
      group.apply({ projection: plain, events, from: START, upTo: end }),
    ]);
    await expectCallInOrder();
    expect(runs).toBe(2);
    for (const name of ['reactor', 'plain']) expect((await readCheckpoint(db, name))?.checkpoint).toEqual(end);
    expect(warnings).toEqual([]);
  });
});
