import type { LiveKind } from '@facility/contracts';

/**
 * A projector commit as the live hub needs it, small enough for a PostgreSQL NOTIFY payload
 * (8000 bytes): which projection moved to which position, and which sites and rooms it
 * touched. `roomIds: null` means "any room of those sites" (a commit touching too many
 * rooms to list); `siteIds: []`, "any site" (too many sites to list, or the end of a
 * rebuild in memory). Pure.
 */
export interface LiveChange {
  projection: string;
  position: number;
  siteIds: string[];
  roomIds: string[] | null;
}

/** Which live message a projection's commit becomes; projections not listed are not pushed. */
const KIND_OF_PROJECTION: Record<string, LiveKind> = {
  'room-status': 'room-status',
  calls: 'room-status',
  'device-status': 'device-status',
  // A raised or cleared update/restart flag is part of the device's status record (spec §3).
  'device-flags': 'device-status',
  'device-alerts': 'device-alerts',
  'room-hourly-counters': 'stats',
  // Rooms whose Cleandex score or inputs moved: the Cleandex board re-reads them.
  cleandex: 'cleandex',
  // A notification requested, sent or failed: the dashboard re-reads the notification states.
  notifications: 'notifications',
  // Task definitions or occurrences (due, done) moved: the task board and calendar re-read.
  tasks: 'tasks',
  // Survey definitions, assignments or answers moved: the survey screens re-read.
  surveys: 'surveys',
};

export const liveKindOf = (projection: string): LiveKind | null => KIND_OF_PROJECTION[projection] ?? null;

/** NOTIFY payloads must stay under 8000 bytes; leave room for the rest of the change. */
const MAX_PAYLOAD_BYTES = 7_500;

export function encodeLiveChange(change: LiveChange): string {
  const full = JSON.stringify(change);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) return full;
  const withoutRooms = JSON.stringify({ ...change, roomIds: null });
  if (Buffer.byteLength(withoutRooms) <= MAX_PAYLOAD_BYTES) return withoutRooms;
  // Hundreds of sites in one commit: a replay, not live traffic. An empty list means "any
  // site": every hub pushes to all the sites it follows.
  return JSON.stringify({ ...change, siteIds: [], roomIds: null });
}

/** The change a payload carries, or null for anything malformed (never throws). */
export function decodeLiveChange(payload: string): LiveChange | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveChange>;
    if (typeof value.projection !== 'string' || typeof value.position !== 'number' || !Array.isArray(value.siteIds)) return null;
    if (value.roomIds !== null && !Array.isArray(value.roomIds)) return null;
    return {
      projection: value.projection,
      position: value.position,
      siteIds: value.siteIds.filter((id): id is string => typeof id === 'string'),
      roomIds: value.roomIds === null ? null : (value.roomIds ?? []).filter((id): id is string => typeof id === 'string'),
    };
  } catch {
    return null;
  }
}
