import { sql } from 'kysely';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory, unknownKeys } from '../engine/projection-memory.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { foldRoomFacts, ROOM_STATUS_EVENT_TYPES, type RoomFacts } from './room-status.fold.ts';

const json = (value: unknown) => JSON.stringify(value);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The facts behind each room's live status: last cleaning, visitors since, last complaint, dispensers. */
export const roomStatusProjection: ProjectionDefinition = {
  name: 'room-status',
  lane: 'live',
  version: 1,
  eventTypes: [...ROOM_STATUS_EVENT_TYPES],
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: ['room_status'],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const relevant = events.filter((event) => ROOM_STATUS_EVENT_TYPES.has(event.type) && typeof event.data.roomId === 'string');
    if (relevant.length === 0) return { siteIds: [], roomIds: [] };
    const rooms = memory.recall(() => new Map<string, RoomFacts>(), (kept) => kept.size);
    const toRead = unknownKeys(new Set(relevant.map((event) => String(event.data.roomId))), rooms);
    const stored = toRead.length > 0 ? await trx.selectFrom('room_status').selectAll().where('room_id', 'in', toRead).execute() : [];
    for (const row of stored) {
      rooms.set(row.room_id, {
        roomId: row.room_id,
        siteId: row.site_id,
        lastCleanedAt: ms(row.last_cleaned_at),
        lastMaintainedAt: ms(row.last_maintained_at),
        visitsSinceClean: row.visits_since_clean,
        lastVisitAt: ms(row.last_visit_at),
        lastComplaintAt: ms(row.last_complaint_at),
        lastComplaintProblem: row.last_complaint_problem,
        lastComplaintCategory: row.last_complaint_category,
        dispensers: row.dispensers,
      });
    }
    const changed = [...foldRoomFacts(rooms, relevant)].map((roomId) => rooms.get(roomId)!);
    await runStatements(trx, roomStatements(changed));
    const scope = new ScopeCollector();
    for (const room of changed) scope.add(room.siteId, room.roomId);
    return scope.toScope();
  },

  // Every room's facts stay in memory; the rooms that changed are written now and then.
  rebuildInMemory() {
    const rooms = new Map<string, RoomFacts>();
    return inMemoryRebuild({
      changes: () => new Set<string>(),
      fold(changed, events) {
        for (const roomId of foldRoomFacts(rooms, events)) changed.add(roomId);
      },
      pending: (changed) => changed.size,
      statements: (changed) => roomStatements([...changed].map((roomId) => rooms.get(roomId)!)),
    });
  },
};

/** Stores the rooms' facts as they are now. */
function roomStatements(rooms: readonly RoomFacts[]): Statements {
  return slices(rooms).map(roomUpsert);
}

function roomUpsert(rooms: readonly RoomFacts[]) {
  const rows = rooms.map((room) => ({
    ...room,
    lastCleanedAt: iso(room.lastCleanedAt),
    lastMaintainedAt: iso(room.lastMaintainedAt),
    lastVisitAt: iso(room.lastVisitAt),
    lastComplaintAt: iso(room.lastComplaintAt),
  }));
  return sql`insert into room_status (room_id, site_id, last_cleaned_at, last_maintained_at, visits_since_clean, last_visit_at,
      last_complaint_at, last_complaint_problem, last_complaint_category, dispensers)
    select "roomId", "siteId", "lastCleanedAt", "lastMaintainedAt", "visitsSinceClean", "lastVisitAt", "lastComplaintAt",
      "lastComplaintProblem", "lastComplaintCategory", dispensers
    from jsonb_to_recordset(${json(rows)}::text::jsonb) as r("roomId" text, "siteId" text, "lastCleanedAt" timestamptz,
      "lastMaintainedAt" timestamptz, "visitsSinceClean" int, "lastVisitAt" timestamptz, "lastComplaintAt" timestamptz,
      "lastComplaintProblem" text, "lastComplaintCategory" text, dispensers jsonb)
    on conflict (room_id) do update set site_id = excluded.site_id, last_cleaned_at = excluded.last_cleaned_at,
      last_maintained_at = excluded.last_maintained_at, visits_since_clean = excluded.visits_since_clean,
      last_visit_at = excluded.last_visit_at, last_complaint_at = excluded.last_complaint_at,
      last_complaint_problem = excluded.last_complaint_problem, last_complaint_category = excluded.last_complaint_category,
      dispensers = excluded.dispensers`;
}
