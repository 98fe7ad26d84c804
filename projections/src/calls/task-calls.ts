import type { ComplaintCategory } from '@facility/contracts';
import type { OpenCall, ReactorRoom } from './call-reactor.state.ts';

/** The problem (label key) a task call carries. */
export const TASK_PROBLEM = 'task';
/** How many early-confirmed occurrences a room remembers: a day's tasks, with room to spare. */
const MAX_EARLY_TASKS = 50;

/** Whether the occurrence come due was confirmed already (and so opens no call); forgets it then. */
export function takeEarlyConfirmation(room: ReactorRoom, occurrenceId: string): boolean {
  if (!room.tasksDoneEarly.includes(occurrenceId)) return false;
  room.tasksDoneEarly = room.tasksDoneEarly.filter((id) => id !== occurrenceId);
  return true;
}

/** The open call now also waits for the occurrence. */
export function awaitOccurrence(call: OpenCall | null, occurrenceId: string): void {
  if (call && !(call.occurrenceIds ?? []).includes(occurrenceId)) call.occurrenceIds = [...(call.occurrenceIds ?? []), occurrenceId];
}

/**
 * Staff confirmed an occurrence at `at`: the category whose call it freed, when that call
 * waits for no other and had opened by then (to resolve), else null; an occurrence no call
 * waits for is remembered as confirmed early.
 */
export function confirmOccurrence(room: ReactorRoom, occurrenceId: string, at: number): ComplaintCategory | null {
  for (const category of ['cleaning', 'maintenance'] as const) {
    const call = room[category];
    if (!call?.occurrenceIds?.includes(occurrenceId)) continue;
    call.occurrenceIds = call.occurrenceIds.filter((id) => id !== occurrenceId);
    return call.occurrenceIds.length === 0 && call.openedAt <= at ? category : null;
  }
  if (!room.tasksDoneEarly.includes(occurrenceId)) room.tasksDoneEarly = [...room.tasksDoneEarly, occurrenceId].slice(-MAX_EARLY_TASKS);
  return null;
}
