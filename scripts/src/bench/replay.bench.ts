/**
 * Replay benchmark (`npm run bench:replay`): generates a realistic history (default 200
 * rooms over 365 days, about 3.6M events; the generator is `npm run generate`'s), reads
 * it back plainly, then rebuilds every projection from position 0 in one pass over the
 * log (`rebuildProjections`: one read feeding all of them), on a real PostgreSQL server.
 * Target: >= 100k events/s. The call reactor decides its calls again during the rebuild,
 * so the log it ends on is longer than the one generated; rates count the longer log.
 *
 * Flags: `--rooms N`, `--days N`, `--batch N` (events per page), `--concurrency N`
 * (projections applying a page at once), `--embedded` (PGlite in a fresh folder instead of
 * the server; defaults to 50 rooms x 90 days, as PGlite is about a third as fast).
 * Env: TEST_DATABASE_URL (a fresh database is created and dropped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, PostgresEventStore, type Database } from '@facility/event-store';
import { createTestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { rebuildProjections } from '@facility/projector';
import { sql } from 'kysely';
import { generateHistory } from '../history/history-generator.ts';
import { formatNumber, formatTable, progress, writeJson } from './bench-report.ts';

const { values: flags } = parseArgs({
  options: {
    rooms: { type: 'string' },
    days: { type: 'string' },
    batch: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '3' },
    embedded: { type: 'boolean', default: false },
  },
});
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

interface Target {
  database: Database;
  engine: string;
  dispose(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (EMBEDDED) {
    const dataDir = mkdtempSync(join(tmpdir(), 'facility-replay-'));
    const database = await connectDatabase({ dataDir });
    return {
      database,
      engine: 'embedded PGlite',
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // Six projection locks each hold a connection for the whole rebuild; leave room beside them.
  const t = await createTestDatabase('postgres', { poolSize: 16 });
  return { database: t.database, engine: 'PostgreSQL', dispose: () => t.dispose() };
}

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
  const target = await openTarget();
  const store = await PostgresEventStore.open(target.database);
  try {
    await migrateReadModels(target.database.db);
    progress(`generating ${ROOMS} rooms x ${DAYS} days of history into ${target.engine}`);
    let appended = 0;
    const generated = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (const batch of generateHistory({ rooms: ROOMS, days: DAYS, seed: 1 })) {
      const upload = store.append(batch.streamId, batch.events).then((result) => {
        appended += result.appended;
      });
      inFlight.add(upload);
      void upload.finally(() => inFlight.delete(upload));
      if (inFlight.size >= 16) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    const generateSeconds = (performance.now() - generated) / 1000;
    progress(`${formatNumber(appended)} events appended in ${formatNumber(generateSeconds, 1)} s; reading them back plainly`);

    const readStarted = performance.now();
    const read = await plainRead(target.database);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const plainRate = read / readSeconds;

    progress(`rebuilding ${ALL_PROJECTIONS.length} projections in one pass (pages of ${BATCH}, ${CONCURRENCY} at a time)`);
    let shown = 0;
    const result = await rebuildProjections(store, target.database, ALL_PROJECTIONS, {
      batchSize: BATCH,
      concurrency: CONCURRENCY,
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
      `\nReplay of ${formatNumber(appended)} generated events (${ROOMS} rooms x ${DAYS} days), ${target.engine}, ${cpus().length} cores, ` +
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
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await store.close();
    await target.dispose();
  }
}

await main();
