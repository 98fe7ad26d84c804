/**
 * Ingest benchmark (`npm run bench:ingest`), on a real PostgreSQL server, the API in a
 * process of its own as production runs it (projector included):
 *
 * 1. Single events: 64 simulated devices each POST one event, as fast as the server
 *    answers; beside the same load on a bare Fastify route that only parses the JSON (the
 *    HTTP ceiling of this machine). Target: >= 0.5 of the ceiling.
 * 2. Batches of 500: 4 devices POST 500-event batches; beside a plain postgres.js multi-row
 *    INSERT of the same rows into a bare table. Target: >= 0.8.
 *
 * 3. Where the time goes: both again with the projector paused (PostgreSQL only): a second
 *    API process serves while this process holds every projection's ownership lock, so
 *    the API only validates and appends, as an ingest-only node would.
 *
 * Flags: `--seconds N` per scenario (default 20); `--embedded` runs the API on embedded
 * PGlite instead (the demo on a fresh folder; no plain-INSERT baseline there, PGlite belongs
 * to the API process). Env: TEST_DATABASE_URL (the server; a fresh database is created and
 * dropped).
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Health } from '@facility/contracts';
import { connectDatabase, type SessionLock } from '@facility/event-store';
import { ALL_PROJECTIONS } from '@facility/projections';
import { ownerLockName } from '@facility/projector';
import postgres from 'postgres';
import { formatNumber, formatTable, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { startApiProcess } from './support/api-process.ts';
import { startSeededApi } from './support/seeded-api.ts';

const { values: flags } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, embedded: { type: 'boolean', default: false } } });
const EMBEDDED = flags.embedded;
const SECONDS = Number(flags.seconds);
if (!(SECONDS > 0)) throw new Error(`--seconds must be a positive number, got ${flags.seconds}`);
const SINGLE_DEVICES = 64;
const BATCH_DEVICES = 4;
const BATCH_SIZE = 500;
const BARE_SERVER = fileURLToPath(new URL('./support/bare-ingest-server.ts', import.meta.url));

const visitors = () => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1 + Math.floor(Math.random() * 4), counter: 'men' });

interface Measured {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  p50: number | null;
  p99: number | null;
}

/** `writers` loops each sending one request after the other for the given time. */
async function drive(writers: number, send: (writer: number) => Promise<number>): Promise<Measured> {
  const latencies: number[] = [];
  let events = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < until) {
        const begin = performance.now();
        // Not `events += await …`: that would read `events` before the await and lose the
        // other writers' counts.
        const sent = await send(writer);
        events += sent;
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { events, seconds, eventsPerSecond: events / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function post(url: string, token: string, events: object[]): Promise<number> {
  const response = await fetch(`${url}/api/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (response.status !== 202) throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return events.length;
}

/** Waits until the API's projections have applied everything ingested so far. */
async function caughtUp(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as Health;
    if (Object.values(health.projections).every((projection) => projection.lag === 0)) return;
    if (Date.now() > deadline) throw new Error('the projector did not catch up within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Single events and batches through an API process whose projector stands by, because this process owns every projection. */
async function measurePaused(databaseUrl: string, tokens: readonly string[]): Promise<{ single: Measured; batches: Measured }> {
  const database = await connectDatabase({ url: databaseUrl, poolSize: ALL_PROJECTIONS.length + 1 });
  const locks: SessionLock[] = [];
  try {
    for (const projection of ALL_PROJECTIONS) {
      const lock = await database.tryLock(ownerLockName(projection.name));
      if (!lock) throw new Error(`${projection.name} is still owned by the stopped API process`);
      locks.push(lock);
    }
    const api = await startApiProcess({ DATABASE_URL: databaseUrl });
    try {
      progress(`single events, projector paused: ${SINGLE_DEVICES} devices, ${SECONDS} s`);
      const single = await drive(SINGLE_DEVICES, (writer) => post(api.url, tokens[writer]!, [visitors()]));
      progress(`batches of ${BATCH_SIZE}, projector paused: ${BATCH_DEVICES} devices, ${SECONDS} s`);
      const batches = await drive(BATCH_DEVICES, (writer) => post(api.url, tokens[writer]!, Array.from({ length: BATCH_SIZE }, visitors)));
      return { single, batches };
    } finally {
      await api.stop();
    }
  } finally {
    await Promise.all(locks.map((lock) => lock.release()));
    await database.close();
  }
}

async function main(): Promise<void> {
  progress(EMBEDDED ? 'starting the demo on a fresh embedded PGlite folder (it seeds first)' : 'seeding a site, a room and an admin on a fresh PostgreSQL database');
  const seeded = await startSeededApi({ embedded: EMBEDDED });
  const { api } = seeded;
  const bare = await startApiProcess({}, BARE_SERVER);
  const plain = seeded.databaseUrl ? postgres(seeded.databaseUrl, { max: BATCH_DEVICES, onnotice: () => {} }) : null;
  const results: { scenario: string; measured: Measured; versus: string | null; ratio: number | null; target: number | null }[] = [];
  let peakRss: number | null = null;
  try {
    const tokens: string[] = [];
    for (let index = 0; index < SINGLE_DEVICES; index++) tokens.push(await seeded.registerDevice('counter_men'));

    progress(`single events: ${SINGLE_DEVICES} devices on the bare Fastify route, ${SECONDS} s`);
    const ceiling = await drive(SINGLE_DEVICES, (writer) => post(bare.url, tokens[writer]!, [visitors()]));
    progress(`single events: ${SINGLE_DEVICES} devices on POST /api/ingest, ${SECONDS} s`);
    const single = await drive(SINGLE_DEVICES, (writer) => post(api.url, tokens[writer]!, [visitors()]));
    results.push({ scenario: `bare Fastify JSON route, ${SINGLE_DEVICES} devices`, measured: ceiling, versus: null, ratio: null, target: null });
    results.push({ scenario: `ingest single events, ${SINGLE_DEVICES} devices`, measured: single, versus: 'bare route', ratio: single.eventsPerSecond / ceiling.eventsPerSecond, target: 0.5 });

    const insert = plain ? await plainInsert(plain) : null;
    progress(`batches of ${BATCH_SIZE}: ${BATCH_DEVICES} devices on POST /api/ingest, ${SECONDS} s`);
    const batches = await drive(BATCH_DEVICES, (writer) => post(api.url, tokens[writer]!, Array.from({ length: BATCH_SIZE }, visitors)));
    if (insert) results.push({ scenario: `plain ${BATCH_SIZE}-row INSERT, ${BATCH_DEVICES} writers`, measured: insert, versus: null, ratio: null, target: null });
    results.push({
      scenario: `ingest ${BATCH_SIZE}-event batches, ${BATCH_DEVICES} devices`,
      measured: batches,
      versus: insert ? 'plain insert' : null,
      ratio: insert ? batches.eventsPerSecond / insert.eventsPerSecond : null,
      target: insert ? 0.8 : null,
    });

    peakRss = api.peakRssMb();
    if (seeded.databaseUrl) {
      progress('letting the projector catch up, then pausing it: a second API process serves while this process holds every projection lock');
      await caughtUp(api.url);
      await api.stop();
      const paused = await measurePaused(seeded.databaseUrl, tokens);
      results.push({ scenario: `  same, projector paused`, measured: paused.single, versus: 'bare route', ratio: paused.single.eventsPerSecond / ceiling.eventsPerSecond, target: null });
      results.push({ scenario: `  same, projector paused`, measured: paused.batches, versus: 'plain insert', ratio: insert ? paused.batches.eventsPerSecond / insert.eventsPerSecond : null, target: null });
      // Keep the table in scenario order: each paused row right under its own scenario.
      results.splice(2, 0, results.splice(results.length - 2, 1)[0]!);
    }
  } finally {
    await plain?.end();
    await bare.stop();
    await seeded.close();
  }

  console.log(`\nIngest over HTTP (${cpus().length} cores, ${EMBEDDED ? 'embedded PGlite' : 'PostgreSQL'}, API in its own process with its projector), ${SECONDS} s per scenario\n`);
  console.log(
    formatTable(
      ['scenario', 'events/s', 'p50 ms', 'p99 ms', 'vs', 'ratio', 'target'],
      results.map(({ scenario, measured, versus, ratio, target }) => [
        scenario,
        formatNumber(measured.eventsPerSecond),
        formatNumber(measured.p50, 2),
        formatNumber(measured.p99, 2),
        versus ?? '',
        ratio === null ? '' : `${formatNumber(ratio, 2)}x`,
        target === null || ratio === null ? '' : `>= ${target} ${ratio >= target ? 'met' : 'MISSED'}`,
      ]),
    ),
  );
  console.log(`\n${peakRssLine('API (with its projector)', peakRss)}`);
  console.log(`\nwritten to ${writeJson(EMBEDDED ? 'ingest-embedded' : 'ingest', { seconds: SECONDS, embedded: EMBEDDED, cpus: cpus().length, apiPeakRssMb: peakRss, results })}`);
}

/** The baseline of the batch scenario: the same rows, multi-row INSERTs into a bare table. */
async function plainInsert(plain: postgres.Sql): Promise<Measured> {
  progress(`batches of ${BATCH_SIZE}: plain multi-row INSERT into a bare table, ${BATCH_DEVICES} writers, ${SECONDS} s`);
  await plain`create table bench_plain_ingest (id uuid primary key, type text not null, data jsonb not null, occurred_at timestamptz not null, recorded_at timestamptz not null default now())`;
  return drive(BATCH_DEVICES, async () => {
    const rows = Array.from({ length: BATCH_SIZE }, () => {
      const { id, type, occurredAt, ...data } = visitors();
      return { id, type, data, occurred_at: occurredAt };
    });
    await plain`insert into bench_plain_ingest ${plain(rows, 'id', 'type', 'data', 'occurred_at')}`;
    return BATCH_SIZE;
  });
}

await main();
