#!/usr/bin/env node
// `npm start`: the API and the projector in one process, on embedded PGlite in ./data or on
// PostgreSQL when DATABASE_URL is set. See config.ts for the environment variables.
import { loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';
import { stopOnSignals } from './shutdown.ts';

const config = loadConfig();
const runtime = await startRuntime(config);
await runtime.app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`
  Facility platform is up on http://${shown}:${config.port}
  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}
  Health:   http://${shown}:${config.port}/api/health
  API docs: http://${shown}:${config.port}/api/docs
`);

stopOnSignals(() => runtime.close());
