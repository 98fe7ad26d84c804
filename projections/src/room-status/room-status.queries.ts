import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { DispenserReading } from './room-status.table.ts';

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
  if (!row) return null;
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
