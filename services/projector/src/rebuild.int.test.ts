import { PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import {
  ALL_PROJECTIONS,
  callsProjection,
  listDeadLetters,
  migrateReadModels,
  roomHourlyProjection,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Projector, type ProjectorOptions } from './projector.ts';
import { ProjectionBusyError, rebuildProjection, rebuildProjections, type RebuildProgress } from './rebuild.ts';
import { allHourlyRows, dumpTables, hourlyTotals, poisonableHourly, quietLogger, siteRollupDifferences, until } from './testing/read-model-helpers.ts';
import { appendFixtures, expectedTotals, telemetryHistory } from './testing/telemetry-fixtures.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

const poisonable = poisonableHourly();

/** A call event of room r1 at minute `minute` of 2026-03-01 10:00 UTC. */
const callEvent = (type: string, callId: string, minute: number, data: Record<string, unknown> = {}) => {
  const at = new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
  const base = { callId, roomId: 'r1', siteId: 's1' };
  const fields: Record<string, Record<string, unknown>> = {
    CallOpened: { source: 'complaint', category: 'cleaning', problems: ['dirty_floor'], openedAt: at, sla: { shiftNumber: 1, minSla: 15, maxSla: 30 } },
    CallResolved: { resolvedAt: at, responseMinutes: minute, resolvedBy: null },
    CallEscalated: { level: 1, escalatedAt: at },
  };
  return { type, occurredAt: new Date(at), data: { ...base, ...fields[type], ...data } };
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
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
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
    // Two sites: the site rollups add up to their rooms' rows.
    expect(new Set(live.map((row) => row.site_id)).size).toBe(2);
    expect(await siteRollupDifferences(t.database)).toEqual([]);
    const liveTables = await dumpTables(t.database, [roomHourlyProjection]);

    const progress: RebuildProgress[] = [];
    const result = await projector.rebuild(roomHourlyProjection.name, { onProgress: (step) => progress.push(step) });
    expect(await allHourlyRows(t.database)).toEqual(live);
    expect(await dumpTables(t.database, [roomHourlyProjection])).toEqual(liveTables);
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
    await t.database.withTables<ReadModelDatabase>().db.updateTable('room_hourly_counters').set({ visits: 0 }).execute();
    const bumped = await start({ ...roomHourlyProjection, version: roomHourlyProjection.version + 1 });
    await until(() => caughtUp(bumped));
    expect((await health(bumped)).version).toBe(roomHourlyProjection.version + 1);
    expect(await allHourlyRows(t.database)).toEqual(before);
  });

  it('rebuilds every projection from one read to the rows the live projectors kept, calls included', async () => {
    const projector = new Projector(store, t.database, ALL_PROJECTIONS, { batchSize: 50, logger: quietLogger });
    projectors.push(projector);
    await projector.start();
    const allCaughtUp = async () => Object.values(await projector.health()).every((entry) => entry.lag === 0 && entry.state === 'running');
    for (const seed of [1, 2]) {
      await appendFixtures(store, telemetryHistory({ rooms: 4, hours: 12, seed, start: new Date(Date.UTC(2026, 2, seed)) }));
      await until(allCaughtUp);
    }
    // The reactor is a projection too: give it time to append its last calls and the others to read them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await until(allCaughtUp);
    const live = await dumpTables(t.database, ALL_PROJECTIONS);
    expect(live.calls!.length).toBeGreaterThan(10);
    const logLength = await store.countAfter({ transactionId: 0, position: 0 });
    await projector.stop();

    // Small pages, so calls the reactor decides on are read back pages later.
    const progress: RebuildProgress[] = [];
    const result = await rebuildProjections(store, t.database, ALL_PROJECTIONS, {
      batchSize: 37,
      logger: quietLogger,
      onProgress: (step) => progress.push(step),
    });
    expect(await dumpTables(t.database, ALL_PROJECTIONS)).toEqual(live);
    // Call ids derive from their causes: deciding again appends nothing new.
    expect(await store.countAfter({ transactionId: 0, position: 0 })).toBe(logLength);
    expect(result.processed).toBe(logLength);
    expect(result.deadLettered).toBe(0);
    expect(Object.keys(result.projections)).toEqual(ALL_PROJECTIONS.map((projection) => projection.name));
    expect(progress.length).toBeGreaterThan(10);
    // Each checkpoint ends at the head of the log, so a projector started now has nothing to do.
    const restarted = new Projector(store, t.database, ALL_PROJECTIONS, { batchSize: 50, logger: quietLogger });
    projectors.push(restarted);
    await restarted.start();
    expect(Object.values(await restarted.health()).map((entry) => entry.lag)).toEqual(ALL_PROJECTIONS.map(() => 0));
  });

  it('rebuilds the reactor and what reads its calls together from an empty read model', async () => {
    // No live projector ever ran: every call is decided during the rebuild itself.
    await migrateReadModels(t.database.db);
    await appendFixtures(store, telemetryHistory({ rooms: 3, hours: 10, seed: 9 }));
    const before = await store.countAfter({ transactionId: 0, position: 0 });
    // One page holds the whole log: the read ahead of it runs before the reactor's transaction
    // commits the calls, so only the read after that commit can end the rebuild.
    const result = await rebuildProjections(store, t.database, ALL_PROJECTIONS, { batchSize: 10_000, concurrency: 6, logger: quietLogger });
    const after = await store.countAfter({ transactionId: 0, position: 0 });
    expect(after).toBeGreaterThan(before);
    expect(result.processed).toBe(after);
    const calls = await sql<{ n: number }>`select count(*)::int as n from calls`.execute(t.database.db);
    const opened = await sql<{ n: number }>`select count(*)::int as n from events where event_type = 'CallOpened'`.execute(t.database.db);
    expect(calls.rows[0]!.n).toBe(opened.rows[0]!.n);
    expect(calls.rows[0]!.n).toBeGreaterThan(0);
  });

  it('reads back a call an in-memory rebuild let go of, when an event of it comes later', async () => {
    // c1 is resolved early and escalated (a late escalation) after other calls' pages: written
    // and let go of in between, it must be read back for its escalation to land.
    await store.append('room-r1', [callEvent('CallOpened', 'c1', 0), callEvent('CallResolved', 'c1', 5)]);
    for (let n = 2; n <= 5; n++) await store.append('room-r1', [callEvent('CallOpened', `c${n}`, n * 2), callEvent('CallResolved', `c${n}`, n * 2 + 1)]);
    await store.append('room-r1', [callEvent('CallEscalated', 'c1', 40)]);
    const projector = await start(callsProjection);
    const projectorCaughtUp = async () => Object.values(await projector.health()).every((entry) => entry.lag === 0);
    await until(projectorCaughtUp);
    const live = await dumpTables(t.database, [callsProjection]);
    expect(live.calls!.find((row) => row.includes('"call_id":"c1"'))).toContain('"escalation_level":1');
    await projector.stop();

    const result = await rebuildProjections(store, t.database, [callsProjection], { batchSize: 2, heldRows: 1, logger: quietLogger });
    expect(result.projections.calls).toMatchObject({ inMemory: true, deadLettered: 0 });
    expect(await dumpTables(t.database, [callsProjection])).toEqual(live);
  });

  it('applies page by page from its last write when an in-memory fold fails, sending the poison event to the dead letters', async () => {
    await migrateReadModels(t.database.db);
    const before = telemetryHistory({ rooms: 3, hours: 6 });
    const after = telemetryHistory({ rooms: 3, hours: 6, seed: 42, start: new Date('2026-04-01T00:00:00Z') });
    await appendFixtures(store, before);
    await store.append('device-bad', [
      { type: 'VisitorsCounted', data: { deviceId: 'bad', roomId: 'room-0', siteId: 'site-0', count: 1000, poison: true } },
    ]);
    await appendFixtures(store, after);
    const warnings: string[] = [];
    // Small pages and a write after each, so the fold that fails has written before.
    const result = await rebuildProjections(store, t.database, [poisonable], {
      batchSize: 10,
      heldRows: 1,
      logger: { ...quietLogger, warn: (message) => warnings.push(message) },
    });
    expect(result.projections[poisonable.name]).toMatchObject({ inMemory: false, deadLettered: 1 });
    expect(warnings.some((message) => message.includes('in-memory rebuild failed'))).toBe(true);
    expect(await hourlyTotals(t.database)).toEqual(expectedTotals([...before, ...after]));
    const letters = await listDeadLetters(t.database.withTables<ReadModelDatabase>().db, poisonable.name);
    expect(letters.map((letter) => letter.eventType)).toEqual(['VisitorsCounted']);
    expect(result.processed).toBe(result.total);
  });

  it('lets the event loop turn while it rebuilds, so a stop (here a timer) ends it part way', async () => {
    // On PGlite every query answers within the same turn of the event loop: a rebuild that
    // never yields lets no timer, socket or signal in until it ends, and would finish here.
    await appendFixtures(store, telemetryHistory({ rooms: 10, hours: 720 }), 500);
    await migrateReadModels(t.database.db);
    const started = performance.now();
    const rebuilt = rebuildProjections(store, t.database, [roomHourlyProjection], { batchSize: 100, logger: quietLogger, signal: AbortSignal.timeout(10) });
    await expect(rebuilt).rejects.toThrow(/timeout|aborted/i);
    const stoppedAfter = performance.now() - started;
    // The whole rebuild, run again to its end, takes longer than the stopped one did.
    const whole = await rebuildProjections(store, t.database, [roomHourlyProjection], { batchSize: 100, logger: quietLogger });
    expect(stoppedAfter).toBeLessThan(whole.elapsedMs);
  });

  it('refuses to rebuild a projection another runner owns', async () => {
    await start(roomHourlyProjection);
    await expect(rebuildProjection(store, t.database, roomHourlyProjection, { logger: quietLogger })).rejects.toBeInstanceOf(
      ProjectionBusyError,
    );
    // Several at once refuse as a whole and leave the ones they could lock unlocked.
    await expect(rebuildProjections(store, t.database, ALL_PROJECTIONS, { logger: quietLogger })).rejects.toBeInstanceOf(ProjectionBusyError);
    const others = ALL_PROJECTIONS.filter((projection) => projection.name !== roomHourlyProjection.name);
    await expect(rebuildProjections(store, t.database, others, { logger: quietLogger })).resolves.toMatchObject({ deadLettered: 0 });
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
    const letters = await listDeadLetters(t.database.withTables<ReadModelDatabase>().db, poisonable.name);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ eventType: 'VisitorsCounted', error: 'Error: cannot apply a poisoned event' });
  });

  it('halts at a poison event under the stop policy and says so in health', async () => {
    const fixtures = telemetryHistory({ rooms: 2, hours: 2 });
    await appendFixtures(store, fixtures);
    // The last event before the poison one in the global order (read from the streams: the
    // head of the log may lag while an older transaction of this database is still open).
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
