import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

export interface CallView {
  callId: string;
  roomId: string;
  siteId: string;
  source: string;
  category: string;
  problems: string[];
  complaintCount: number;
  openedAt: Date;
  shiftNumber: number | null;
  minSla: number | null;
  maxSla: number | null;
  escalationLevel: number;
  escalatedAt: Date | null;
  resolvedAt: Date | null;
  responseMinutes: number | null;
  resolvedBy: string | null;
}

const selectCalls = (db: Db) =>
  db
    .selectFrom('calls')
    .select([
      'call_id as callId',
      'room_id as roomId',
      'site_id as siteId',
      'source',
      'category',
      'problems',
      'complaint_count as complaintCount',
      'opened_at as openedAt',
      'shift_number as shiftNumber',
      'min_sla as minSla',
      'max_sla as maxSla',
      'escalation_level as escalationLevel',
      'escalated_at as escalatedAt',
      'resolved_at as resolvedAt',
      'response_minutes as responseMinutes',
      'resolved_by as resolvedBy',
    ]);

/** The room's open calls, oldest first. */
export async function listOpenCalls(db: Db, roomId: string): Promise<CallView[]> {
  return selectCalls(db).where('room_id', '=', roomId).where('resolved_at', 'is', null).orderBy('opened_at').execute();
}

/** Open calls of the given rooms (a site's board), oldest first. */
export async function listOpenCallsOfSite(db: Db, siteId: string): Promise<CallView[]> {
  return selectCalls(db).where('site_id', '=', siteId).where('resolved_at', 'is', null).orderBy('opened_at').execute();
}

/** Open calls past their max SLA at `now` that have not escalated yet: the escalation timer's work. */
export async function listCallsToEscalate(db: Db, now: Date, limit = 500): Promise<CallView[]> {
  return selectCalls(db)
    .where('resolved_at', 'is', null)
    .where('escalation_level', '=', 0)
    .where('max_sla', 'is not', null)
    .where(sql<boolean>`opened_at + make_interval(mins => max_sla) <= ${now}`)
    .orderBy('opened_at')
    .limit(limit)
    .execute();
}
