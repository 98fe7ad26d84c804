import type { EventStore } from '@facility/event-store';
import { listTasksDue, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import { ClockTimer, type ClockTimerSettings } from './clock-timer.ts';

export interface TaskTimerOptions extends ClockTimerSettings {
  /** How often to look for task occurrences that came due (default 30 s). */
  intervalMs?: number;
  /** How far back a passed due time is still written (default 15 min; older ones stay missed). */
  lookbackMs?: number;
}

/**
 * The task clock (spec §3 "Task"): nothing in the log says a scheduled or QR task came due,
 * only time passing, so this timer writes `TaskDue` for each room's occurrence whose due
 * time passed, at that due time (`occurredAt` = `dueAt`), to the task's stream. The event
 * id derives from the occurrence id, so any number of processes, a restart or two ticks
 * before the projector caught up store each occurrence once. The call reactor opens the
 * room's `task` call from it.
 */
export class TaskTimer extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;
  readonly #lookbackMs: number;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: TaskTimerOptions) {
    super('task timer', { intervalMs: 30_000, ...options });
    this.#store = store;
    this.#db = db;
    this.#lookbackMs = options.lookbackMs ?? 15 * 60_000;
  }

  /** Writes `TaskDue` for the occurrences due at `now`; returns how many were stored. */
  async tick(now: Date = this.now()): Promise<number> {
    let stored = 0;
    for (const due of await listTasksDue(this.#db, now, { lookbackMs: this.#lookbackMs })) {
      const result = await this.#store.append(due.streamId, [due.event]);
      stored += result.appended;
    }
    return stored;
  }
}
