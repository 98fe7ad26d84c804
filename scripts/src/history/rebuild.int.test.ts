import { handleCommand, siteDecider } from '@facility/api';
import { siteStreamId } from '@facility/contracts';
import { PostgresEventStore, START } from '@facility/event-store';
import { BACKENDS, createTestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, migrateReadModels, type ReadModelDatabase } from '@facility/projections';
import { Projector, rebuildProjections, type RebuildOptions } from '@facility/projector';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedBenchSite } from '../bench/support/bench-site.ts';
import { generateHistory } from './history-generator.ts';

const quiet = { info() {}, warn() {}, error() {} };
const DAY_MS = 86_400_000;

/**
 * A rebuild must leave every table exactly as the live projector left it, whichever way it
 * runs: folding in memory and writing at the end, writing after every page (so calls are
 * let go of and read back, and rows are written many times over), or page by page. The
 * history is the benchmarks' (a site with shifts in its own zone, rooms, pads with
 * heartbeats and battery, complaints, ratings, cleaner rounds) with call rules that gap
 * and schedule rounds, so the reactors decide calls and alerts as they would for a customer.
 */
describe.each(BACKENDS)('rebuilding a generated history (%s)', (backend) => {
  it('gives the live projector rows in memory, page by page, and on a version bump at start', async () => {
    const t = await createTestDatabase(backend);
    const store = await PostgresEventStore.open(t.database);
    const db = t.database.withTables<ReadModelDatabase>().db;
    try {
      await migrateReadModels(t.database.db);
      const now = new Date();
      const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 4 * DAY_MS);
      const site = await seedBenchSite(store, 3, now);
      await handleCommand(store, siteStreamId(site.siteId), siteDecider, {
        type: 'SetSiteCallSettings',
        data: { siteId: site.siteId, mode: 'sequential', ratioPercent: 5, gapInMinutes: 10, scheduledCallTimes: ['09:00', '15:00'], cleandexThreshold: 70, services: [] },
      }, { now, actor: { kind: 'system', id: 'test' } });
      for (const batch of generateHistory({ rooms: 3, days: 4, start, seed: 3, roomOf: (room) => site.rooms[room]! })) {
        await store.append(batch.streamId, batch.events);
      }

      const projector = new Projector(store, t.database, ALL_PROJECTIONS, { batchSize: 200, logger: quiet });
      await projector.start();
      const settled = await settle(projector, store);
      await projector.stop();
      const live = await dumpTables(db);
      expect(live.calls!.length).toBeGreaterThan(20);
      expect(live.device_alert_reactor_devices!.length).toBe(3);

      const modes: { label: string; options: RebuildOptions; inMemory: boolean }[] = [
        { label: 'in memory, written at the end', options: {}, inMemory: true },
        { label: 'in memory, written after every page', options: { heldRows: 1 }, inMemory: true },
        { label: 'page by page', options: { inMemory: false }, inMemory: false },
      ];
      for (const { label, options, inMemory } of modes) {
        const result = await rebuildProjections(store, t.database, ALL_PROJECTIONS, { batchSize: 97, logger: quiet, ...options });
        expect(result.deadLettered, label).toBe(0);
        expect(result.processed, label).toBe(settled);
        expect(result.projections['room-hourly-counters']!.inMemory, label).toBe(inMemory);
        expect(await dumpTables(db), label).toEqual(live);
      }
      // A deploy that bumps every version: the nine that fold in memory rebuild so together
      // in the background, in one read of the log, the others page by page beside them.
      const bumped = ALL_PROJECTIONS.map((projection) => ({ ...projection, version: projection.version + 1 }));
      const rebuilt = new Set<string>();
      const infos: string[] = [];
      const restarted = new Projector(store, t.database, bumped, { batchSize: 97, rebuildInMemoryFrom: 1, logger: { ...quiet, info: (message) => infos.push(message) } });
      restarted.onChange((change) => change.rebuilt && rebuilt.add(change.projection));
      await restarted.start();
      expect(await settle(restarted, store)).toBe(settled);
      await restarted.stop();
      expect([...rebuilt].sort()).toEqual(ALL_PROJECTIONS.filter((projection) => projection.rebuildInMemory).map((projection) => projection.name).sort());
      expect(rebuilt.size).toBe(9);
      expect(infos.filter((message) => message.startsWith('rebuilding in memory from position 0:'))).toHaveLength(1);
      expect(await dumpTables(db), 'a version bump at start').toEqual(live);
      // Deciding again appended nothing: every call and alert has the id of its cause.
      expect(await store.countAfter(START)).toBe(settled);
    } finally {
      await store.close();
      await t.dispose();
    }
  });
});

/** Waits until every projection is running with nothing left to apply and the reactors append no more; returns the log's length. */
async function settle(projector: Projector, store: PostgresEventStore): Promise<number> {
  let settled = -1;
  for (let stable = 0; stable < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const health = await projector.health();
    const length = await store.countAfter(START);
    stable = Object.values(health).every((entry) => entry.lag === 0 && entry.state === 'running') && length === settled ? stable + 1 : 0;
    settled = length;
  }
  return settled;
}

/** Every row of every projection table, each table sorted. */
async function dumpTables(db: Kysely<ReadModelDatabase>) {
  const dump: Record<string, string[]> = {};
  for (const table of ALL_PROJECTIONS.flatMap((projection) => projection.tables)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}
