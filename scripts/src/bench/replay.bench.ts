/**
 * Replay benchmark (`npm run bench:replay`): seeds one site (a zone, three shifts, towers
 * and floors, a pad per room) and generates a realistic history for it (default 200 rooms
 * over 365 days, about 4.9M events; the generator is `npm run generate`'s), reads it back
 * plainly, then rebuilds every projection from position 0 in one pass over the log
 * (`rebuildProjections`: one read feeding all of them), on a real PostgreSQL server.
 * Target: >= 100k events/s. The call reactor decides the calls during the rebuild and
 * appends them (about 1.5M events a year at 200 rooms), and the same pass reads them, so
 * the log it ends on is longer than the one generated; rates count the longer log.
 * `--keep` leaves the rebuilt, vacuumed database for `npm run bench:queries -- --from-replay`.
 *
 * Flags: `--rooms N`, `--days N`, `--batch N` (events per page), `--concurrency N`
 * (projections applying a page at once), `--embedded` (PGlite in a fresh folder instead of
 * the server; defaults to 50 rooms x 90 days, as PGlite is about a third as fast),
 * `--page-by-page` (every projection applies each page in its own transaction, as before
 * in-memory rebuilds: for comparison).
 * Env: TEST_DATABASE_URL (a fresh database is created and dropped).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { PostgresEventStore, type Database } from '@facility/event-store';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { rebuildProjections } from '@facility/projector';
import { sql } from 'kysely';
import { formatNumber, formatTable, ownPeakRssMb, peakRssLine, progress, writeJson } from './bench-report.ts';
import { appendYearHistory, openDatasetTarget } from './support/query-dataset.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string' },
    days: { type: 'string' },
    batch: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '3' },
    embedded: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'page-by-page': { type: 'boolean', default: false },
  },
});
/** Rebuild every projection page by page, as before in-memory rebuilds (for comparison). */
const PAGE_BY_PAGE = flags['page-by-page'];
const EMBEDDED = flags.embedded;
const ROOMS = Number(flags.rooms ?? (EMBEDDED ? 50 : 200));
const DAYS = Number(flags.days ?? (EMBEDDED ? 90 : 365));
const BATCH = Number(flags.batch);
const CONCURRENCY = Number(flags.concurrency);
if (![ROOMS, DAYS, BATCH, CONCURRENCY].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('--rooms, --days, --batch and --concurrency must be positive whole numbers');
}
const TARGET = 100_000;
const quiet = { info() {}, warn: (message: string) => progress(message), error: (message: string) => progress(message) };

/** Every event in log order, 10,000 at a time by key, as a consumer with no projection work would read them. */
async function plainRead(database: Database): Promise<number> {
  let read = 0;
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ global_position: number }>`select global_position, event_id, stream_id, stream_version, event_type, data,
        metadata, occurred_at, recorded_at from events where global_position > ${after} order by global_position limit 10000`.execute(database.db);
    if (rows.length === 0) return read;
    read += rows.length;
    after = Number(rows.at(-1)!.global_position);
  }
}

async function main(): Promise<void> {
  const target = await openDatasetTarget(EMBEDDED);
  let keptUrl: string | null = null;
  const store = await PostgresEventStore.open(target.database);
  try {
    await migrateReadModels(target.database.db);
    const { events: appended, generateSeconds } = await appendYearHistory(store, { rooms: ROOMS, days: DAYS });
    progress('reading them back plainly');

    const readStarted = performance.now();
    const read = await plainRead(target.database);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const plainRate = read / readSeconds;

    progress(`rebuilding ${ALL_PROJECTIONS.length} projections in one pass (pages of ${BATCH}, ${CONCURRENCY} at a time)`);
    let shown = 0;
    const result = await rebuildProjections(store, target.database, ALL_PROJECTIONS, {
      batchSize: BATCH,
      concurrency: CONCURRENCY,
      inMemory: !PAGE_BY_PAGE,
      logger: quiet,
      onProgress(step) {
        if (step.elapsedMs - shown < 10_000) return;
        shown = step.elapsedMs;
        progress(`  ${formatNumber(step.processed)} events, ${formatNumber(step.eventsPerSecond)} events/s`);
      },
    });
    const replaySeconds = result.elapsedMs / 1000;
    const rate = result.eventsPerSecond;

    console.log(
      `\nReplay of ${formatNumber(appended)} generated events (one site, ${ROOMS} rooms x ${DAYS} days), ${target.engine}, ${cpus().length} cores, ` +
        `pages of ${BATCH}, ${CONCURRENCY} projections at a time\n`,
    );
    console.log(
      formatTable(
        ['scenario', 'events', 'seconds', 'events/s', 'vs plain read', 'target'],
        [
          ['plain sequential read of the events table', read, formatNumber(readSeconds, 1), formatNumber(plainRate), '1.00x', ''],
          [
            `rebuild all ${ALL_PROJECTIONS.length} projections, one shared read`,
            result.processed,
            formatNumber(replaySeconds, 1),
            formatNumber(rate),
            `${formatNumber(rate / plainRate, 2)}x`,
            `>= ${formatNumber(TARGET)} ${rate >= TARGET ? 'met' : 'MISSED'}`,
          ],
        ],
      ),
    );
    console.log('\nTime each projection spent applying its pages (they overlap, so the sum exceeds the wall time):\n');
    console.log(
      formatTable(
        ['projection', 'apply seconds', 'share of wall time', 'dead letters'],
        Object.entries(result.projections).map(([name, entry]) => [
          name,
          formatNumber(entry.applyMs / 1000, 1),
          `${formatNumber((entry.applyMs / result.elapsedMs) * 100)}%`,
          entry.deadLettered,
        ]),
      ),
    );
    // The rebuild runs in this process, as a projector process would run it.
    const peakRssMb = ownPeakRssMb();
    console.log(`\n${peakRssLine('This process (generator, reader and every projection)', peakRssMb)}`);
    // Kept only once everything above succeeded; a failed run drops its database.
    keptUrl = flags.keep ? target.url : null;
    const file = writeJson(EMBEDDED ? 'replay-embedded' : 'replay', {
      engine: target.engine,
      rooms: ROOMS,
      days: DAYS,
      batch: BATCH,
      concurrency: CONCURRENCY,
      events: appended,
      generateSeconds,
      plainRead: { events: read, seconds: readSeconds, eventsPerSecond: plainRate },
      rebuild: { events: result.processed, seconds: replaySeconds, eventsPerSecond: rate, projections: result.projections },
      keptDatabaseUrl: keptUrl,
      peakRssMb,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await store.close();
    if (keptUrl) await target.vacuum();
    await target.dispose({ keep: keptUrl !== null });
  }
  if (keptUrl) progress(`the rebuilt database is kept for the query benchmark: ${keptUrl}`);
}

await main();
