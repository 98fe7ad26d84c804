import type { Database, SessionLock } from '@facility/event-store';

/**
 * The lock behind "hold the clock": while anyone holds it, every process's clock timers
 * (escalations, scheduled rounds, tasks coming due, devices going offline, late calls) let
 * their beats pass. For writing the past from another process, as the cluster's demo seed
 * does: its events decide by their own times, and a tick meanwhile would judge that past
 * against a log that does not hold the rest of it yet (a call whose closing upload is still
 * to come escalates; a device whose later signals are still to come goes offline). On
 * PostgreSQL it is a session advisory lock, so a holder that dies lets go of it.
 */
export const CLOCK_HOLD_LOCK = 'clock-hold';

/** Takes the clock hold, waiting while another holder has it (or a probe, for the instant it lasts); held until released. */
export async function holdClock(database: Database, signal?: AbortSignal): Promise<SessionLock> {
  for (;;) {
    const lock = await database.tryLock(CLOCK_HOLD_LOCK);
    if (lock) return lock;
    signal?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the clock may tick: nobody holds {@link CLOCK_HOLD_LOCK} (a probe that takes nothing, so beats never exclude each other). */
export async function clockMayTick(database: Database): Promise<boolean> {
  return !(await database.isLocked(CLOCK_HOLD_LOCK));
}
