#!/usr/bin/env node
// `node scripts/src/cluster/seed.ts`: the demo organisation and its 95 days of history into
// the event log of a running cluster (DATABASE_URL), as `npm start` seeds its first run:
// through the deciders and the ingest, resumable, nothing when it is complete already. The
// projector must be running: the seed ends once it has written the demo's users. The
// `seed` service of docker-compose.yml (`docker-compose --profile demo run --rm seed`);
// `npm run cluster` does the same by itself.
import { loadConfig } from '../config.ts';
import { seedDemoCluster } from './cluster-seed.ts';

const { databaseUrl } = loadConfig();
if (!databaseUrl) {
  console.error('DATABASE_URL must name the cluster\'s PostgreSQL database (postgres://user@host:5432/db)');
  process.exit(2);
}
const shutdown = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown.abort(new Error(`stopped by ${signal}`)));
try {
  const logins = await seedDemoCluster(databaseUrl, shutdown.signal);
  if (logins.lines.length > 0) console.log(`  Log in:\n${logins.lines.map((line) => `    ${line}`).join('\n')}`);
} catch (error) {
  console.error(shutdown.signal.aborted ? '  Seeding stopped; the next run resumes it.' : `seed: ${(error as Error).message}`);
  process.exit(1);
}
