/**
 * Event store write benchmark on a real PostgreSQL server (`npm run bench:store`).
 *
 * Measures the store's append paths (group-committed single-event appends, 500-event
 * batches) against the plainest way to put the same rows into PostgreSQL: multi-row
 * INSERTs into a bare table with the same columns, defaults and indexes. The interesting
 * number is the ratio: it says how much the store's guarantees (stream locks, version
 * checks, duplicate detection, NOTIFY, one caller acknowledged per commit) cost.
 *
 * Flags: `--seconds N` measured seconds per scenario (default 10; 1 s warm-up each).
 * Env: BENCH_DATABASE_URL, the server (a fresh database is created on it and dropped after).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { NewEvent } from '@facility/contracts';
import { connectDatabase, PostgresEventStore, type Database, type ExpectedVersion } from '@facility/event-store';
import postgres from 'postgres';
import { formatNumber, formatTable, ownPeakRssMb, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { machineInfo, postgresRunner, type MachineInfo } from './support/machine-info.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BATCH_SIZE = 500;
const STREAMS_PER_WRITER = 50;
const WARMUP_MS = 1_000;
// Enough connections for every writer; the machine has 2 cores, so more would only add
// context switches (the group committer itself runs one transaction at a time anyway).
const STORE_POOL_SIZE = 20;
const TARGET = 0.5;

const { values: flags } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const SECONDS = Number(flags.seconds);
if (!(SECONDS > 0)) throw new Error(`--seconds must be a positive number, got ${flags.seconds}`);

// Ctrl-C ends the running phase early; the finally block in main() still drops the database.
const abort = new AbortController();
process.once('SIGINT', () => abort.abort());

interface Scenario {
  name: string;
  table: 'events' | 'bench_plain_events';
  writers: number;
  /** The scenario whose events/s this one is divided by (the "vs plain" column). */
  baseline: string | null;
  /** Creates one writer's call. A call writes once and resolves with the events it stored. */
  writer(index: number): (n: number) => Promise<number>;
}

type Result = Awaited<ReturnType<typeof measure>> & { vsPlain: number | null };

const label = (what: string, writers: number) => `${what}, ${writers} writer${writers > 1 ? 's' : ''}`;

/** A people counter's report, shaped as the ingest stores it (envelope id, device stamp). */
function visitorsCounted(writer: number, device: number): NewEvent {
  const deviceId = `counter-${writer}-${device}`;
  const data = { count: 1 + Math.floor(Math.random() * 5), counter: 'men', deviceId, roomId: `room-${writer}-${device}`, siteId: `site-${writer % 4}` };
  const metadata = { source: 'ingest', actor: { kind: 'device' as const, id: deviceId } };
  return { id: randomUUID(), type: 'VisitorsCounted', data, metadata, occurredAt: new Date() };
}

const batchOf = (writer: number) => Array.from({ length: BATCH_SIZE }, (_, i) => visitorsCounted(writer, i % STREAMS_PER_WRITER));

/**
 * One event per call, each writer cycling over its own 50 device streams and passing the
 * version it last saw, like an ingest that knows its streams (a version conflict would mean
 * the store is wrong, and fails the run).
 */
const singleAppends = (store: PostgresEventStore) => (writer: number) => {
  const versions = new Array<number>(STREAMS_PER_WRITER).fill(0);
  return async (n: number) => {
    const device = n % STREAMS_PER_WRITER;
    const expectedVersion: ExpectedVersion = versions[device] || 'no_stream';
    const result = await store.append(`device-${writer}-${device}`, [visitorsCounted(writer, device)], { expectedVersion });
    versions[device] = result.nextExpectedVersion;
    return result.appended;
  };
};

/** 500 events per call, each call to a new stream (an import, a replayed backlog). */
const batchAppends = (store: PostgresEventStore) => (writer: number) => async (n: number) =>
  (await store.append(`batch-${writer}-${n}`, batchOf(writer), { expectedVersion: 'no_stream' })).appended;

/** The baseline: the same rows, one autocommitted multi-row INSERT per 500, the postgres.js way. */
const plainInserts = (sql: postgres.Sql) => (writer: number) => async (n: number) => {
  const rows = batchOf(writer).map((event, i) => ({
    event_id: event.id!,
    stream_id: `plain-${writer}-${n}`,
    stream_version: i + 1,
    event_type: event.type,
    schema_version: 1,
    data: event.data as postgres.JSONValue,
    metadata: (event.metadata ?? {}) as postgres.JSONValue,
    occurred_at: event.occurredAt!,
  }));
  await sql`insert into bench_plain_events ${sql(rows)}`;
  return rows.length;
};

function scenarios(store: PostgresEventStore, sql: postgres.Sql): Scenario[] {
  const plain = (writers: number) => label('plain 500-row insert', writers);
  const single = (writers: number): Scenario =>
    ({ name: label('single appends', writers), table: 'events', writers, baseline: plain(1), writer: singleAppends(store) });
  const batches = (writers: number): Scenario =>
    ({ name: label('500-event batches', writers), table: 'events', writers, baseline: plain(writers), writer: batchAppends(store) });
  const inserts = (writers: number): Scenario =>
    ({ name: plain(writers), table: 'bench_plain_events', writers, baseline: null, writer: plainInserts(sql) });
  return [single(1), single(16), single(64), batches(1), batches(4), inserts(1), inserts(4)];
}

/** Warm up, then run every writer flat out for SECONDS; only calls finishing in the window count. */
async function measure(scenario: Scenario, admin: postgres.Sql) {
  // Each phase starts from an empty table and a fresh checkpoint, so the rows and WAL of
  // earlier phases (bigger indexes, a checkpoint landing mid-run) don't tax later ones.
  await admin.unsafe(`truncate ${scenario.table}`);
  await admin`checkpoint`;
  progress(`${scenario.name}: ${WARMUP_MS / 1000} s warm-up, ${SECONDS} s measured`);
  let window: 'warmup' | 'measure' | 'done' = 'warmup';
  let events = 0;
  const latencies: number[] = [];
  const running = Promise.all(
    Array.from({ length: scenario.writers }, async (_, index) => {
      const call = scenario.writer(index);
      try {
        for (let n = 0; window !== 'done'; n++) {
          const started = performance.now();
          const stored = await call(n);
          if (window !== 'measure') continue;
          events += stored;
          latencies.push(performance.now() - started);
        }
      } catch (error) {
        window = 'done'; // stop the other writers too
        throw error;
      }
    }),
  );
  const lastPosition = async () =>
    (await admin.unsafe(`select coalesce(max(global_position), 0)::text as p from ${scenario.table}`))[0]!.p as string;
  let [elapsed, from, to] = [0, '0', '0'];
  try {
    // A failing writer rejects `running` and ends the wait at once.
    await Promise.race([sleep(WARMUP_MS, undefined, { signal: abort.signal }), running]);
    from = await lastPosition();
    const startedAt = performance.now();
    window = 'measure';
    await Promise.race([sleep(SECONDS * 1000, undefined, { signal: abort.signal }), running]);
    window = 'done';
    elapsed = (performance.now() - startedAt) / 1000;
    to = await lastPosition();
  } finally {
    window = 'done';
  }
  await running;
  // Rows between the two positions were written in the window (give or take the one
  // transaction in flight at each edge); each distinct transaction_id is one commit.
  const [counts] = await admin.unsafe(
    `select count(*)::int as rows, count(distinct transaction_id)::int as transactions
       from ${scenario.table} where global_position > $1::bigint and global_position <= $2::bigint`,
    [from, to],
  );
  latencies.sort((a, b) => a - b);
  const result = {
    scenario: scenario.name, writers: scenario.writers, seconds: elapsed, calls: latencies.length, events,
    eventsPerSecond: events / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99),
    // Rows per commit among the rows written in the window.
    eventsPerTransaction: counts?.transactions ? counts.rows / counts.transactions : null,
  };
  progress(`  ${formatNumber(result.eventsPerSecond)} events/s, ${formatNumber(result.eventsPerTransaction, 1)} events/transaction`);
  return result;
}

/** Creates the scratch database, runs everything in it, and drops it again whatever happens. */
async function main(): Promise<void> {
  const name = `facility_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const server = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await server.unsafe(`create database ${name}`);
    progress(`created database ${name}`);
    try {
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      await run(url.toString());
    } finally {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      progress(`dropped database ${name}`);
    }
  } finally {
    await server.end();
  }
}

async function run(url: string): Promise<void> {
  // Separate clients, so the bookkeeping queries never queue behind the writers.
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const plain = postgres(url, { max: 4, onnotice: () => {} });
  let database: Database | null = null;
  let store: PostgresEventStore | null = null;
  try {
    database = await connectDatabase({ url, poolSize: STORE_POOL_SIZE });
    store = await PostgresEventStore.open(database);
    // Same columns, defaults (transaction_id, identity), uniques and indexes as `events`,
    // copied from it so the baseline cannot drift from the real schema.
    await admin`create table bench_plain_events (like events including all)`;
    // The durability settings decide what a commit costs, so they belong next to the numbers.
    const machine = await machineInfo(postgresRunner(admin), ['synchronous_commit', 'fsync', 'wal_sync_method', 'shared_buffers', 'max_wal_size']);
    const list = scenarios(store, plain);
    const results: Result[] = [];
    for (const scenario of list) results.push({ ...(await measure(scenario, admin)), vsPlain: null });
    // Ratios once all baselines exist (they run last).
    list.forEach((scenario, index) => {
      const reference = results.find((other) => other.scenario === scenario.baseline);
      if (reference) results[index]!.vsPlain = results[index]!.eventsPerSecond / reference.eventsPerSecond;
    });
    report(machine, results);
  } finally {
    await store?.close();
    await database?.close();
    await Promise.all([admin.end({ timeout: 5 }), plain.end({ timeout: 5 })]);
  }
}

function report(machine: MachineInfo, results: Result[]): void {
  const headline = results.find((result) => result.scenario === label('single appends', 16))?.vsPlain ?? null;
  const met = headline !== null && headline >= TARGET;
  console.log(`CPU: ${machine.cpu} (${machine.cores} cores), Node ${machine.node}`);
  console.log(`PostgreSQL: ${machine.postgres}`);
  console.log(`Settings: ${Object.entries(machine.settings).map(([key, value]) => `${key}=${value}`).join(', ')}`);
  console.log(`${SECONDS} s measured per scenario after ${WARMUP_MS / 1000} s warm-up; batches are ${BATCH_SIZE} events\n`);
  const rows = results.map((r) => [r.scenario, r.eventsPerSecond, formatNumber(r.p50Ms, 2), formatNumber(r.p99Ms, 2),
    formatNumber(r.eventsPerTransaction, 1), r.vsPlain === null ? null : `${r.vsPlain.toFixed(2)}x`]);
  console.log(formatTable(['scenario', 'events/s', 'p50 ms', 'p99 ms', 'events/txn', 'vs plain'], rows));
  const target = `group-committed single appends (16 writers) >= ${TARGET * 100}% of the plain 500-row insert rate (1 writer)`;
  const outcome = headline === null ? 'n/a' : `${(headline * 100).toFixed(0)}%`;
  console.log(`\nTarget: ${target}: ${outcome} -> ${met ? 'MET' : 'NOT MET'}`);
  // The store's writers run in this process.
  console.log(peakRssLine('This process (the event store and its writers)', ownPeakRssMb()));
  const path = writeJson('store', {
    finishedAt: new Date().toISOString(),
    config: { seconds: SECONDS, warmupSeconds: WARMUP_MS / 1000, batchSize: BATCH_SIZE, storePoolSize: STORE_POOL_SIZE },
    machine,
    results,
    target: { description: target, ratio: headline, met },
    peakRssMb: ownPeakRssMb(),
  });
  progress(`wrote ${path}`);
}

main().catch((error: unknown) => {
  if (abort.signal.aborted) {
    progress('interrupted');
    process.exitCode = 130;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
