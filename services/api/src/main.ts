#!/usr/bin/env node
// `npm start`: the API and the projector in one process, on embedded PGlite in ./data or on
// PostgreSQL when DATABASE_URL is set. `npm run api` / `npm run projector` (`--role`, or
// ROLE) run one half each, for a cluster. See config.ts for the environment variables.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { startProjectorProcess } from './projector-process.ts';
import { startRuntime } from './runtime.ts';
import { stopOnSignals } from './shutdown.ts';
import { startServer } from './server-start.ts';

const { values: flags } = parseArgs({ options: { role: { type: 'string' } } });
const config = loadConfig(undefined, { role: flags.role });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;

if (config.role === 'projector') {
  const projector = await startServer(() => startProjectorProcess(config), config);
  console.log(`
  Facility projector is up (projections, reactors, timers, notifications)
  Database: ${database}
  Health:   http://${shown}:${config.port}/api/health
`);
  stopOnSignals(() => projector.close());
} else {
  const runtime = await startServer(() => startRuntime(config), config);
  console.log(`
  Facility platform${config.role === 'api' ? ' API node (no projector)' : ''} is up on http://${shown}:${config.port}
  Database: ${database}
  Health:   http://${shown}:${config.port}/api/health
  API docs: http://${shown}:${config.port}/api/docs
`);
  stopOnSignals(() => runtime.close());
}
