#!/usr/bin/env node
// Rebuilds projections from position 0: `npm run replay -- <name> [<name>...]`, `--all`
// or `--list`. Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data).
// Stop the server first when it uses PGlite: an embedded database has one process at a time.
import { connectDatabase, DataDirInUseError, PostgresEventStore, type Database } from '@facility/event-store';
import { ALL_PROJECTIONS, migrateReadModels } from '@facility/projections';
import { consoleLogger, ProjectionBusyError, rebuildProjections } from '@facility/projector';
import { ProgressBar } from './cli/progress-bar.ts';
import { connectOptions, loadConfig } from './config.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

async function main(args: string[]): Promise<number> {
  const names = ALL_PROJECTIONS.map((projection) => projection.name);
  if (args.includes('--list') || args.length === 0) {
    console.log(`Projections: ${names.join(', ')}\nUsage: npm run replay -- <name> [<name>...] | --all`);
    return args.length === 0 ? 1 : 0;
  }
  const chosen = args.includes('--all') ? names : args;
  const unknown = chosen.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${names.join(', ')}`);
    return 1;
  }

  const config = loadConfig();
  let database: Database;
  try {
    database = await connectDatabase(connectOptions(config));
  } catch (error) {
    // The server has the embedded folder open: on PGlite a replay runs with the server
    // stopped (on PostgreSQL it runs beside it, refused only for projections it owns).
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const store = await PostgresEventStore.open(database);
  try {
    await migrateReadModels(database.db);
    // One pass over the log for all of them: each page is read once and fed to every projection.
    const projections = ALL_PROJECTIONS.filter((projection) => chosen.includes(projection.name));
    const label = args.includes('--all') ? 'all projections' : chosen.join(', ');
    const bar = new ProgressBar(label);
    const result = await rebuildProjections(store, database, projections, {
      logger: consoleLogger,
      onProgress: (progress) => bar.update(progress),
    });
    bar.done(result);
    console.log(
      `${label}: ${number.format(result.processed)} events in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
        `(${number.format(result.eventsPerSecond)} events/s), ${result.deadLettered} dead letters`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ProjectionBusyError) {
      console.error(`${error.message}: another process is running this projection.`);
      return 2;
    }
    throw error;
  } finally {
    await store.close();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
