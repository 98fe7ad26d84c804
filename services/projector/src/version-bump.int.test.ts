import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { deviceStatusProjection, roomHourlyProjection, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeSet } from './change-set.ts';
import { ownerLockName } from './ownership.ts';
import { Projector, type ProjectorOptions } from './projector.ts';
import { dumpTables, hourlyTotals, poisonableHourly, quietLogger, until } from './testing/read-model-helpers.ts';
import { appendFixtures, expectedTotals, telemetryHistory } from './testing/telemetry-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

const bumped: ProjectionDefinition = { ...roomHourlyProjection, version: roomHourlyProjection.version + 1 };
const poisonable = poisonableHourly(bumped.version);

/**
 * A projection that starts again from position 0 on a long log (a version bump at deploy)
 * rebuilds in memory in the background and then follows the log; on a short one it is
 * followed page by page as before. The threshold is lowered here so a small log counts as long.
 */
describe.each(BACKENDS)('a version bump at start (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  const projectors: Projector[] = [];

  const start = async (projection: ProjectionDefinition, options: ProjectorOptions = {}) => {
    const projector = new Projector(store, t.database, [projection], { batchSize: 50, logger: quietLogger, ...options });
    projectors.push(projector);
    const changes: ChangeSet[] = [];
    projector.onChange((change) => changes.push(change));
    await projector.start();
    return { projector, changes };
  };
  const health = async (projector: Projector) => (await projector.health())[roomHourlyProjection.name]!;
  const caughtUp = async (projector: Projector) => {
    const state = await health(projector);
    return state.lag === 0 && state.state === 'running';
  };
  /** The log built by the previous version, its read model then spoilt, as a bumped version would find it. */
  const builtByThePreviousVersion = async () => {
    const { projector } = await start(roomHourlyProjection);
    await until(() => caughtUp(projector));
    await projector.stop();
    await t.database.withTables<ReadModelDatabase>().db.updateTable('room_hourly_counters').set({ visits: 0 }).execute();
  };

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    while (projectors.length) await projectors.pop()!.stop();
    await store.close();
    await t.dispose();
  });

  it('rebuilds in memory in the background, says so once, and then follows the log page by page', async () => {
    const history = telemetryHistory({ rooms: 4, hours: 24 });
    await appendFixtures(store, history);
    await builtByThePreviousVersion();
    const infos: string[] = [];
    const { projector, changes } = await start(bumped, { rebuildInMemoryFrom: 100, logger: { ...quietLogger, info: (message) => infos.push(message) } });
    // Traffic goes on while it rebuilds: whichever takes these events, the rebuild or the live path, takes each once.
    const during = telemetryHistory({ rooms: 4, hours: 6, seed: 11, start: new Date('2026-03-02T00:00:00Z') });
    await appendFixtures(store, during);
    await until(() => caughtUp(projector));

    expect(infos.some((message) => /version \d+ -> \d+, rebuilding in memory/.test(message))).toBe(true);
    const rebuilt = changes.filter((change) => change.rebuilt);
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]).toMatchObject({ projection: roomHourlyProjection.name, siteIds: [], roomIds: [] });
    expect(rebuilt[0]!.events).toBeGreaterThanOrEqual(history.length);
    expect((await health(projector)).version).toBe(bumped.version);

    const after = telemetryHistory({ rooms: 4, hours: 6, seed: 12, start: new Date('2026-03-03T00:00:00Z') });
    await appendFixtures(store, after);
    await until(() => caughtUp(projector));
    // After the rebuild, pages are applied live again: their change sets name their sites.
    expect(changes.slice(changes.indexOf(rebuilt[0]!) + 1).some((change) => change.siteIds.includes('site-1'))).toBe(true);
    expect(await hourlyTotals(t.database)).toEqual(expectedTotals([...history, ...during, ...after]));
  });

  it('follows a log shorter than the threshold page by page, as before', async () => {
    const history = telemetryHistory({ rooms: 3, hours: 12 });
    await appendFixtures(store, history);
    await builtByThePreviousVersion();
    const { projector, changes } = await start(bumped, { rebuildInMemoryFrom: history.length + 1 });
    await until(() => caughtUp(projector));
    expect(changes.some((change) => change.rebuilt)).toBe(false);
    expect(changes.some((change) => change.siteIds.length > 0)).toBe(true);
    expect(await hourlyTotals(t.database)).toEqual(expectedTotals(history));
  });

  it('ends the rebuild on stop, lets the lock go, and builds the same rows on the next start', async () => {
    const history = telemetryHistory({ rooms: 6, hours: 48 });
    await appendFixtures(store, history);
    await builtByThePreviousVersion();
    const { projector } = await start(bumped, { rebuildInMemoryFrom: 100, batchSize: 20 });
    expect(['rebuilding', 'running']).toContain((await health(projector)).state);
    await projector.stop();
    expect((await health(projector)).state).toBe('stopped');
    // The lock is free: stop waited for the rebuild to end before letting it go.
    const lock = await t.database.tryLock(ownerLockName(roomHourlyProjection.name));
    expect(lock).not.toBeNull();
    await lock!.release();

    // Wherever the rebuild stopped (before emptying the tables, or after), the next start ends with the right rows.
    const { projector: again } = await start(bumped, { rebuildInMemoryFrom: 100 });
    await until(() => caughtUp(again));
    expect(await hourlyTotals(t.database)).toEqual(expectedTotals(history));
  });

  it('starts the others again from their last write when one of a shared rebuild stops', async () => {
    await appendFixtures(store, telemetryHistory({ rooms: 6, hours: 48 }));
    const pair = [roomHourlyProjection, deviceStatusProjection];
    const reference = new Projector(store, t.database, pair, { batchSize: 50, logger: quietLogger });
    projectors.push(reference);
    await reference.start();
    const allRunning = (projector: Projector) => async () =>
      Object.values(await projector.health()).every((entry) => entry.lag === 0 && entry.state === 'running');
    await until(allRunning(reference));
    await reference.stop();
    const expected = await dumpTables(t.database, pair);

    const projector = new Projector(
      store,
      t.database,
      pair.map((projection) => ({ ...projection, version: projection.version + 1 })),
      { batchSize: 20, rebuildInMemoryFrom: 100, restartDelayMs: 50, logger: quietLogger },
    );
    projectors.push(projector);
    await projector.start();
    // A rebuild on demand stops the hourly runner, which ends the rebuild it shares with device status.
    await projector.rebuild(roomHourlyProjection.name, { logger: quietLogger });
    await until(allRunning(projector));
    expect(await dumpTables(t.database, pair)).toEqual(expected);
  });

  it('halts at a poison event under the stop policy, as page by page does', async () => {
    await appendFixtures(store, telemetryHistory({ rooms: 2, hours: 6 }));
    await store.append('device-bad', [{ type: 'VisitorsCounted', data: { deviceId: 'bad', roomId: 'r', siteId: 's', count: 1, poison: true } }]);
    await appendFixtures(store, telemetryHistory({ rooms: 2, hours: 6, seed: 5, start: new Date('2026-05-01T00:00:00Z') }));
    const { projector } = await start(poisonable, { rebuildInMemoryFrom: 10, poisonPolicy: 'stop' });
    await until(async () => (await health(projector)).state === 'halted');
    const halted = await health(projector);
    expect(halted.lag).toBeGreaterThan(0);
    expect(halted.error).toMatch(/stopped at event .* \(VisitorsCounted/);
  });
});
