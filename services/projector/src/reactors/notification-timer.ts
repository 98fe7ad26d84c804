import type { EventStore } from '@facility/event-store';
import { decideNotifications, getNotifySite, lateCause, listCallsTurningLate, type NotifySite, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { ClockTimer, type ClockTimerSettings } from './clock-timer.ts';

export interface NotificationTimerOptions extends ClockTimerSettings {
  /** How often to look for calls turning late (default 15 s). */
  intervalMs?: number;
}

/**
 * The clock half of the `call_late` notification: a call still open at its shift's min SLA
 * is late even when nothing else happens in the room. The notification reactor decides it
 * from event times when the room's next event comes; this timer from the wall clock
 * meanwhile, with the same rules (settings, alerts flag, one hour at most) and the same
 * ids, so whichever comes second is a duplicate the store ignores. The reactor reads the
 * request back and stops offering the call to the timer.
 */
export class NotificationTimer extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: NotificationTimerOptions) {
    super('notification timer', { intervalMs: 15_000, ...options });
    this.#store = store;
    this.#db = db;
  }

  /** Requests `call_late` notifications for the open calls late at `now`; returns how many were stored. */
  async tick(now: Date = this.now()): Promise<number> {
    let stored = 0;
    const sites = new Map<string, NotifySite | null>();
    for (const call of await listCallsTurningLate(this.#db, now)) {
      if (!sites.has(call.siteId)) sites.set(call.siteId, await getNotifySite(this.#db, call.siteId));
      for (const output of decideNotifications(sites.get(call.siteId) ?? undefined, lateCause(call), now.getTime())) {
        stored += (await this.#store.append(output.streamId, [output.event])).appended;
      }
    }
    return stored;
  }
}
