import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { DispenserReading, RoomStatusTable } from './room-status.table.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

export interface RoomFactsView {
  roomId: string;
  siteId: string;
  lastCleanedAt: Date | null;
  lastMaintainedAt: Date | null;
  visitsSinceClean: number;
  lastVisitAt: Date | null;
  lastComplaintAt: Date | null;
  lastComplaintProblem: string | null;
  lastComplaintCategory: string | null;
  dispensers: DispenserReading[];
}

/** The live-status facts of a room; null when no telemetry has reached it yet. */
export async function getRoomFacts(db: Db, roomId: string): Promise<RoomFactsView | null> {
  const row = await db.selectFrom('room_status').selectAll().where('room_id', '=', roomId).executeTakeFirst();
  return row ? toFacts(row) : null;
}

/** The live-status facts of a site's rooms (or only the given ones); rooms without telemetry are absent. */
export async function listRoomFacts(db: Db, siteId: string, roomIds?: readonly string[]): Promise<RoomFactsView[]> {
  if (roomIds && roomIds.length === 0) return [];
  let query = db.selectFrom('room_status').selectAll().where('site_id', '=', siteId);
  if (roomIds) query = query.where('room_id', 'in', [...roomIds]);
  return (await query.execute()).map(toFacts);
}

function toFacts(row: Selectable<RoomStatusTable>): RoomFactsView {
  return {
    roomId: row.room_id,
    siteId: row.site_id,
    lastCleanedAt: row.last_cleaned_at,
    lastMaintainedAt: row.last_maintained_at,
    visitsSinceClean: row.visits_since_clean,
    lastVisitAt: row.last_visit_at,
    lastComplaintAt: row.last_complaint_at,
    lastComplaintProblem: row.last_complaint_problem,
    lastComplaintCategory: row.last_complaint_category,
    dispensers: Object.values(row.dispensers).sort((a, b) => a.item.localeCompare(b.item) || a.cell - b.cell),
  };
}
