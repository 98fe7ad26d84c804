import { connectDatabase, PostgresEventStore, type Database } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import {
  advanceCheckpoint,
  CheckpointConflictError,
  migrateReadModels,
  readCheckpoint,
  roomHourlyProjection,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeSet } from './change-set.ts';
import { IDLE_CHECKPOINT_EVERY_MS } from './projection-runner.ts';
import { Projector } from './projector.ts';
import { hourlyTotals, quietLogger, until } from './testing/read-model-helpers.ts';
import { appendFixtures, expectedTotals, telemetryHistory } from './testing/telemetry-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

describe.each(BACKENDS)('projector (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  const cleanup: (() => Promise<void>)[] = [];
  const fixtures = telemetryHistory({ rooms: 6, hours: 48 });
  const expected = expectedTotals(fixtures);

  const projectorOn = (database: Database, projection: ProjectionDefinition = roomHourlyProjection, batchSize = 100) => {
    const eventStore = database === t.database ? store : null;
    const projector = new Projector(eventStore!, database, [projection], {
      batchSize,
      standbyRetryMs: 100,
      restartDelayMs: 100,
      logger: quietLogger,
    });
    cleanup.push(() => projector.stop());
    return projector;
  };
  const caughtUp = async (projector: Projector) =>
    Object.values(await projector.health()).every((health) => health.lag === 0 && health.state === 'running');

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
    await store.close();
    await t.dispose();
  });

  it('applies the log to the hourly counters and reports a lag of 0 when caught up', async () => {
    await appendFixtures(store, fixtures);
    const projector = projectorOn(t.database);
    await projector.start();
    await until(() => caughtUp(projector));
    expect(await hourlyTotals(t.database)).toEqual(expected);
    const health = await projector.health();
    expect(health[roomHourlyProjection.name]).toMatchObject({ state: 'running', lag: 0, deadLetters: 0, error: null });
    expect(health[roomHourlyProjection.name]!.position).toBe((await store.headCheckpoint()).position);
  });

  it('publishes a change set after each commit with the touched sites and rooms', async () => {
    const projector = projectorOn(t.database);
    const changes: ChangeSet[] = [];
    projector.onChange((change) => changes.push(change));
    await projector.start();
    await store.append('device-x', [
      { type: 'VisitorsCounted', data: { deviceId: 'x', roomId: 'room-a', siteId: 'site-a', count: 2, counter: 'men' } },
    ]);
    await until(() => changes.length > 0);
    expect(changes[0]).toMatchObject({ projection: roomHourlyProjection.name, siteIds: ['site-a'], roomIds: ['room-a'], events: 1 });
    expect(changes[0]!.position).toBe((await store.headCheckpoint()).position);
    // By the time listeners hear of it, the change is committed and readable.
    expect((await hourlyTotals(t.database)).visits).toBe(2);
  });

  it('moves a checkpoint only from where it stands (compare-and-set)', async () => {
    const db = t.database.withTables<ReadModelDatabase>().db;
    await migrateReadModels(db);
    await db.insertInto('projection_checkpoints').values({ name: 'p', version: 1, transaction_id: 5, position: 10 }).execute();
    await db.transaction().execute((trx) => advanceCheckpoint(trx, 'p', { transactionId: 5, position: 10 }, { transactionId: 6, position: 11 }));
    await expect(
      db.transaction().execute((trx) => advanceCheckpoint(trx, 'p', { transactionId: 5, position: 10 }, { transactionId: 7, position: 12 })),
    ).rejects.toBeInstanceOf(CheckpointConflictError);
    expect((await readCheckpoint(db, 'p'))!.checkpoint).toEqual({ transactionId: 6, position: 11 });
  });

  it('resumes after a crash between batches without counting anything twice', async () => {
    await appendFixtures(store, fixtures);
    const first = projectorOn(t.database, roomHourlyProjection, 50);
    let batches = 0;
    let stopped: Promise<void> | null = null;
    // The process dies right after its third commit, before it reads the next batch.
    first.onChange(() => {
      if (++batches === 3) stopped = first.stop();
    });
    await first.start();
    await until(() => stopped !== null);
    await stopped;
    expect(batches).toBe(3);
    const partial = (await first.health())[roomHourlyProjection.name]!;
    expect(partial.lag).toBeGreaterThan(0);

    const second = projectorOn(t.database, roomHourlyProjection, 50);
    await second.start();
    await until(() => caughtUp(second));
    expect(await hourlyTotals(t.database)).toEqual(expected);
  });

  it('rolls back a batch that dies half-way, then resumes exactly once', async () => {
    await appendFixtures(store, fixtures);
    let calls = 0;
    const crashing: ProjectionDefinition = {
      ...roomHourlyProjection,
      async apply(trx, events) {
        const scope = await roomHourlyProjection.apply(trx, events);
        // The third batch writes its rows and then the process "dies" before commit.
        if (++calls >= 3) throw new Error('crash after writing');
        return scope;
      },
    };
    const first = new Projector(store, t.database, [crashing], { batchSize: 50, poisonPolicy: 'stop', logger: quietLogger });
    cleanup.push(() => first.stop());
    await first.start();
    await until(async () => (await first.health())[crashing.name]!.state === 'halted');
    await first.stop();

    const second = projectorOn(t.database, roomHourlyProjection, 50);
    await second.start();
    await until(() => caughtUp(second));
    expect(await hourlyTotals(t.database)).toEqual(expected);
  });

  it('writes the checkpoint of a projection with nothing to do a few times a second, and all of it once quiet', async () => {
    // Typed, and none of its types arrive: every page only moves its checkpoint.
    const idle: ProjectionDefinition = { name: 'idle-test', version: 1, eventTypes: ['NeverAppended'], tables: [], apply: async () => ({ siteIds: [], roomIds: [] }) };
    const projector = projectorOn(t.database, idle);
    const changes: ChangeSet[] = [];
    projector.onChange((change) => changes.push(change));
    await projector.start();

    const appends = 40;
    const started = performance.now();
    for (let n = 0; n < appends; n++) {
      await store.append(`busy-${n % 4}`, [{ type: 'VisitorsCounted', data: { count: 1 } }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const head = await store.headCheckpoint();
    // Once the appends stop, the stored checkpoint reaches the head: within the interval on
    // a quiet machine; the wait is longer for test files running side by side on two cores.
    await until(async () => (await readCheckpoint(t.database.withTables<ReadModelDatabase>().db, idle.name))?.checkpoint.position === head.position, 10_000);
    // Until the head is stored, not only while appending: under load (test files side by
    // side) the projector still has pages to move after the last append, and those moves
    // are written at the same pace.
    const elapsedMs = performance.now() - started;
    expect(changes.at(-1)).toMatchObject({ projection: idle.name, position: head.position, events: 0, siteIds: [] });
    // One write per interval (plus the first and the last), not one per append.
    expect(changes.length).toBeLessThanOrEqual(Math.ceil(elapsedMs / IDLE_CHECKPOINT_EVERY_MS) + 2);
    expect(changes.length).toBeLessThan(appends / 2);
  });

  it('lets only one runner own a projection; the other stands by and takes over', async () => {
    await appendFixtures(store, fixtures);
    // On PostgreSQL the second projector has its own connection pool, as another process would.
    const otherDatabase = backend === 'postgres' ? await connectDatabase({ url: t.url! }) : t.database;
    const otherStore = backend === 'postgres' ? await PostgresEventStore.open(otherDatabase) : store;
    if (backend === 'postgres') cleanup.push(async () => (await otherStore.close(), await otherDatabase.close()));

    const first = projectorOn(t.database);
    await first.start();
    const second = new Projector(otherStore, otherDatabase, [roomHourlyProjection], {
      batchSize: 100,
      standbyRetryMs: 100,
      logger: quietLogger,
    });
    cleanup.push(() => second.stop());
    await second.start();
    expect((await second.health())[roomHourlyProjection.name]!.state).toBe('standby');
    await until(() => caughtUp(first));

    await first.stop();
    await appendFixtures(store, telemetryHistory({ rooms: 2, hours: 3, seed: 99 }));
    await until(async () => (await second.health())[roomHourlyProjection.name]!.state === 'running');
    await until(async () => (await second.health())[roomHourlyProjection.name]!.lag === 0);
    const more = expectedTotals(telemetryHistory({ rooms: 2, hours: 3, seed: 99 }));
    expect((await hourlyTotals(t.database)).visits).toBe(expected.visits + more.visits);
  });
});
