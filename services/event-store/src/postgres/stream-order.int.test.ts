import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreparedEvent } from '../append-plan.ts';
import { StreamOrderConflictError } from '../errors.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent, openSlowWriter } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import { appendInTransaction } from './append-transaction.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

const prepared = (): PreparedEvent => ({ id: randomUUID(), type: 'Reacted', data: {}, metadata: {}, occurredAt: new Date(), schemaVersion: 1 });

/** A transaction that holds its id before it appends, as a reactor's does after its first read-model write. */
const writingFirst = (db: Kysely<unknown>, body: (trx: Transaction<unknown>) => Promise<unknown>) =>
  db.transaction().execute(async (trx) => {
    await sql`select pg_current_xact_id()`.execute(trx);
    return body(trx);
  });

/**
 * A stream's events in the global order (what every reader and projection sees), once no
 * open transaction of the database holds any back.
 */
const versionsInGlobalOrder = async (store: PostgresEventStore, streamId: string) =>
  (await readAllOnce(store, { atLeast: 0, settled: true, maxCount: 1_000 })).events.filter((event) => event.streamId === streamId).map((event) => event.streamVersion);

describe.each(BACKENDS)('an append after other writes in its transaction (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  it('goes ahead when the stream was last written before the transaction took its id', async () => {
    await store.append('call-1', [newEvent()]);
    await writingFirst(t.database.db, (trx) => appendInTransaction(trx, [{ streamId: 'call-1', events: [prepared()], expected: 'any' }]));
    await writingFirst(t.database.db, (trx) => appendInTransaction(trx, [{ streamId: 'call-2', events: [prepared()], expected: 'any' }]));
    expect(await versionsInGlobalOrder(store, 'call-1')).toEqual([1, 2]);
    expect(await versionsInGlobalOrder(store, 'call-2')).toEqual([1]);
  });
});

/**
 * PGlite is one session: no other writer can append while a transaction is open, so the
 * race below exists only on PostgreSQL.
 */
describe('an append after other writes, racing another writer of its stream (postgres)', () => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase('postgres');
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  it('is refused, writing nothing, when a writer that took its id later appended to the stream meanwhile', async () => {
    await store.append('call-1', [newEvent()]);
    const reacting = writingFirst(t.database.db, async (trx) => {
      // Another writer locks the stream and writes (taking a later id) before this one
      // reaches its append, and commits while this one waits for the lock.
      const other = openSlowWriter(t.database.db, 'call-1');
      await other.ready;
      const appending = appendInTransaction(trx, [{ streamId: 'call-1', events: [prepared()], expected: 'any' }]);
      // Its refusal can arrive before the other writer's commit does: mark it handled now
      // (it is returned below, and the transaction rethrows it), or Node reports it unhandled.
      appending.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      other.commit();
      await other.done;
      return appending;
    });

    const refused = await reacting.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StreamOrderConflictError);
    expect((refused as Error).message).toContain('call-1');
    expect(await versionsInGlobalOrder(store, 'call-1')).toEqual([1, 2]);

    // Run again, the transaction takes an id after the other writer's and goes ahead.
    await writingFirst(t.database.db, (trx) => appendInTransaction(trx, [{ streamId: 'call-1', events: [prepared()], expected: 'any' }]));
    expect(await versionsInGlobalOrder(store, 'call-1')).toEqual([1, 2, 3]);
  });
});
