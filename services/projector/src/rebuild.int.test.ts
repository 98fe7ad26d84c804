import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { listDeadLetters, roomHourlyProjection, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Projector, type ProjectorOptions } from './projector.ts';
import { ProjectionBusyError, rebuildProjection, type RebuildProgress } from './rebuild.ts';
import { allHourlyRows, hourlyTotals, quietLogger } from './testing/read-model-helpers.ts';
import { appendFixtures, expectedTotals, telemetryHistory } from './testing/telemetry-fixtures.ts';

const until = async (condition: () => Promise<boolean> | boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The hourly projection, except that it refuses events carrying `poison: true`. */
const poisonable: ProjectionDefinition = {
  ...roomHourlyProjection,
  async apply(trx, events) {
    if (events.some((event) => event.data.poison === true)) throw new Error('cannot apply a poisoned event');
    return roomHourlyProjection.apply(trx, events);
  },
};

describe.each(BACKENDS)('rebuild and poison events (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  const projectors: Projector[] = [];

  const start = async (projection: ProjectionDefinition, options: ProjectorOptions = {}) => {
    const projector = new Projector(store, t.database, [projection], { batchSize: 100, logger: quietLogger, ...options });
    projectors.push(projector);
    await projector.start();
    return projector;
  };
  const health = async (projector: Projector) => (await projector.health())[roomHourlyProjection.name]!;
  const caughtUp = async (projector: Projector) => {
    const state = await health(projector);
    return state.lag === 0 && state.state === 'running';
  };

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    while (projectors.length) await projectors.pop()!.stop();
    await store.close();
    await t.dispose();
  });

  it('rebuilds from position 0 to the same rows as the live-maintained model', async () => {
    const projector = await start(roomHourlyProjection);
    // Live traffic in bursts, including a device that uploads two days late.
    for (const seed of [1, 2, 3]) {
      await appendFixtures(store, telemetryHistory({ rooms: 5, hours: 24, seed }));
      await until(() => caughtUp(projector));
    }
    await store.append('device-late', [
      {
        type: 'VisitorsCounted',
        occurredAt: new Date('2026-03-01T05:30:00Z'),
        data: { deviceId: 'late', roomId: 'room-1', siteId: 'site-1', count: 4, counter: 'women' },
      },
    ]);
    await until(() => caughtUp(projector));
    const live = await allHourlyRows(t.database);
    expect(live.some((row) => row.is_amended)).toBe(true);

    const progress: RebuildProgress[] = [];
    const result = await projector.rebuild(roomHourlyProjection.name, { onProgress: (step) => progress.push(step) });
    expect(await allHourlyRows(t.database)).toEqual(live);
    expect(result.processed).toBe(result.total);
    expect(progress.at(-1)!.processed).toBe(result.total);
    expect(progress.map((step) => step.processed)).toEqual([...progress.map((step) => step.processed)].sort((a, b) => a - b));
    await until(() => caughtUp(projector));
  });

  it('rebuilds on start when the projection version was bumped', async () => {
    await appendFixtures(store, telemetryHistory({ rooms: 4, hours: 24 }));
    const first = await start(roomHourlyProjection);
    await until(() => caughtUp(first));
    const before = await allHourlyRows(t.database);
    await first.stop();

    // Simulate a stale read model a version bump must replace.
    await (t.database.db as Kysely<ReadModelDatabase>).updateTable('room_hourly_counters').set({ visits: 0 }).execute();
    const bumped = await start({ ...roomHourlyProjection, version: roomHourlyProjection.version + 1 });
    await until(() => caughtUp(bumped));
    expect((await health(bumped)).version).toBe(roomHourlyProjection.version + 1);
    expect(await allHourlyRows(t.database)).toEqual(before);
  });

  it('refuses to rebuild a projection another runner owns', async () => {
    await start(roomHourlyProjection);
    await expect(rebuildProjection(store, t.database, roomHourlyProjection, { logger: quietLogger })).rejects.toBeInstanceOf(
      ProjectionBusyError,
    );
  });

  it('sends a poison event to the dead letters and carries on with the rest of its batch', async () => {
    const fixtures = telemetryHistory({ rooms: 3, hours: 6 });
    await appendFixtures(store, fixtures);
    const poisoned = await store.append('device-bad', [
      { type: 'VisitorsCounted', data: { deviceId: 'bad', roomId: 'room-0', siteId: 'site-0', count: 1000, poison: true } },
    ]);
    expect(poisoned.appended).toBe(1);
    await appendFixtures(store, telemetryHistory({ rooms: 3, hours: 6, seed: 42, start: new Date('2026-04-01T00:00:00Z') }));
    const expected = expectedTotals([
      ...fixtures,
      ...telemetryHistory({ rooms: 3, hours: 6, seed: 42, start: new Date('2026-04-01T00:00:00Z') }),
    ]);

    const projector = await start(poisonable);
    await until(() => caughtUp(projector));
    expect(await hourlyTotals(t.database)).toEqual(expected);
    expect(await health(projector)).toMatchObject({ state: 'running', deadLetters: 1 });
    const letters = await listDeadLetters(t.database.db as Kysely<ReadModelDatabase>, poisonable.name);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ eventType: 'VisitorsCounted', error: 'Error: cannot apply a poisoned event' });
  });

  it('halts at a poison event under the stop policy and says so in health', async () => {
    const fixtures = telemetryHistory({ rooms: 2, hours: 2 });
    await appendFixtures(store, fixtures);
    // The last event before the poison one in the global order (read from the streams: the
    // head of the log may lag while another database on the server holds an old transaction).
    const streams = [...new Set(fixtures.map((fixture) => fixture.streamId))];
    const before = (await Promise.all(streams.map((stream) => store.readStream(stream))))
      .flat()
      .reduce((a, b) => (b.transactionId > a.transactionId || (b.transactionId === a.transactionId && b.globalPosition > a.globalPosition) ? b : a));
    await store.append('device-bad', [{ type: 'VisitorsCounted', data: { deviceId: 'bad', roomId: 'r', siteId: 's', count: 1, poison: true } }]);
    await appendFixtures(store, telemetryHistory({ rooms: 2, hours: 2, seed: 5, start: new Date('2026-05-01T00:00:00Z') }));

    const projector = await start(poisonable, { poisonPolicy: 'stop' });
    await until(async () => (await health(projector)).state === 'halted');
    const halted = await health(projector);
    expect(halted.position).toBe(before.globalPosition);
    expect(halted.lag).toBeGreaterThan(0);
    expect(halted.error).toMatch(/stopped at event .* \(VisitorsCounted/);
  });
});
