import type { Database, EventStore } from '@facility/event-store';
import { ALL_PROJECTIONS, type ReadModelDatabase } from '@facility/projections';
import { clockMayTick, DeviceAlertTimer, EscalationTimer, Projector, ScheduledCallTimer, TaskTimer, type Logger } from '@facility/projector';
import { startNotifications, type NotificationConfig } from './features/notifications/notifications.runtime.ts';

/** The work behind the API: what roles `all` and `projector` run. */
export interface Background {
  projector: Projector;
  /** Starts the projections (migrating the read models first), then the timers. */
  start(): Promise<void>;
  /** Stops the timers (each lets its tick finish), then the projections. */
  stop(): Promise<void>;
}

/**
 * Projections and reactors (each projection takes its owner lock: a second projector
 * process stands by and takes over if this one dies), the clock timers (escalations,
 * scheduled rounds, tasks coming due, devices going offline: each writes ids derived from
 * its cause, so two processes ticking write nothing twice) and notification delivery.
 */
export function startBackground(
  store: EventStore,
  database: Database,
  config: NotificationConfig,
  options: {
    logger: Logger;
    now?: (() => Date) | undefined;
    /** How often every clock timer ticks (default: each its own, 15 s and more; tests tick faster). */
    clockIntervalMs?: number;
  },
): Background {
  const projector = new Projector(store, database, ALL_PROJECTIONS, { logger: options.logger });
  const db = database.withTables<ReadModelDatabase>().db;
  const timerOptions = {
    logger: options.logger,
    now: options.now,
    // Another process writing the past (the cluster's demo seed) holds the clock: see clock-hold.ts.
    mayTick: () => clockMayTick(database),
    ...(options.clockIntervalMs ? { intervalMs: options.clockIntervalMs } : {}),
  };
  // Calls past their max SLA escalate by the clock too, not only when the room's next event comes.
  const escalations = new EscalationTimer(store, db, timerOptions);
  // Scheduled call times open their rounds by the clock too, not only when the room's next event comes.
  const scheduledCalls = new ScheduledCallTimer(store, db, timerOptions);
  // Scheduled and QR tasks come due by the clock: it writes their TaskDue, which opens the room's task call.
  const taskTimer = new TaskTimer(store, db, timerOptions);
  // Devices silent past their threshold go offline by the clock, not only when their next signal comes.
  const deviceAlerts = new DeviceAlertTimer(store, db, timerOptions);
  let notifications: ReturnType<typeof startNotifications> | null = null;
  return {
    projector,
    async start() {
      await projector.start();
      // Calls turning late are notified by the clock; the outbox is delivered by polling (NOTIFY_POLL_MS).
      notifications = startNotifications(store, db, config, timerOptions);
      for (const timer of [escalations, scheduledCalls, taskTimer, deviceAlerts]) timer.start();
    },
    async stop() {
      await escalations.stop();
      await scheduledCalls.stop();
      await taskTimer.stop();
      await deviceAlerts.stop();
      await notifications?.stop();
      await projector.stop();
    },
  };
}
