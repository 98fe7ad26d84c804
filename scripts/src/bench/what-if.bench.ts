/**
 * What-if benchmark (`npm run bench:what-if`): seeds one site (the replay benchmark's: a
 * zone, three shifts, towers, a pad per room) with `--rooms 60` rooms and a realistic
 * history (the generator of `npm run generate`), brings the read models up to date, then
 * replays the last `--period 30` days of the site's calls in memory as `POST /api/what-if`
 * does (`runWhatIf`: the history read by room from the log, the warm-up before the period
 * included), once with the site's real settings (which must give back what happened) and
 * once with a third of the counter threshold. Target: a month of a 60-room site in seconds.
 *
 * Flags: `--rooms N`, `--period N` (days replayed), `--runs N` (timed runs of each).
 * Env: TEST_DATABASE_URL (a fresh database is created and dropped).
 */
import { parseArgs } from 'node:util';
import { isDeepStrictEqual } from 'node:util';
import { runWhatIf, WARM_UP_DAYS, whatIfPeriod } from '@facility/api';
import type { WhatIfResult, WhatIfSettings } from '@facility/contracts';
import { connectDatabase, PostgresEventStore } from '@facility/event-store';
import { addDays, getSite, localDateOf, type ReadModelDatabase } from '@facility/projections';
import { formatNumber, formatTable, ownPeakRssMb, peakRssLine, progress, writeJson } from './bench-report.ts';
import { createQueryDataset } from './support/query-dataset.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string', default: '60' },
    period: { type: 'string', default: '30' },
    runs: { type: 'string', default: '3' },
  },
});
const ROOMS = Number(flags.rooms);
const PERIOD_DAYS = Number(flags.period);
const RUNS = Number(flags.runs);
if (![ROOMS, PERIOD_DAYS, RUNS].every((value) => Number.isInteger(value) && value > 0)) throw new Error('--rooms, --period and --runs must be positive whole numbers');
/** "Finishes in seconds": a month of a 60-room site under 10 s on two cores. */
const TARGET_SECONDS = 10;

// The period ends yesterday; the history covers it, the warm-up before it, and a day to spare.
const dataset = await createQueryDataset({ rooms: ROOMS, days: PERIOD_DAYS + WARM_UP_DAYS + 2 });
// A server dataset (made without `embedded`) always has its URL.
const database = await connectDatabase({ url: dataset.url!, poolSize: 4 });
const store = await PostgresEventStore.open(database);
try {
  const db = database.withTables<ReadModelDatabase>().db;
  const site = (await getSite(db, dataset.siteId))!;
  const now = new Date();
  const to = addDays(localDateOf(now, site.timezone), -1);
  const period = whatIfPeriod({ from: addDays(to, -(PERIOD_DAYS - 1)), to }, site.timezone, now);

  const scenarios: { name: string; settings: WhatIfSettings }[] = [
    { name: 'real settings', settings: {} },
    { name: 'counter threshold / 3', settings: { counterThreshold: Math.max(1, Math.floor(site.counterThreshold / 3)) } },
  ];
  const rows: (string | number | null)[][] = [];
  const measured: Record<string, unknown>[] = [];
  let exact = true;
  for (const scenario of scenarios) {
    const seconds: number[] = [];
    let result: WhatIfResult | null = null;
    let progressLines = 0;
    for (let run = 0; run < RUNS; run++) {
      progressLines = 0;
      const started = performance.now();
      result = await runWhatIf({ db, store }, site, { settings: scenario.settings }, period, () => {
        progressLines += 1;
      });
      seconds.push((performance.now() - started) / 1000);
    }
    const best = Math.min(...seconds);
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
    if (scenario.name === 'real settings' && !isDeepStrictEqual(result!.whatIf, result!.actual)) exact = false;
    rows.push([
      scenario.name,
      formatNumber(result!.events),
      formatNumber(median, 2),
      formatNumber(best, 2),
      formatNumber(result!.events / median),
      progressLines,
      `${formatNumber(result!.actual.callsOpened)} / ${formatNumber(result!.whatIf.callsOpened)}`,
      median < TARGET_SECONDS ? `< ${TARGET_SECONDS} s met` : `< ${TARGET_SECONDS} s MISSED`,
    ]);
    measured.push({ scenario: scenario.name, settings: scenario.settings, events: result!.events, seconds, medianSeconds: median, eventsPerSecond: result!.events / median, progressLines, actual: result!.actual.callsOpened, whatIf: result!.whatIf.callsOpened });
  }

  console.log(
    `\nWhat-if replay of ${PERIOD_DAYS} days of a ${ROOMS}-room site (${WARM_UP_DAYS} days of warm-up before it), ` +
      `history of ${formatNumber(dataset.events)} telemetry events (${formatNumber(dataset.logLength)} in the log with the calls):\n`,
  );
  console.log(formatTable(['scenario', 'events decided', 'median s', 'best s', 'events/s', 'progress lines', 'calls actual / what-if', 'target'], rows));
  console.log(`\nreal settings reproduce the real calls: ${exact ? 'yes' : 'NO'}`);
  // The replay runs in this process (as it runs in the API's for POST /api/what-if).
  const peakRssMb = ownPeakRssMb();
  console.log(peakRssLine('This process (the what-if replay)', peakRssMb));
  const file = writeJson('what-if', { rooms: ROOMS, periodDays: PERIOD_DAYS, warmUpDays: WARM_UP_DAYS, runs: RUNS, exact, peakRssMb, scenarios: measured });
  progress(`written to ${file}`);
  if (!exact) process.exitCode = 1;
} finally {
  await store.close();
  await database.close();
  await dataset.dispose();
}
