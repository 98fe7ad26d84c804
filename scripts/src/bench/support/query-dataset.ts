import { PostgresEventStore, type EventStore } from '@facility/event-store';
import { createTestDatabase, TEST_SERVER_URL } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { rebuildProjections } from '@facility/projector';
import postgres from 'postgres';
import { formatNumber, progress } from '../bench-report.ts';
import { generateHistory } from '../../history/history-generator.ts';
import { benchSitePlan, seedBenchSite, type BenchSite } from './bench-site.ts';

const quiet = { info() {}, warn() {}, error() {} };

export interface QueryDataset extends BenchSite {
  /** The PostgreSQL database holding it, for the API process. */
  url: string;
  /** Days of history, ending today (UTC midnight). */
  days: number;
  /** Telemetry events appended (the call reactor adds its calls on top during the rebuild). */
  events: number;
  /** Events in the log once every projection is up to date. */
  logLength: number;
  seconds: { generate: number; rebuild: number };
  /** Drops the database; with `keep`, only lets go of it (to EXPLAIN its queries afterwards). */
  dispose(options?: { keep?: boolean }): Promise<void>;
}

export interface YearHistory {
  site: BenchSite;
  /** Telemetry events appended. */
  events: number;
  generateSeconds: number;
}

/**
 * Seeds one site (see `seedBenchSite`) into `store` and appends `days` days of telemetry
 * for each of its rooms, ending today, from the generator of `npm run generate` with the
 * site's own room and device ids, 16 device uploads in flight. The read models are left
 * to the caller: the replay benchmark times their rebuild, the query benchmark needs it done.
 */
export async function appendYearHistory(store: EventStore, options: { rooms: number; days: number }): Promise<YearHistory> {
  progress(`seeding a company, a site with ${options.rooms} rooms, shifts and devices, and an admin`);
  const site = await seedBenchSite(store, options.rooms, new Date());
  progress(`generating ${options.rooms} rooms x ${options.days} days of history`);
  const generated = performance.now();
  let events = 0;
  const inFlight = new Set<Promise<void>>();
  for (const batch of generateHistory({ rooms: options.rooms, days: options.days, seed: 1, roomOf: (room) => site.rooms[room]! })) {
    const upload = store.append(batch.streamId, batch.events).then((result) => {
      events += result.appended;
    });
    inFlight.add(upload);
    void upload.finally(() => inFlight.delete(upload));
    if (inFlight.size >= 16) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const generateSeconds = (performance.now() - generated) / 1000;
  progress(`${formatNumber(events)} events appended in ${formatNumber(generateSeconds, 1)} s`);
  return { site, events, generateSeconds };
}

/**
 * Planner statistics and visibility maps as autovacuum keeps them on a database that grew
 * over a year, rather than whatever state a bulk rebuild happened to leave.
 */
export async function vacuumAnalyze(url: string): Promise<void> {
  const plain = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await plain`vacuum analyze`;
    const [dead] = await plain<{ dead: number }[]>`select sum(n_dead_tup)::int as dead from pg_stat_user_tables`;
    progress(`vacuumed; ${formatNumber(dead?.dead ?? 0)} dead rows left`);
  } finally {
    await plain.end();
  }
}

/**
 * A fresh PostgreSQL database holding one seeded site with `days` days of telemetry for
 * each of its rooms (`appendYearHistory`) and every read model up to date: rebuilt in one
 * pass over the log (the call reactor appends its calls, some 1.5M events a year at 200
 * rooms, and the same pass reads them), then vacuumed, so the API process starts with
 * nothing to catch up.
 */
export async function createQueryDataset(options: { rooms: number; days: number }): Promise<QueryDataset> {
  // Six projection locks each hold a connection for the whole rebuild; leave room beside them.
  const t = await createTestDatabase('postgres', { poolSize: 16 });
  const store = await PostgresEventStore.open(t.database);
  try {
    await migrateReadModels(t.database.db);
    const { site, events, generateSeconds } = await appendYearHistory(store, options);
    progress('bringing the read models up to date in one pass over the log');
    const result = await rebuildProjections(store, t.database, ALL_PROJECTIONS, { batchSize: 5_000, logger: quiet });
    progress(`  ${formatNumber(result.processed)} events in ${formatNumber(result.elapsedMs / 1000, 1)} s`);
    await store.close();
    await vacuumAnalyze(t.url!);
    return {
      ...site,
      url: t.url!,
      days: options.days,
      events,
      logLength: result.processed,
      seconds: { generate: generateSeconds, rebuild: result.elapsedMs / 1000 },
      dispose: (options) => (options?.keep ? t.database.close() : t.dispose()),
    };
  } catch (error) {
    await store.close().catch(() => {});
    await t.dispose();
    throw error;
  }
}

/**
 * A dataset an earlier run kept (`--keep`, or the replay benchmark's `--keep`), to measure
 * again without generating it anew: the ids are `benchSitePlan`'s, the sizes are read back.
 * Dropped on dispose only when `handedOver` (the replay benchmark kept it for this run alone).
 */
export async function openQueryDataset(url: string, options: { handedOver?: boolean } = {}): Promise<QueryDataset> {
  const plain = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await plain<{ rooms: number; events: number; logLength: number; first: Date }[]>`
      select (select count(*)::int from rooms) as rooms,
        (select count(*)::int from events where stream_id like 'device-%') as events,
        (select count(*)::int from events) as "logLength",
        (select min(occurred_at) from events where stream_id like 'device-%') as first`;
    if (!row?.rooms || !row.first) throw new Error(`${url} holds no bench dataset`);
    const days = Math.round((Date.now() - row.first.getTime()) / 86_400_000);
    return { ...benchSitePlan(row.rooms), url, days, events: row.events, logLength: row.logLength, seconds: { generate: 0, rebuild: 0 }, dispose: async (dispose) => {
      if (options.handedOver && !dispose?.keep) await dropDatabase(url);
    } };
  } finally {
    await plain.end();
  }
}

/** Drops a bench database another run created (on the same server as TEST_DATABASE_URL). */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^facility_test_\w+$/.test(name)) throw new Error(`refusing to drop ${name}: not a bench database`);
  const admin = postgres(TEST_SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
