/**
 * Time-travel benchmark (`npm run bench:time-travel`): the real-time board as of past
 * moments, worked out from the event log (`GET /api/room/history`), on a site of 60 rooms
 * with 90 days of history (support/query-dataset.ts: seeded through the deciders, telemetry
 * from the generator, read models rebuilt, vacuumed), the API in its own process.
 * Target: any moment of the 90 days in under 1 s (p95 and max).
 *
 * Three runs, one request at a time (an analyst scrubs alone):
 * - random moments over the whole history (the worst case for caches);
 * - a scrub: one day played back minute by minute, 5 minutes a step, as the page does;
 * - one room as of random moments (`GET /api/room/{id}/history`);
 * and the live board (`GET /api/room/realtime`) as the baseline a past moment is compared with.
 *
 * Flags: `--rooms N` (60), `--days N` (90), `--samples N` per run (200), `--keep`, `--reuse <url>`
 * (as in `bench:queries`). Env: TEST_DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import type { BoardHistory } from '@facility/contracts';
import { formatNumber, formatTable, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { BENCH_ADMIN } from './support/bench-site.ts';
import { createQueryDataset, openQueryDataset } from './support/query-dataset.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string', default: '60' },
    days: { type: 'string', default: '90' },
    samples: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const ROOMS = Number(flags.rooms);
const DAYS = Number(flags.days);
const SAMPLES = Number(flags.samples);
if (![ROOMS, DAYS, SAMPLES].every((value) => Number.isInteger(value) && value > 0)) throw new Error('--rooms, --days and --samples must be positive whole numbers');
const TARGET_MS = 1_000;
const DAY_MS = 86_400_000;

/** A reproducible sequence in [0, 1) (mulberry32), so two runs ask for the same moments. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Run {
  label: string;
  ms: number[];
  openCalls: number;
}

async function timed(url: string, cookie: string, check?: (body: unknown) => number): Promise<{ ms: number; openCalls: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, openCalls: check?.(body) ?? 0 };
}

async function main(): Promise<void> {
  const dataset = flags.reuse ? await openQueryDataset(flags.reuse) : await createQueryDataset({ rooms: ROOMS, days: DAYS });
  let api: ApiProcess | null = null;
  try {
    progress('starting the API in its own process on the dataset');
    // The live board baseline is a read of the read models, not a kept answer.
    api = await startApiProcess({ ...dataset.apiEnv, ANSWER_CACHE_MB: '0' });
    const login = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const { siteId, rooms } = dataset;
    const now = Date.now();
    const first = now - dataset.days * DAY_MS;
    const next = random(18);
    const board = (at: number) => `${api!.url}/api/room/history?siteId=${siteId}&at=${new Date(at).toISOString()}`;
    const countCalls = (body: unknown) => {
      const history = body as BoardHistory;
      if (history.rooms.length !== rooms.length) throw new Error(`${history.rooms.length} rooms, expected ${rooms.length}`);
      return history.rooms.reduce((sum, room) => sum + room.openCalls.length, 0);
    };
    const runs: Run[] = [];
    const measure = async (label: string, urls: readonly string[], check?: (body: unknown) => number) => {
      progress(`${label}: ${urls.length} requests`);
      await timed(urls[0]!, cookie, check); // warm the connection and the plan cache
      const run: Run = { label, ms: [], openCalls: 0 };
      for (const url of urls) {
        const { ms, openCalls } = await timed(url, cookie, check);
        run.ms.push(ms);
        run.openCalls += openCalls;
      }
      runs.push(run);
    };

    await measure('live board now (baseline)', Array.from({ length: SAMPLES }, () => `${api!.url}/api/room/realtime?siteId=${siteId}`));
    await measure('board at random moments of the history', Array.from({ length: SAMPLES }, () => board(first + next() * (now - first))), countCalls);
    const day = Math.floor((first + (now - first) / 2) / DAY_MS) * DAY_MS;
    await measure('scrub: one day, 5 minutes a step', Array.from({ length: 288 }, (_, step) => board(day + step * 5 * 60_000)), countCalls);
    await measure(
      'one room at random moments',
      Array.from({ length: SAMPLES }, (_, n) => `${api!.url}/api/room/${rooms[n % rooms.length]!.roomId}/history?at=${new Date(first + next() * (now - first)).toISOString()}`),
    );

    const baseline = percentile([...runs[0]!.ms].sort((a, b) => a - b), 50)!;
    console.log(`\nTime travel on one site of ${rooms.length} rooms x ${dataset.days} days (${formatNumber(dataset.logLength)} events in the log), one request at a time, API in its own process`);
    const rows = runs.map((run) => {
      const sorted = [...run.ms].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95)!;
      const max = sorted.at(-1)!;
      return {
        label: run.label,
        requests: run.ms.length,
        p50: percentile(sorted, 50)!,
        p95,
        max,
        ratio: percentile(sorted, 50)! / baseline,
        openCallsSeen: run.openCalls,
        met: max < TARGET_MS,
      };
    });
    console.log(
      formatTable(
        ['run', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'p50 / live', 'open calls seen', `target max < ${TARGET_MS} ms`],
        rows.map((row) => [row.label, row.requests, formatNumber(row.p50, 1), formatNumber(row.p95, 1), formatNumber(row.max, 1), `${formatNumber(row.ratio, 1)}x`, row.openCallsSeen, row.met ? 'met' : 'MISSED']),
      ),
    );
    const apiPeakRssMb = api.peakRssMb();
    console.log(`\n${peakRssLine('API', apiPeakRssMb)}`);
    console.log(`\nwritten to ${writeJson('time-travel', { finishedAt: new Date().toISOString(), config: { rooms: rooms.length, days: dataset.days, samples: SAMPLES }, logLength: dataset.logLength, targetMs: TARGET_MS, apiPeakRssMb, rows })}`);
    if (rows.some((row) => !row.met)) process.exitCode = 1;
  } finally {
    await api?.stop();
    await dataset.dispose({ keep: flags.keep });
    if (flags.keep) progress(`the database is kept: ${dataset.url}`);
  }
}

await main();
