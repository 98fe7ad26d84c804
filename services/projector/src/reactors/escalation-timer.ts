import { roomCallsStreamId } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import { escalationEvent, listCallsToEscalate, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import type { Logger } from '../change-set.ts';

export interface EscalationTimerOptions {
  /** How often to look for calls past their max SLA (default 15 s). */
  intervalMs?: number;
  logger: Logger;
  now?: () => Date;
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
export class EscalationTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;
  readonly #options: Required<Omit<EscalationTimerOptions, 'logger'>> & { logger: Logger };
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: EscalationTimerOptions) {
    this.#store = store;
    this.#db = db;
    this.#options = { intervalMs: 15_000, now: () => new Date(), ...options };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (!this.#running) {
        this.#running = this.tick()
          .catch((error: unknown) => {
            this.#options.logger.warn(`escalation timer: ${String(error)}`);
            return 0;
          })
          .finally(() => (this.#running = null));
      }
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Escalates every open call past its max SLA at `now`; returns how many escalations were stored. */
  async tick(now: Date = this.#options.now()): Promise<number> {
    let stored = 0;
    for (const call of await listCallsToEscalate(this.#db, now)) {
      const event = escalationEvent({ callId: call.callId, openedAt: call.openedAt.getTime(), maxSla: call.maxSla! }, call.roomId, call.siteId);
      const result = await this.#store.append(roomCallsStreamId(call.roomId), [event]);
      stored += result.appended;
    }
    return stored;
  }
}
