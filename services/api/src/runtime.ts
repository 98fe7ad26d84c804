import { connectDatabase, type Database, type EventStore } from '@facility/event-store';
import { ALL_PROJECTIONS, migrateReadModels, type ReadModelDatabase } from '@facility/projections';
import { consoleLogger, ProjectionObserver, type Logger, type ProjectionMonitor } from '@facility/projector';
import { buildApp, type App } from './app.ts';
import { startBackground, type Background } from './background.ts';
import type { ApiConfig } from './config.ts';
import { configuredMailChannel } from './features/notifications/notifications.runtime.ts';
import { openEventStore } from './open-event-store.ts';
import { fileOffsetClock } from './plugins/offset-clock.ts';

export interface Runtime {
  app: App;
  database: Database;
  store: EventStore;
  /** The projections: run here (role `all`), or watched in the database (role `api`). */
  projector: ProjectionMonitor;
  /**
   * Starts the projections, the reactors' timers and notification delivery, where they were
   * held (`holdProjections`); otherwise, and on an API node, it does nothing. Idempotent.
   */
  startProjections(): Promise<void>;
  /** Marks the process as loading (health 503 "starting") or serving; serving by default. */
  setServing(serving: boolean): void;
  /** Stops taking requests, lets the projector finish its batch, closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: boolean;
  clock?: () => Date;
  /**
   * Role `all`: the projections wait for `startProjections()`. A caller that first writes a
   * long history into an empty log (the demo seed) holds them: started afterwards, they
   * rebuild it in memory in one read (services/projector/src/startup-rebuilds.ts) instead of
   * following it page by page while it is written (the embedded demo's first start: healthy
   * after 54 s instead of 76 s).
   */
  holdProjections?: boolean;
}

/**
 * An API process over one database, not listening yet (the caller decides: tests inject,
 * `main.ts` listens). Role `all` (the embedded default, PGlite in `dataDir`, or a PostgreSQL
 * server) also runs the projector, the reactors' timers and notification delivery; role
 * `api` is an API node of a cluster: the projector process (`startProjectorProcess`) does
 * that work, and this node watches the projections' checkpoints for its health and hears
 * their commits through NOTIFY.
 */
export async function startRuntime(config: ApiConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  if (config.role === 'projector') throw new Error('ROLE=projector runs startProjectorProcess, not an API');
  const database = await connectDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const store = await openEventStore(config, database);
  // A journey about time passing moves the server's clock on through a file (config.ts).
  const offsetClock = !options.clock && config.clockOffsetFile ? fileOffsetClock(config.clockOffsetFile) : null;
  const clock = options.clock ?? offsetClock?.now;
  // The background logs through Fastify's logger once the app exists.
  let log: Logger = options.logger === false ? { info() {}, warn() {}, error() {} } : consoleLogger;
  const logger: Logger = { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) };
  const background: Background | null = config.role === 'all' ? startBackground(store, database, config, { logger, now: clock }) : null;
  // An API node migrates the read models too: it may start before the projector process;
  // so does a process whose projections are held, for the reads it serves meanwhile.
  if (!background || options.holdProjections) await migrateReadModels(database.db);
  const projector: ProjectionMonitor = background?.projector ?? new ProjectionObserver(store, database, ALL_PROJECTIONS);
  let serving = true;
  // The settings screen's test mails go out from the API itself (a node without the projector too).
  const testMail = configuredMailChannel(config);
  const app = await buildApp(
    { projector, store, db: database.withTables<ReadModelDatabase>().db, isServing: () => serving, pubSub: database },
    {
      logger: options.logger === false ? false : { level: config.logLevel },
      trustProxy: config.trustProxy,
      webDir: config.webDir,
      maxSocketsPerAddress: config.maxSocketsPerAddress,
      ingestRateLimit: config.ingestRateLimit,
      answerCacheMegabytes: config.answerCacheMegabytes,
      mailDelivery: { mail: testMail, smtpFrom: config.smtpFrom, publicUrl: config.publicUrl },
      clock,
    },
  );
  if (options.logger !== false) log = app.log;
  let started: Promise<void> | null = null;
  const startProjections = () => (started ??= background?.start() ?? Promise.resolve());
  if (!options.holdProjections) await startProjections();
  return {
    app,
    database,
    store,
    projector,
    startProjections,
    setServing(value) {
      serving = value;
    },
    async close() {
      await app.close();
      testMail?.close();
      await background?.stop();
      offsetClock?.stop();
      await store.close();
      await database.close();
    },
  };
}

