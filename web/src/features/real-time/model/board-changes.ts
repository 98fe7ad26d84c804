import type { LiveRoom } from '@facility/contracts';
import type { LiveBoard } from '../state/live-merge.ts';

/**
 * The rooms whose shown state changed from one board to the next (pure): another state, or
 * a call opened or closed. Time travel's playback highlights them, as live messages do.
 */
export function changedRooms(before: LiveBoard | null, after: LiveBoard | null): string[] {
  if (!before || !after || before.siteId !== after.siteId) return [];
  return Object.keys(after.rooms).filter((id) => {
    const was = before.rooms[id]?.room;
    return !was || roomDiffers(was, after.rooms[id]!.room);
  });
}

const callIds = (room: LiveRoom) => room.openCalls.map((call) => call.callId).join(',');

function roomDiffers(a: LiveRoom, b: LiveRoom): boolean {
  return a.state !== b.state || callIds(a) !== callIds(b);
}
