#!/usr/bin/env node
// `npm start`: the API and the projector in one process, on embedded PGlite in ./data or on
// PostgreSQL when DATABASE_URL is set. `npm run api` / `npm run projector` (`--role`, or
// ROLE) run one half each, for a cluster. See config.ts for the environment variables.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { startProjectorProcess } from './projector-process.ts';
import { startRuntime } from './runtime.ts';
import { stopOnSignals } from './shutdown.ts';
import { startOrExplain } from './startup-errors.ts';

const { values: flags } = parseArgs({ options: { role: { type: 'string' } } });
const config = loadConfig(undefined, { role: flags.role });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;

const context = { port: config.port, databaseUrl: config.databaseUrl };

if (config.role === 'projector') {
  const projector = await startOrExplain(async () => {
    const started = await startProjectorProcess(config);
    await started.app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
      await started.close();
      throw error;
    });
    return started;
  }, context);
  console.log(`
  Facility projector is up (projections, reactors, timers, notifications)
  Database: ${database}
  Health:   http://${shown}:${config.port}/api/health
`);
  stopOnSignals(() => projector.close());
} else {
  const runtime = await startOrExplain(async () => {
    const started = await startRuntime(config);
    // Closed before the process exits, so the embedded folder's lock goes with it.
    await started.app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
      await started.close();
      throw error;
    });
    return started;
  }, context);
  console.log(`
  Facility platform${config.role === 'api' ? ' API node (no projector)' : ''} is up on http://${shown}:${config.port}
  Database: ${database}
  Health:   http://${shown}:${config.port}/api/health
  API docs: http://${shown}:${config.port}/api/docs
`);
  stopOnSignals(() => runtime.close());
}
