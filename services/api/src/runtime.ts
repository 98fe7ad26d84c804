import { connectDatabase, PostgresEventStore, type Database } from '@facility/event-store';
import { ALL_PROJECTIONS, type ReadModelDatabase } from '@facility/projections';
import { consoleLogger, DeviceAlertTimer, EscalationTimer, Projector, ScheduledCallTimer, TaskTimer, type Logger } from '@facility/projector';
import { startNotifications } from './features/notifications/notifications.runtime.ts';
import { buildApp, type App } from './app.ts';
import type { ApiConfig } from './config.ts';
import { fileOffsetClock } from './plugins/offset-clock.ts';

export interface Runtime {
  app: App;
  database: Database;
  store: PostgresEventStore;
  projector: Projector;
  /** Marks the process as loading (health 503 "starting") or serving; serving by default. */
  setServing(serving: boolean): void;
  /** Stops taking requests, lets the projector finish its batch, closes the database. */
  close(): Promise<void>;
}

/**
 * One process running the API and the projector over one database: the embedded default
 * (PGlite in `dataDir`) or a PostgreSQL server (`databaseUrl`). Not listening yet: the
 * caller decides (tests inject, `main.ts` listens).
 */
export async function startRuntime(config: ApiConfig, options: { logger?: boolean; clock?: () => Date } = {}): Promise<Runtime> {
  const database = await connectDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const store = await PostgresEventStore.open(database);
  // A journey about time passing moves the server's clock on through a file (config.ts).
  const offsetClock = !options.clock && config.clockOffsetFile ? fileOffsetClock(config.clockOffsetFile) : null;
  const clock = options.clock ?? offsetClock?.now;
  // The projector logs through Fastify's logger once the app exists.
  let log: Logger = options.logger === false ? { info() {}, warn() {}, error() {} } : consoleLogger;
  const projector = new Projector(store, database, ALL_PROJECTIONS, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
  });
  let serving = true;
  const app = await buildApp(
    { projector, store, db: database.withTables<ReadModelDatabase>().db, isServing: () => serving, pubSub: database },
    {
      logger: options.logger === false ? false : { level: config.logLevel },
      trustProxy: config.trustProxy,
      webDir: config.webDir,
      maxSocketsPerAddress: config.maxSocketsPerAddress,
      ingestRateLimit: config.ingestRateLimit,
      clock,
    },
  );
  if (options.logger !== false) log = app.log;
  await projector.start();
  // Calls past their max SLA escalate by the clock too, not only when the room's next event comes.
  const escalations = new EscalationTimer(store, database.withTables<ReadModelDatabase>().db, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    now: clock,
  });
  escalations.start();
  // Scheduled call times open their rounds by the clock too, not only when the room's next event comes.
  const scheduledCalls = new ScheduledCallTimer(store, database.withTables<ReadModelDatabase>().db, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    now: clock,
  });
  scheduledCalls.start();
  // Scheduled and QR tasks come due by the clock: it writes their TaskDue, which opens the room's task call.
  const taskTimer = new TaskTimer(store, database.withTables<ReadModelDatabase>().db, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    now: clock,
  });
  taskTimer.start();
  // Devices silent past their threshold go offline by the clock, not only when their next signal comes.
  const deviceAlerts = new DeviceAlertTimer(store, database.withTables<ReadModelDatabase>().db, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    now: clock,
  });
  deviceAlerts.start();
  // Calls turning late are notified by the clock; the outbox is delivered by polling (NOTIFY_POLL_MS).
  const notifications = startNotifications(store, database.withTables<ReadModelDatabase>().db, config, {
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    now: clock,
  });
  return {
    app,
    database,
    store,
    projector,
    setServing(value) {
      serving = value;
    },
    async close() {
      await app.close();
      await escalations.stop();
      await scheduledCalls.stop();
      await taskTimer.stop();
      await deviceAlerts.stop();
      await notifications.stop();
      offsetClock?.stop();
      await projector.stop();
      await store.close();
      await database.close();
    },
  };
}
