/**
 * Query benchmark (`npm run bench:queries`): the dashboard's reads on a site of realistic
 * size, on a real PostgreSQL server. Target: p95 < 50 ms for each.
 *
 * The dataset: a fresh database with one company and one site seeded through the deciders
 * (Asia/Jerusalem, three shifts naming its rooms, time saving), `--rooms` rooms with a wall
 * pad each, and `--days` days of their telemetry from the generator of `npm run generate`
 * (about 67 events per room and day: 200 rooms over 365 days is about 4.9M events, and the
 * call reactor adds some 1.5M for the calls), every read model rebuilt and the database
 * vacuumed (support/query-dataset.ts). The API then runs as its own process on
 * it, as production runs it (support/api-process.ts), and this process signs in as an admin
 * and drives `--clients` closed-loop clients on keep-alive connections at one scenario at a
 * time, for `--seconds` after `--warmup` seconds of the same load unmeasured. The URLs are
 * the ones the dashboard sends (web/src/features/*, hooks/use-stats-url.ts):
 *
 * - overview: `stats/performance/overview`, last month by day and last year by week; half
 *   the requests for the whole site, the rest with one of the extra filters a manager picks
 *   (a tower, a floor, a shift, a gender);
 * - analytics: `stats/performance/analytics` by day for last month and for the last
 *   calendar months the history covers in full, in turn, and the last year by week; every
 *   other request narrowed to a shift;
 * - room status: the real-time board's snapshot `room/realtime?siteId=` (every room's live
 *   state), and one room's status `room/{id}` going through the rooms;
 * - the overview and the board again while a counter in the site posts a visit every second
 *   (a counter is registered for it through the admin API): every commit drops the site's
 *   kept answers, so this is what a busy site's managers meet.
 *
 * Before each scenario's load, every distinct question it asks is asked once, one at a
 * time, and timed ("first answers"): what the first manager to ask waits for, before the
 * answer cache holds the answer, and again after every commit that touches the site. The
 * load then measures the dashboard as most requests meet it. `--answer-cache-mb 0` turns the
 * cache off in the API process (every request reads the read models).
 *
 * Every answer must be a non-empty 200 (anything else is counted as an error and the run
 * fails); every first answer is checked for content.
 *
 * `--embedded` measures the same on embedded PGlite, the database inside the API process
 * (`DATA_DIR`), and then on a server database made the same way, one after the other, and
 * compares them: target, each scenario's p95 within 2x of the server's. PGlite's site
 * defaults to 50 rooms x 90 days (the replay benchmark's embedded size), as it keeps its
 * whole database in the API's memory.
 *
 * Flags: `--rooms N` (200; 50 embedded), `--days N` (365; 90 embedded), `--seconds N` per
 * scenario (15), `--warmup N` (3), `--clients N` (20), `--answer-cache-mb N` (64; 0 is off),
 * `--only <scenario>` (repeatable: overview, overview-year, analytics, analytics-year, board,
 * overview-traffic, board-traffic, room), `--keep` (leave the database, or the PGlite folder,
 * for EXPLAIN and print where it is), `--reuse <url>` (measure a kept server database again
 * instead of making one; `--rooms` and `--days` are then read from it), `--from-replay`
 * (measure the database `npm run bench:replay -- --keep` just rebuilt, and drop it after:
 * `npm run bench` makes the year of history once for both). Env: TEST_DATABASE_URL (the
 * server; a fresh database is created on it and dropped after).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, formatNumber, formatTable, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { startApiProcess } from './support/api-process.ts';
import { BENCH_ADMIN } from './support/bench-site.ts';
import { runLoad, type LoadResult } from './support/http-load.ts';
import { createQueryDataset, openQueryDataset, type QueryDataset } from './support/query-dataset.ts';
import { scenarios, type Scenario } from './support/query-scenarios.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string' },
    days: { type: 'string' },
    embedded: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '20' },
    only: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'from-replay': { type: 'boolean', default: false },
    'answer-cache-mb': { type: 'string', default: '64' },
  },
});
const EMBEDDED = flags.embedded;
// PGlite holds its whole database in the API's memory, which stays under 1 GB for a site of this size.
const ROOMS = Number(flags.rooms ?? (EMBEDDED ? 50 : 200));
const DAYS = Number(flags.days ?? (EMBEDDED ? 90 : 365));
const SECONDS = Number(flags.seconds);
const WARMUP = Number(flags.warmup);
const CLIENTS = Number(flags.clients);
const CACHE_MB = Number(flags['answer-cache-mb']);
if (!(ROOMS > 0 && DAYS > 0 && SECONDS > 0 && WARMUP >= 0 && CLIENTS > 0)) throw new Error('--rooms, --days, --seconds and --clients must be positive numbers, --warmup not negative');
if (EMBEDDED && (flags.reuse || flags['from-replay'])) throw new Error('--embedded makes its own datasets: it takes neither --reuse nor --from-replay');
const TARGET_P95_MS = 50;

/**
 * The first answer to each distinct question of a scenario, one request at a time: what the
 * first manager to ask waits for, before the answer cache holds it (and after every commit
 * that touches the site). Returns the milliseconds, in the order asked.
 */
async function firstAnswers(url: string, cookie: string, scenario: Scenario): Promise<number[]> {
  const paths = [...new Set(Array.from({ length: 64 }, (_, n) => scenario.pathOf(n)))];
  const ms: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const answer = await fetch(`${url}${path}`, { headers: { cookie } });
    const body: unknown = await answer.json();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(body)}`);
    ms.push(performance.now() - started);
    scenario.check(body);
  }
  return ms;
}

/** A visitor counter in one of the site's rooms, registered as an admin does (an organisation change, before the load). */
async function registerCounter(url: string, cookie: string, roomId: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/devices`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ roomId, deviceType: 'counter_men' }) });
  if (response.status !== 201) throw new Error(`device registration answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** One visit a second from the counter (about six times a 200-room site's average traffic) until stopped. */
function visitEverySecond(url: string, token: string) {
  let accepted = 0;
  const post = () =>
    fetch(`${url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1, counter: 'men' }] }),
    }).then((response) => {
      if (response.status === 202) accepted++;
    }, () => {});
  const timer = setInterval(() => void post(), 1_000);
  return {
    accepted: () => accepted,
    stop: () => clearInterval(timer),
  };
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The database the last `bench:replay -- --keep` left for this run (`.bench/replay.json`). */
function keptByReplay(): string {
  const { keptDatabaseUrl } = JSON.parse(readFileSync(join(BENCH_DIR, 'replay.json'), 'utf8')) as { keptDatabaseUrl?: string };
  if (!keptDatabaseUrl) throw new Error('.bench/replay.json names no kept database: run `npm run bench:replay -- --keep` first');
  return keptDatabaseUrl;
}

interface ScenarioResult {
  scenario: string;
  label: string;
  result: LoadResult;
  first: { questions: number; medianMs: number; maxMs: number };
  met: boolean;
}

interface DatasetRun {
  dataset: QueryDataset;
  results: ScenarioResult[];
  apiPeakRssMb: number | null;
  errors: number;
}

/** Starts the API in its own process on `dataset` and measures every scenario on it, one after another; prints the table. */
async function measure(dataset: QueryDataset): Promise<DatasetRun> {
  const { machine } = dataset;
  progress(`starting the API in its own process on the dataset (${dataset.engine})`);
  const api = await startApiProcess({ ...dataset.apiEnv, ANSWER_CACHE_MB: String(CACHE_MB) });
  const results: ScenarioResult[] = [];
  let counterToken: string | undefined;
  try {
    const cookie = await login(api.url);
    for (const scenario of scenarios(dataset, flags.only)) {
      progress(`${scenario.label}: the first answer to each of its questions, one at a time`);
      const first = (await firstAnswers(api.url, cookie, scenario)).sort((a, b) => a - b);
      progress(`${scenario.label}: ${CLIENTS} clients, ${WARMUP} s warm-up then ${SECONDS} s`);
      const traffic = scenario.traffic ? visitEverySecond(api.url, (counterToken ??= await registerCounter(api.url, cookie, dataset.rooms[0]!.roomId))) : null;
      const result = await runLoad({ url: api.url, cookie, clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP, pathOf: scenario.pathOf }).finally(() => traffic?.stop());
      if (traffic && traffic.accepted() === 0) throw new Error('the traffic of the site was not taken in');
      if (result.errors) progress(`  ${result.errors} errors, the first: ${result.firstError}`);
      results.push({
        scenario: scenario.name,
        label: scenario.label,
        result,
        first: { questions: first.length, medianMs: percentile(first, 50)!, maxMs: first.at(-1)! },
        met: result.errors === 0 && result.p95 !== null && result.p95 < TARGET_P95_MS,
      });
    }
  } finally {
    await api.stop();
  }
  const apiPeakRssMb = api.peakRssMb();

  console.log(`\nQueries on one site of ${dataset.rooms.length} rooms x ${dataset.days} days (${formatNumber(dataset.events)} events), ${CLIENTS} clients, ${SECONDS} s per scenario after ${WARMUP} s warm-up`);
  console.log(`CPU: ${machine.cpu} (${machine.cores} cores), Node ${machine.node}; API in its own process, answer cache ${CACHE_MB ? `${CACHE_MB} MB` : 'off'}`);
  console.log(`${dataset.engine}: ${machine.postgres}`);
  console.log(`Settings: ${Object.entries(machine.settings).map(([key, value]) => `${key}=${value}`).join(', ')}\n`);
  console.log(
    formatTable(
      ['scenario', 'first answers', 'first p50 ms', 'first max ms', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'KB', 'errors', 'target p95'],
      results.map(({ label, result, first, met }) => [
        label,
        first.questions,
        formatNumber(first.medianMs, 1),
        formatNumber(first.maxMs, 1),
        result.requests,
        formatNumber(result.requestsPerSecond, 1),
        formatNumber(result.p50, 1),
        formatNumber(result.p95, 1),
        formatNumber(result.p99, 1),
        formatNumber(result.meanBytes / 1024, 1),
        result.errors,
        `< ${TARGET_P95_MS} ${met ? 'met' : 'MISSED'}`,
      ]),
    ),
  );
  console.log(`\n${peakRssLine(`API on ${dataset.engine}`, apiPeakRssMb)}`);
  const errors = results.reduce((sum, { result }) => sum + result.errors, 0);
  if (errors) console.log(`\n${formatNumber(errors)} requests failed: the figures above are not valid.`);
  return { dataset, results, apiPeakRssMb, errors };
}

/** Each scenario's p95 and first-answer median on PGlite against the server's on the same site, the same hour. Target: within 2x. */
function compareEngines(embedded: DatasetRun, server: DatasetRun) {
  const pairs = embedded.results.map((own) => ({ own, other: server.results.find((result) => result.scenario === own.scenario)! }));
  const rows = pairs.map(({ own, other }) => {
    const p95Ratio = own.result.p95! / other.result.p95!;
    return { scenario: own.scenario, label: own.label, p95Ratio, firstRatio: own.first.medianMs / other.first.medianMs, met: p95Ratio <= EMBEDDED_WITHIN };
  });
  console.log(`\nPGlite against PostgreSQL, the same site, one after the other (target: p95 within ${EMBEDDED_WITHIN}x)\n`);
  console.log(
    formatTable(
      ['scenario', 'PGlite p95 ms', 'server p95 ms', 'ratio', 'PGlite first p50 ms', 'server first p50 ms', 'ratio', 'target'],
      pairs.map(({ own, other }, index) => {
        const row = rows[index]!;
        return [
          row.label,
          formatNumber(own.result.p95, 1),
          formatNumber(other.result.p95, 1),
          `${formatNumber(row.p95Ratio, 2)}x`,
          formatNumber(own.first.medianMs, 1),
          formatNumber(other.first.medianMs, 1),
          `${formatNumber(row.firstRatio, 2)}x`,
          `<= ${EMBEDDED_WITHIN}x ${row.met ? 'met' : 'MISSED'}`,
        ];
      }),
    ),
  );
  return rows;
}

const EMBEDDED_WITHIN = 2;

const describeRun = ({ dataset, results, apiPeakRssMb }: DatasetRun) => ({
  engine: dataset.engine,
  config: { rooms: dataset.rooms.length, days: dataset.days, clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP },
  dataset: { events: dataset.events, logLength: dataset.logLength, generateSeconds: dataset.seconds.generate, rebuildSeconds: dataset.seconds.rebuild },
  machine: dataset.machine,
  answerCacheMb: CACHE_MB,
  apiPeakRssMb,
  targetP95Ms: TARGET_P95_MS,
  results,
});

/** Measures one dataset and lets go of it (dropped, or kept with `--keep`). */
async function measureAndDispose(dataset: QueryDataset): Promise<DatasetRun> {
  try {
    return await measure(dataset);
  } finally {
    await dataset.dispose({ keep: flags.keep });
    if (flags.keep) progress(`the dataset is kept: ${'DATA_DIR' in dataset.apiEnv ? dataset.apiEnv.DATA_DIR : dataset.apiEnv.DATABASE_URL}`);
  }
}

async function main(): Promise<void> {
  if (EMBEDDED) {
    // Both engines on the same site, one after the other, as this machine's speed drifts through the day.
    progress(`making ${ROOMS} rooms x ${DAYS} days on embedded PGlite`);
    const embedded = await measureAndDispose(await createQueryDataset({ rooms: ROOMS, days: DAYS, embedded: true }));
    progress(`making the same site on PostgreSQL`);
    const server = await measureAndDispose(await createQueryDataset({ rooms: ROOMS, days: DAYS }));
    const comparison = compareEngines(embedded, server);
    if (embedded.errors + server.errors) process.exitCode = 1;
    console.log(`\nwritten to ${writeJson('queries-embedded', { finishedAt: new Date().toISOString(), embedded: describeRun(embedded), server: describeRun(server), within: EMBEDDED_WITHIN, comparison })}`);
    return;
  }
  const dataset = flags['from-replay']
    ? await openQueryDataset(keptByReplay(), { handedOver: true })
    : flags.reuse
      ? await openQueryDataset(flags.reuse)
      : await createQueryDataset({ rooms: ROOMS, days: DAYS });
  const run = await measureAndDispose(dataset);
  if (run.errors) process.exitCode = 1;
  console.log(`\nwritten to ${writeJson('queries', { finishedAt: new Date().toISOString(), ...describeRun(run) })}`);
}

await main();
