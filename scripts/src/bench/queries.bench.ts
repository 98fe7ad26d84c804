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
 * - overview: `stats/performance/overview`, last month by day (the overview screen is
 *   fixed to it); half the requests for the whole site, the rest with one of the extra
 *   filters a manager picks (a tower, a floor, a shift, a gender);
 * - analytics: `stats/performance/analytics` by day for last month and for the last
 *   calendar months the history covers in full, in turn;
 * - room status: the real-time board's snapshot `room/realtime?siteId=` (every room's live
 *   state), and one room's status `room/{id}` going through the rooms.
 *
 * Every answer must be a non-empty 200 (anything else is counted as an error and the run
 * fails); one answer per scenario is checked for content before the load.
 *
 * Flags: `--rooms N` (200), `--days N` (365), `--seconds N` per scenario (15), `--warmup N`
 * (3), `--clients N` (20), `--only <scenario>` (repeatable: overview, analytics, board,
 * room), `--keep` (leave the database for EXPLAIN and print its URL), `--reuse <url>`
 * (measure a kept database again instead of making one; `--rooms` and `--days` are then
 * read from it), `--from-replay` (measure the database `npm run bench:replay -- --keep` just
 * rebuilt, and drop it after: `npm run bench` makes the year of history once for both). Env: TEST_DATABASE_URL (the server; a fresh database is created on it
 * and dropped after).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Analytics, Overview, RealtimeSnapshot, RoomStatus } from '@facility/contracts';
import postgres from 'postgres';
import { BENCH_DIR, formatNumber, formatTable, progress, writeJson } from './bench-report.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { BENCH_ADMIN } from './support/bench-site.ts';
import { machineInfo } from './support/machine-info.ts';
import { runLoad, type LoadResult } from './support/http-load.ts';
import { createQueryDataset, openQueryDataset, type QueryDataset } from './support/query-dataset.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    days: { type: 'string', default: '365' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '20' },
    only: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'from-replay': { type: 'boolean', default: false },
  },
});
const ROOMS = Number(flags.rooms);
const DAYS = Number(flags.days);
const SECONDS = Number(flags.seconds);
const WARMUP = Number(flags.warmup);
const CLIENTS = Number(flags.clients);
if (!(ROOMS > 0 && DAYS > 0 && SECONDS > 0 && WARMUP >= 0 && CLIENTS > 0)) throw new Error('--rooms, --days, --seconds and --clients must be positive numbers, --warmup not negative');
const TARGET_P95_MS = 50;

interface Scenario {
  name: string;
  label: string;
  pathOf(n: number): string;
  /** What one answer must hold for the run to mean anything; throws otherwise. */
  check(body: unknown): void;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function scenarios(dataset: QueryDataset): Scenario[] {
  const { siteId, rooms } = dataset;
  const stats = { siteId, timeType: 'last_month' };
  // Half the overview requests for the whole site, half narrowed by one extra filter.
  const extras: Record<string, string>[] = [{}, { building: 'North Tower' }, {}, { building: 'South Tower', floor: '3' }, {}, { shift: '1' }, {}, { gender: 'women' }];
  const months = coveredMonths(dataset.days, 3);
  const ranges: Record<string, string>[] = [stats, ...months.map(([timeFrom, timeTo]) => ({ siteId, timeType: 'custom_time', timeFrom, timeTo }))];
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`unexpected answer: ${what}`);
  };
  const all: Scenario[] = [
    {
      name: 'overview',
      label: 'overview, last month by day',
      pathOf: (n) => `/api/stats/performance/overview?${query({ ...stats, viewTimeBy: 'day', ...extras[n % extras.length] })}`,
      check: (body) => expect(((body as Partial<Overview>).totals?.visits ?? 0) > 0, 'the overview counts no visits'),
    },
    {
      name: 'analytics',
      label: `analytics, a month by day (${ranges.length} months in turn)`,
      pathOf: (n) => `/api/stats/performance/analytics?${query({ ...ranges[n % ranges.length]!, viewTimeBy: 'day', language: 'en' })}`,
      check: (body) => {
        const { rows, totals } = body as Analytics;
        expect(rows.length === rooms.length && totals.visits > 0, `${rows.length} rows and ${totals.visits} visits`);
      },
    },
    {
      name: 'board',
      label: 'room status: real-time board snapshot',
      pathOf: () => `/api/room/realtime?${query({ siteId })}`,
      check: (body) => {
        const snapshot = body as RealtimeSnapshot;
        expect(snapshot.rooms.length === rooms.length && snapshot.rooms.every((room) => room.devices.total === 1), `${snapshot.rooms.length} rooms with their pads`);
      },
    },
    {
      name: 'room',
      label: 'room status: one room (rooms in turn)',
      pathOf: (n) => `/api/room/${rooms[(n * 7) % rooms.length]!.roomId}`,
      check: (body) => expect(Boolean((body as Partial<RoomStatus>).lastVisitAt), 'a room without visits'),
    },
  ];
  return all.filter((scenario) => !flags.only || flags.only.includes(scenario.name));
}

/**
 * The last `count` calendar months the history covers entirely: it starts `days` days
 * before today (UTC midnight) and ends today. Dates are the site's local dates, which on
 * these whole days are the UTC ones.
 */
function coveredMonths(days: number, count: number): [string, string][] {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * 86_400_000);
  const months: [string, string][] = [];
  for (let back = 1; months.length < count; back++) {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    if (start < first) break;
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    months.push([start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)]);
  }
  return months;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function describeMachine(url: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // What decides how much of the read models stays in memory and how sorts run.
    const machine = await machineInfo(admin, ['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit']);
    const tables = await admin<{ table: string; rows: number }[]>`select relname as table, n_live_tup::int as rows from pg_stat_user_tables
      where relname in ('events', 'room_hourly_counters', 'room_shift_counters', 'room_hourly_problems', 'calls') order by relname`;
    return { ...machine, tables: Object.fromEntries(tables.map((row) => [row.table, row.rows])) };
  } finally {
    await admin.end();
  }
}

/** The database the last `bench:replay -- --keep` left for this run (`.bench/replay.json`). */
function keptByReplay(): string {
  const { keptDatabaseUrl } = JSON.parse(readFileSync(join(BENCH_DIR, 'replay.json'), 'utf8')) as { keptDatabaseUrl?: string };
  if (!keptDatabaseUrl) throw new Error('.bench/replay.json names no kept database: run `npm run bench:replay -- --keep` first');
  return keptDatabaseUrl;
}

async function main(): Promise<void> {
  const dataset = flags['from-replay']
    ? await openQueryDataset(keptByReplay(), { handedOver: true })
    : flags.reuse
      ? await openQueryDataset(flags.reuse)
      : await createQueryDataset({ rooms: ROOMS, days: DAYS });
  let api: ApiProcess | null = null;
  const results: { scenario: string; label: string; result: LoadResult; met: boolean }[] = [];
  try {
    const machine = await describeMachine(dataset.url);
    progress('starting the API in its own process on the dataset');
    api = await startApiProcess({ DATABASE_URL: dataset.url });
    const cookie = await login(api.url);
    for (const scenario of scenarios(dataset)) {
      const path = scenario.pathOf(0);
      const answer = await fetch(`${api.url}${path}`, { headers: { cookie } });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      scenario.check(await answer.json());
      progress(`${scenario.label}: ${CLIENTS} clients, ${WARMUP} s warm-up then ${SECONDS} s`);
      const result = await runLoad({ url: api.url, cookie, clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP, pathOf: scenario.pathOf });
      if (result.errors) progress(`  ${result.errors} errors, the first: ${result.firstError}`);
      results.push({ scenario: scenario.name, label: scenario.label, result, met: result.errors === 0 && result.p95 !== null && result.p95 < TARGET_P95_MS });
    }

    console.log(`\nQueries on one site of ${dataset.rooms.length} rooms x ${dataset.days} days (${formatNumber(dataset.events)} events), ${CLIENTS} clients, ${SECONDS} s per scenario after ${WARMUP} s warm-up`);
    console.log(`CPU: ${machine.cpu} (${machine.cores} cores), Node ${machine.node}; API in its own process`);
    console.log(`PostgreSQL: ${machine.postgres}`);
    console.log(`Settings: ${Object.entries(machine.settings).map(([key, value]) => `${key}=${value}`).join(', ')}\n`);
    console.log(
      formatTable(
        ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'KB', 'errors', 'target p95'],
        results.map(({ label, result, met }) => [
          label,
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
    const errors = results.reduce((sum, { result }) => sum + result.errors, 0);
    if (errors) {
      console.log(`\n${formatNumber(errors)} requests failed: the figures above are not valid.`);
      process.exitCode = 1;
    }
    console.log(
      `\nwritten to ${writeJson('queries', {
        finishedAt: new Date().toISOString(),
        config: { rooms: dataset.rooms.length, days: dataset.days, clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP },
        dataset: { events: dataset.events, logLength: dataset.logLength, generateSeconds: dataset.seconds.generate, rebuildSeconds: dataset.seconds.rebuild },
        machine,
        targetP95Ms: TARGET_P95_MS,
        results,
      })}`,
    );
  } finally {
    await api?.stop();
    await dataset.dispose({ keep: flags.keep });
    if (flags.keep) progress(`the database is kept: ${dataset.url}`);
  }
}

await main();
