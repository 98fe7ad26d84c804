import type { RecordedEvent } from '@facility/contracts';
import type { DispenserReading } from './room-status.table.ts';

/** The facts of one room's live status (times in epoch ms). */
export interface RoomFacts {
  roomId: string;
  siteId: string;
  lastCleanedAt: number | null;
  lastMaintainedAt: number | null;
  visitsSinceClean: number;
  lastVisitAt: number | null;
  lastComplaintAt: number | null;
  lastComplaintProblem: string | null;
  lastComplaintCategory: string | null;
  dispensers: Record<string, DispenserReading>;
}

export const ROOM_STATUS_EVENT_TYPES = new Set(['VisitorsCounted', 'StaffArrived', 'IssueFixed', 'ComplaintReported', 'DispenserLevelReported']);

export const newRoomFacts = (roomId: string, siteId: string): RoomFacts => ({
  roomId,
  siteId,
  lastCleanedAt: null,
  lastMaintainedAt: null,
  visitsSinceClean: 0,
  lastVisitAt: null,
  lastComplaintAt: null,
  lastComplaintProblem: null,
  lastComplaintCategory: null,
  dispensers: {},
});

const later = (current: number | null, at: number): boolean => current === null || at > current;

/**
 * Folds telemetry into room facts (pure). Times are the devices' own: a late upload of an
 * older event never moves a "last" back, and visitors counted before the last cleaning
 * are not "since clean" (the same rule the call reactor applies to the counter threshold).
 */
export function foldRoomFacts(rooms: Map<string, RoomFacts>, events: readonly RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const event of events) {
    if (!ROOM_STATUS_EVENT_TYPES.has(event.type)) continue;
    const { roomId, siteId } = event.data;
    if (typeof roomId !== 'string' || typeof siteId !== 'string') continue;
    const room = rooms.get(roomId) ?? newRoomFacts(roomId, siteId);
    rooms.set(roomId, room);
    room.siteId = siteId;
    changed.add(roomId);
    const at = event.occurredAt.getTime();
    const data = event.data;
    switch (event.type) {
      case 'VisitorsCounted':
        if (room.lastCleanedAt === null || at > room.lastCleanedAt) room.visitsSinceClean += Number(data.count) || 0;
        if (later(room.lastVisitAt, at)) room.lastVisitAt = at;
        break;
      case 'StaffArrived':
        if (data.role === 'cleaner' && later(room.lastCleanedAt, at)) {
          room.lastCleanedAt = at;
          room.visitsSinceClean = 0;
        } else if (data.role === 'maintenance' && later(room.lastMaintainedAt, at)) {
          room.lastMaintainedAt = at;
        }
        break;
      case 'IssueFixed':
        if (later(room.lastMaintainedAt, at)) room.lastMaintainedAt = at;
        break;
      case 'ComplaintReported':
        if (later(room.lastComplaintAt, at)) {
          room.lastComplaintAt = at;
          room.lastComplaintProblem = String(data.problem);
          room.lastComplaintCategory = String(data.category);
        }
        break;
      case 'DispenserLevelReported': {
        const key = `${String(data.item)}:${Number(data.cell)}`;
        const previous = room.dispensers[key];
        if (!previous || Date.parse(previous.at) <= at) {
          room.dispensers[key] = { item: String(data.item), cell: Number(data.cell), level: String(data.level), at: event.occurredAt.toISOString() };
        }
        break;
      }
    }
  }
  return changed;
}
