import type { EventStore } from '@facility/event-store';
import { listDevicesGoneOffline, offlineAlertOpened, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { ClockTimer, type ClockTimerSettings } from './clock-timer.ts';

export interface DeviceAlertTimerOptions extends ClockTimerSettings {
  /** How often to look for devices silent past their threshold (default 30 s). */
  intervalMs?: number;
}

/**
 * The clock half of the `offline` device alert (spec §2 device alerts, §4 health): a device
 * that stays silent past its threshold goes offline even though no event says so. The
 * alert reactor reports a silence from event times when the device's next signal comes;
 * this timer opens it from the wall clock meanwhile, at the same moment (last signal +
 * threshold) and with the same id, so whichever is written second is a duplicate the store
 * ignores, and any number of processes may run the timer. The reactor adopts the timer's
 * alert and closes it at the next signal.
 */
export class DeviceAlertTimer extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: DeviceAlertTimerOptions) {
    super('device alert timer', { intervalMs: 30_000, ...options });
    this.#store = store;
    this.#db = db;
  }

  /** Opens an `offline` alert for every device silent past its threshold at `now`; returns how many were stored. */
  async tick(now: Date = this.now()): Promise<number> {
    let stored = 0;
    for (const device of await listDevicesGoneOffline(this.#db, now)) {
      const place = { deviceId: device.deviceId, siteId: device.siteId, roomId: device.roomId };
      const opened = offlineAlertOpened(place, device.lastSignalAt.getTime(), device.thresholdMs);
      const result = await this.#store.append(opened.streamId, [opened.event]);
      stored += result.appended;
    }
    return stored;
  }
}
