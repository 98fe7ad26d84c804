import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, PostgresEventStore, type Database, type EventStore } from '@facility/event-store';
import { createTestDatabase, TEST_SERVER_URL } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { rebuildProjections } from '@facility/projector';
import postgres from 'postgres';
import { formatNumber, progress } from '../bench-report.ts';
import { generateHistory } from '../../history/history-generator.ts';
import { benchSitePlan, seedBenchSite, type BenchSite } from './bench-site.ts';
import { kyselyRunner, machineInfo, postgresRunner, type MachineInfo, type RunSql } from './machine-info.ts';

const quiet = { info() {}, warn() {}, error() {} };

export interface QueryDataset extends BenchSite {
  engine: 'PostgreSQL' | 'embedded PGlite';
  /** The PostgreSQL database holding it; null on PGlite. */
  url: string | null;
  /** What points the API process at it: `DATABASE_URL`, or `DATA_DIR` (the PGlite folder, which this process has closed). */
  apiEnv: { DATABASE_URL: string } | { DATA_DIR: string };
  /** The machine, the engine and its settings, and the read models' sizes, as the dataset was made or opened. */
  machine: DatasetMachine;
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

export interface DatasetMachine extends MachineInfo {
  /** Rows of the largest tables the dashboard reads. */
  tables: Record<string, number>;
}

/** The machine and engine behind `run`, and the sizes of the tables the questions read. */
async function describeDataset(run: RunSql): Promise<DatasetMachine> {
  // What decides how much of the read models stays in memory and how sorts run.
  const machine = await machineInfo(run, ['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit']);
  const tables = await run<{ table: string; rows: number }>(`select relname as table, n_live_tup::int as rows from pg_stat_user_tables
    where relname in ('events', 'room_hourly_counters', 'room_shift_counters', 'room_hourly_problems', 'calls') order by relname`);
  return { ...machine, tables: Object.fromEntries(tables.map((row) => [row.table, row.rows])) };
}

/**
 * Planner statistics and visibility maps as autovacuum keeps them on a database that grew
 * over a year, rather than whatever state a bulk rebuild happened to leave.
 */
async function vacuumAnalyze(url: string): Promise<void> {
  const plain = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await plain`vacuum analyze`;
    const [dead] = await plain<{ dead: number }[]>`select sum(n_dead_tup)::int as dead from pg_stat_user_tables`;
    progress(`vacuumed; ${formatNumber(dead?.dead ?? 0)} dead rows left`);
  } finally {
    await plain.end();
  }
}

/** Where a new dataset is made: a fresh server database, or a fresh PGlite folder. */
export interface DatasetTarget {
  database: Database;
  engine: QueryDataset['engine'];
  url: string | null;
  apiEnv: QueryDataset['apiEnv'];
  /** Planner statistics as a year of autovacuum would leave them. */
  vacuum(): Promise<void>;
  /** Lets go of the database (this process's connection or PGlite instance), leaving its data. */
  close(): Promise<void>;
  /** Deletes the data; with `keep`, only lets go of it. */
  dispose(options?: { keep?: boolean }): Promise<void>;
}

export async function openDatasetTarget(embedded: boolean): Promise<DatasetTarget> {
  if (embedded) {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-dataset-'));
    const database = await connectDatabase({ dataDir });
    const close = closeOnce(database);
    return {
      database,
      engine: 'embedded PGlite',
      url: null,
      apiEnv: { DATA_DIR: dataDir },
      vacuum: async () => void (await kyselyRunner(database.db)('vacuum analyze')),
      close,
      dispose: async (options) => {
        await close();
        if (!options?.keep) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // Six projection locks each hold a connection for the whole rebuild; leave room beside them.
  const t = await createTestDatabase('postgres', { poolSize: 16 });
  const url = t.url!;
  const close = closeOnce(t.database);
  return {
    database: t.database,
    engine: 'PostgreSQL',
    url,
    apiEnv: { DATABASE_URL: url },
    vacuum: () => vacuumAnalyze(url),
    close,
    dispose: async (options) => {
      await close();
      if (!options?.keep) await dropDatabase(url);
    },
  };
}

/** `database.close()` the first time only: a dataset is let go of once made, and disposed of later. */
function closeOnce(database: Database): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= database.close());
}

/**
 * A fresh database holding one seeded site with `days` days of telemetry for each of its
 * rooms (`appendYearHistory`) and every read model up to date: rebuilt in one pass over the
 * log (the call reactor appends its calls, some 1.5M events a year at 200 rooms, and the
 * same pass reads them), then vacuumed, so the API process starts with nothing to catch
 * up. On the server by default; `embedded` makes it in a fresh PGlite folder, which this
 * process closes before returning, as the API process then opens it.
 */
export async function createQueryDataset(options: { rooms: number; days: number; embedded?: boolean }): Promise<QueryDataset> {
  const target = await openDatasetTarget(options.embedded ?? false);
  const store = await PostgresEventStore.open(target.database);
  try {
    await migrateReadModels(target.database.db);
    const { site, events, generateSeconds } = await appendYearHistory(store, options);
    progress('bringing the read models up to date in one pass over the log');
    const result = await rebuildProjections(store, target.database, ALL_PROJECTIONS, { batchSize: 5_000, logger: quiet });
    progress(`  ${formatNumber(result.processed)} events in ${formatNumber(result.elapsedMs / 1000, 1)} s`);
    await store.close();
    await target.vacuum();
    const machine = await describeDataset(kyselyRunner(target.database.db));
    await target.close();
    return {
      ...site,
      engine: target.engine,
      url: target.url,
      apiEnv: target.apiEnv,
      machine,
      days: options.days,
      events,
      logLength: result.processed,
      seconds: { generate: generateSeconds, rebuild: result.elapsedMs / 1000 },
      dispose: target.dispose,
    };
  } catch (error) {
    await store.close().catch(() => {});
    await target.dispose();
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
    const machine = await describeDataset(postgresRunner(plain));
    return { ...benchSitePlan(row.rooms), engine: 'PostgreSQL', url, apiEnv: { DATABASE_URL: url }, machine, days, events: row.events, logLength: row.logLength, seconds: { generate: 0, rebuild: 0 }, dispose: async (dispose) => {
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
