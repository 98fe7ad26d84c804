/**
 * Replay benchmark (`npm run bench:replay`): generates a realistic history (default 200
 * rooms over 365 days, about 3.6M events; the generator is `npm run generate`'s), then
 * rebuilds every projection from position 0 and compares with a plain sequential read of
 * the same events table, on a real PostgreSQL server. Target: >= 100k events/s.
 *
 * Flags: `--rooms N`, `--days N`. Env: TEST_DATABASE_URL (a fresh database is created and
 * dropped).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { PostgresEventStore } from '@facility/event-store';
import { createTestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { rebuildProjection } from '@facility/projector';
import postgres from 'postgres';
import { generateHistory } from '../history/history-generator.ts';
import { formatNumber, formatTable, progress, writeJson } from './bench-report.ts';

const { values: flags } = parseArgs({ options: { rooms: { type: 'string', default: '200' }, days: { type: 'string', default: '365' } } });
const ROOMS = Number(flags.rooms);
const DAYS = Number(flags.days);
if (!(ROOMS > 0 && DAYS > 0)) throw new Error('--rooms and --days must be positive numbers');
const TARGET = 100_000;
const quiet = { info() {}, warn() {}, error() {} };

async function main(): Promise<void> {
  const t = await createTestDatabase('postgres');
  const store = await PostgresEventStore.open(t.database);
  const plain = postgres(t.url!, { max: 1, onnotice: () => {} });
  try {
    await migrateReadModels(t.database.db);
    progress(`generating ${ROOMS} rooms x ${DAYS} days of history`);
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
    let read = 0;
    for await (const rows of plain`select global_position, event_id, stream_id, stream_version, event_type, data, metadata, occurred_at, recorded_at from events order by global_position`.cursor(10_000)) read += rows.length;
    const readSeconds = (performance.now() - readStarted) / 1000;

    const rebuilds: { name: string; processed: number; seconds: number; eventsPerSecond: number }[] = [];
    const replayStarted = performance.now();
    for (const projection of ALL_PROJECTIONS) {
      progress(`rebuilding ${projection.name}`);
      const result = await rebuildProjection(store, t.database, projection, { logger: quiet });
      rebuilds.push({ name: projection.name, processed: result.processed, seconds: result.elapsedMs / 1000, eventsPerSecond: result.eventsPerSecond });
    }
    const replaySeconds = (performance.now() - replayStarted) / 1000;
    const plainRate = read / readSeconds;
    // The call reactor appends calls while it rebuilds: the log ends longer than generated.
    const logLength = Math.max(appended, ...rebuilds.map((rebuild) => rebuild.processed));
    const allRate = logLength / replaySeconds;

    console.log(`\nReplay of ${formatNumber(appended)} events (${ROOMS} rooms x ${DAYS} days), PostgreSQL, ${cpus().length} cores\n`);
    console.log(
      formatTable(
        ['scenario', 'events', 'seconds', 'events/s', 'vs plain read', 'target'],
        [
          ['plain sequential read of the events table', read, formatNumber(readSeconds, 1), formatNumber(plainRate), '1.00x', ''],
          ...rebuilds.map((rebuild) => [
            `rebuild ${rebuild.name}`,
            rebuild.processed,
            formatNumber(rebuild.seconds, 1),
            formatNumber(rebuild.eventsPerSecond),
            `${formatNumber(rebuild.eventsPerSecond / plainRate, 2)}x`,
            '',
          ]),
          [
            'every projection, one after another',
            logLength,
            formatNumber(replaySeconds, 1),
            formatNumber(allRate),
            `${formatNumber(allRate / plainRate, 2)}x`,
            `>= ${formatNumber(TARGET)} ${allRate >= TARGET ? 'met' : 'MISSED'}`,
          ],
        ],
      ),
    );
    console.log(`\nwritten to ${writeJson('replay', { rooms: ROOMS, days: DAYS, events: appended, generateSeconds, plainRead: { seconds: readSeconds, eventsPerSecond: plainRate }, rebuilds, all: { seconds: replaySeconds, eventsPerSecond: allRate } })}`);
  } finally {
    await plain.end();
    await store.close();
    await t.dispose();
  }
}

await main();
