import { connectDatabase, PostgresEventStore, type SessionLock } from '@facility/event-store';
import { createTestDatabase, terminateBackends, type TestDatabase } from '@facility/event-store/testing';
import { roomHourlyProjection, type ProjectionDefinition } from '@facility/projections';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerLockName } from './ownership.ts';
import { Projector } from './projector.ts';
import { hourlyTotals, quietLogger, until } from './testing/read-model-helpers.ts';
import { appendFixtures, expectedTotals, telemetryHistory } from './testing/telemetry-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 12, finding 2: the projector on a PostgreSQL server whose connections die. Only
// PostgreSQL has connections to lose; PGlite lives in the process.
describe('projector losing its database connections (postgres)', () => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  const cleanup: (() => Promise<void>)[] = [];
  const fixtures = telemetryHistory({ rooms: 6, hours: 48 });
  const expected = expectedTotals(fixtures);

  const projectorOf = (projection: ProjectionDefinition, restartDelayMs = 100) => {
    const projector = new Projector(store, t.database, [projection], { batchSize: 50, standbyRetryMs: 100, restartDelayMs, logger: quietLogger });
    cleanup.push(() => projector.stop());
    return projector;
  };
  const healthOf = async (projector: Projector) => (await projector.health())[roomHourlyProjection.name]!;

  beforeEach(async () => {
    t = await createTestDatabase('postgres', { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
    await store.close();
    await t.dispose();
  });

  it('stops projecting when its lock connection dies, and resumes once it holds the lock again', async () => {
    await appendFixtures(store, fixtures);
    // It asks for a lost lock again after a second, long after the other process below.
    const projector = projectorOf(roomHourlyProjection, 1_000);
    await projector.start();
    await until(async () => (await healthOf(projector)).lag === 0);

    // Another process (its own pool) takes the lock as soon as PostgreSQL frees it.
    const other = await connectDatabase({ url: t.url! });
    cleanup.push(() => other.close());
    const name = ownerLockName(roomHourlyProjection.name);
    expect(await terminateBackends(t.url!, { holdingLock: name })).toBe(1);
    let taken: SessionLock | null = null;
    await until(async () => (taken = await other.tryLock(name)) !== null);

    // While the other process owns it, this one must not project, whatever arrives.
    const more = telemetryHistory({ rooms: 2, hours: 3, seed: 99 });
    await appendFixtures(store, more);
    await until(async () => (await healthOf(projector)).state === 'standby');
    await sleep(500);
    const meanwhile = await healthOf(projector);
    expect(meanwhile.state).toBe('standby');
    expect(meanwhile.lag).toBeGreaterThan(0);
    expect((await hourlyTotals(t.database)).visits).toBe(expected.visits);

    await taken!.release();
    await until(async () => {
      const health = await healthOf(projector);
      return health.state === 'running' && health.lag === 0;
    });
    expect((await hourlyTotals(t.database)).visits).toBe(expected.visits + expectedTotals(more).visits);
  });

  it('applies a batch again when the database drops its connection, instead of dead-lettering its events', async () => {
    await appendFixtures(store, fixtures);
    let calls = 0;
    // The third and fourth transactions lose their connection half-way, as they would to
    // pg_terminate_backend or a server restart: the fourth is where the batch is retried.
    const dropping: ProjectionDefinition = {
      ...roomHourlyProjection,
      async apply(trx, events) {
        const scope = await roomHourlyProjection.apply(trx, events);
        calls++;
        if (calls === 3 || calls === 4) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
        return scope;
      },
    };
    const projector = projectorOf(dropping);
    await projector.start();
    await until(async () => (await healthOf(projector)).lag === 0 && calls > 4);
    const health = await healthOf(projector);
    expect(health).toMatchObject({ state: 'running', lag: 0, deadLetters: 0 });
    expect(await hourlyTotals(t.database)).toEqual(expected);
  });
});
