import { connectDatabase } from '@facility/event-store';
import type { Logger } from '@facility/projector';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { startBackground } from './background.ts';
import type { ApiConfig } from './config.ts';
import { openEventStore } from './open-event-store.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { announceProjectorChanges } from './features/live/live-bus.ts';

/**
 * `npm run projector` (ROLE=projector): projections, reactors, clock timers and notification
 * delivery against a PostgreSQL server, with only `GET /api/health` to serve (503 until the
 * read models have caught up, as on an API node). Its commits are announced through NOTIFY,
 * so every API node pushes them to its own sockets. Run two for a standby: each projection's
 * owner lock lets one apply it, and the other takes over within seconds if that one dies.
 */
export async function startProjectorProcess(config: ApiConfig, options: { logger?: boolean } = {}) {
  if (!config.databaseUrl) throw new Error('The projector process needs DATABASE_URL');
  const database = await connectDatabase({ url: config.databaseUrl });
  const store = await openEventStore(config, database);
  const app = Fastify({ logger: options.logger === false ? false : { level: config.logLevel }, forceCloseConnections: true }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const log: Logger = options.logger === false ? { info() {}, warn() {}, error() {} } : { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) };
  const background = startBackground(store, database, config, { logger: log });
  const stopAnnouncing = announceProjectorChanges({ pubSub: database, projector: background.projector, onError: (error) => log.warn(`live NOTIFY failed: ${String(error)}`) });
  await app.register(healthRoutes, { projector: background.projector });
  await background.start();
  return {
    app,
    store,
    database,
    projector: background.projector,
    async close() {
      await app.close();
      stopAnnouncing();
      await background.stop();
      await store.close();
      await database.close();
    },
  };
}
