import type { RoomState } from '@facility/contracts';

/**
 * The rooms that became `escalated` between two states of the board (issue 19: the wall
 * board's escalation cue). A room already escalated before is not news; a room new to the
 * board (first snapshot, another site) is not either, so opening the board never beeps. Pure.
 */
export function newlyEscalated(before: Readonly<Record<string, RoomState>> | null, after: Readonly<Record<string, RoomState>>): string[] {
  if (before === null) return [];
  return Object.entries(after)
    .filter(([id, state]) => state === 'escalated' && before[id] !== undefined && before[id] !== 'escalated')
    .map(([id]) => id);
}
