import type { EventStore } from '@facility/event-store';
import { listScheduledRoundsDue, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { ClockTimer, type ClockTimerSettings } from './clock-timer.ts';

export interface ScheduledCallTimerOptions extends ClockTimerSettings {
  /** How often to look for scheduled call times that passed (default 30 s). */
  intervalMs?: number;
  /** How long after a scheduled time the clock waits for the room's events to be projected (default 60 s). */
  graceMs?: number;
  /** How far back a missed scheduled time is still opened by the clock (default 15 min). */
  lookbackMs?: number;
}

/**
 * The clock half of the scheduled call times (site call settings): at a scheduled time a
 * room that had visitors since its cleaning gets a round even when nothing else happens
 * there. The call reactor opens the same round from event times when the room's next
 * event comes; both derive the id from (room, local date, time), so whichever is written
 * second is a duplicate the store ignores, and any number of processes may run the timer.
 * The reactor adopts the round when it catches up and resolves it at the next cleaning.
 */
export class ScheduledCallTimer extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;
  readonly #graceMs: number;
  readonly #lookbackMs: number;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: ScheduledCallTimerOptions) {
    super('scheduled call timer', { intervalMs: 30_000, ...options });
    this.#store = store;
    this.#db = db;
    this.#graceMs = options.graceMs ?? 60_000;
    this.#lookbackMs = options.lookbackMs ?? 15 * 60_000;
  }

  /** Opens the rounds due at `now`; returns how many were stored. */
  async tick(now: Date = this.now()): Promise<number> {
    let stored = 0;
    for (const round of await listScheduledRoundsDue(this.#db, now, { graceMs: this.#graceMs, lookbackMs: this.#lookbackMs })) {
      const result = await this.#store.append(round.streamId, [round.event]);
      stored += result.appended;
    }
    return stored;
  }
}
