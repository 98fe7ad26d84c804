#!/usr/bin/env node
// Appends a generated telemetry history through the event store:
// `npm run generate -- --rooms 200 --days 365 [--seed 1]`. Uses DATABASE_URL or DATA_DIR.
// Event ids are derived from the seed, so running it twice appends nothing new.
import { parseArgs } from 'node:util';
import { connectDatabase, PostgresEventStore } from '@facility/event-store';
import { ProgressBar } from './cli/progress-bar.ts';
import { connectOptions, loadConfig } from './config.ts';
import { generateHistory } from './history/history-generator.ts';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '20' },
    days: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
  },
});
const rooms = Number(values.rooms);
const days = Number(values.days);
const seed = Number(values.seed);
for (const [name, value] of Object.entries({ rooms, days, seed })) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
}

const database = await connectDatabase(connectOptions(loadConfig()));
const store = await PostgresEventStore.open(database);
const bar = new ProgressBar('generate', 'device-days');
const started = performance.now();
let appended = 0;
let duplicates = 0;
const total = rooms * days;
let done = 0;
const inFlight = new Set<Promise<void>>();
try {
  for (const batch of generateHistory({ rooms, days, seed })) {
    // Several device uploads in flight at once, as real traffic would be; group commit merges them.
    const upload = store.append(batch.streamId, batch.events).then((result) => {
      appended += result.appended;
      duplicates += result.duplicates;
      done++;
      const elapsedMs = performance.now() - started;
      bar.update({ processed: done, total, elapsedMs, eventsPerSecond: (appended / elapsedMs) * 1000 });
    });
    inFlight.add(upload);
    void upload.finally(() => inFlight.delete(upload));
    if (inFlight.size >= 16) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const elapsedMs = performance.now() - started;
  bar.done({ processed: done, total, elapsedMs, eventsPerSecond: (appended / elapsedMs) * 1000 });
  console.log(`${appended} events appended, ${duplicates} already there, in ${(elapsedMs / 1000).toFixed(1)} s`);
} finally {
  await store.close();
  await database.close();
}
