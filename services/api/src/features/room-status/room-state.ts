import type { CallState, RoomState } from '@facility/contracts';
import type { SiteCalendar } from '@facility/projections';
import { shiftAt } from '@facility/projections';

/**
 * A room's live state (DOMAIN.md "Room status"), worked out at request time because it
 * depends on the clock: a call turns late at its shift's min SLA and escalates at its max
 * SLA; a room stays clean for one cleaning-round interval. Pure.
 *
 * Precedence: escalated > late > call_open (open calls are facts, whatever the devices
 * say) > offline (every device of the room is offline) > clean > in_use.
 */

/** Minutes a room counts as clean after a cleaning when the site sets no round interval. */
export const DEFAULT_ROUND_INTERVAL_MINUTES = 120;

export interface OpenCallFacts {
  roomId: string;
  openedAt: Date;
  minSla: number | null;
  maxSla: number | null;
  escalationLevel: number;
}

const MINUTE_MS = 60_000;

/**
 * A call's state at `now`: its own SLA (the shift active when it opened), or else the SLA
 * of the shift active now, so a call opened out of hours still turns late once a shift
 * starts. Without either it stays `open`.
 */
export function callState(call: OpenCallFacts, calendar: SiteCalendar | null, now: Date): CallState {
  if (call.escalationLevel > 0) return 'escalated';
  let { minSla, maxSla } = call;
  if (minSla === null || maxSla === null) {
    const slot = calendar ? shiftAt(calendar, now.getTime(), call.roomId) : null;
    if (!slot) return 'open';
    ({ minSla, maxSla } = slot.shift);
  }
  const openMinutes = (now.getTime() - call.openedAt.getTime()) / MINUTE_MS;
  if (openMinutes >= maxSla) return 'escalated';
  if (openMinutes >= minSla) return 'late';
  return 'open';
}

export interface RoomStateInput {
  callStates: readonly CallState[];
  lastCleanedAt: Date | null;
  roundIntervalMinutes: number;
  /** Health of each device installed in the room. */
  deviceOffline: readonly boolean[];
}

export function roomState(input: RoomStateInput, now: Date): RoomState {
  if (input.callStates.includes('escalated')) return 'escalated';
  if (input.callStates.includes('late')) return 'late';
  if (input.callStates.length > 0) return 'call_open';
  if (input.deviceOffline.length > 0 && input.deviceOffline.every(Boolean)) return 'offline';
  if (input.lastCleanedAt && now.getTime() - input.lastCleanedAt.getTime() < input.roundIntervalMinutes * MINUTE_MS) return 'clean';
  return 'in_use';
}
