import { roomCallsStreamId } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { escalationEvent, listCallsToEscalate, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { ClockTimer, type ClockTimerSettings } from './clock-timer.ts';

export interface EscalationTimerOptions extends ClockTimerSettings {
  /** How often to look for calls past their max SLA (default 15 s). */
  intervalMs?: number;
}

/**
 * The clock half of the escalation rule (DOMAIN.md "Calls"): a call still open past its
 * shift's max SLA escalates even when nothing else happens in the room. The call reactor
 * escalates from event times when the next event of the room comes; this timer does it
 * from the wall clock meanwhile. Both write the same event id (derived from the call), so
 * whichever comes second is a duplicate the store ignores, and any number of processes may
 * run the timer. Notifying the supervisor through the site's email/API channel hangs off
 * `CallEscalated` once those channels exist.
 */
export class EscalationTimer extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: EscalationTimerOptions) {
    super('escalation timer', { intervalMs: 15_000, ...options });
    this.#store = store;
    this.#db = db;
  }

  /** Escalates every open call past its max SLA at `now`; returns how many escalations were stored. */
  async tick(now: Date = this.now()): Promise<number> {
    let stored = 0;
    for (const call of await listCallsToEscalate(this.#db, now)) {
      const event = escalationEvent({ callId: call.callId, openedAt: call.openedAt.getTime(), maxSla: call.maxSla! }, call.roomId, call.siteId);
      const result = await this.#store.append(roomCallsStreamId(call.roomId), [event]);
      stored += result.appended;
    }
    return stored;
  }
}
