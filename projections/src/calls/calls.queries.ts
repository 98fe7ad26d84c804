import type { CallSource, ComplaintCategory } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

export interface CallView {
  callId: string;
  roomId: string;
  siteId: string;
  source: CallSource;
  category: ComplaintCategory;
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

/** The calls table as {@link CallView} rows: every query of calls starts here. */
export const selectCalls = (db: Db) =>
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

/** A call's category (which of its room's logs lists it); null for a call the read model does not hold (yet). */
export async function getCallCategory(db: Db, callId: string): Promise<ComplaintCategory | null> {
  const row = await db.selectFrom('calls').select('category').where('call_id', '=', callId).executeTakeFirst();
  return row ? (row.category as ComplaintCategory) : null;
}

/** The room's open calls, oldest first. */
export async function listOpenCalls(db: Db, roomId: string): Promise<CallView[]> {
  return selectCalls(db).where('room_id', '=', roomId).where('resolved_at', 'is', null).orderBy('opened_at').execute();
}

/** Open calls of a site's rooms (or only the given ones: a board's update), oldest first. */
export async function listOpenCallsOfSite(db: Db, siteId: string, roomIds?: readonly string[]): Promise<CallView[]> {
  if (roomIds && roomIds.length === 0) return [];
  let query = selectCalls(db).where('site_id', '=', siteId).where('resolved_at', 'is', null);
  if (roomIds) query = query.where('room_id', 'in', [...roomIds]);
  return query.orderBy('opened_at').execute();
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

/** Which calls of one room {@link listRoomCallsInRange} lists. */
export interface RoomCallsInRangeFilter {
  roomId: string;
  category: ComplaintCategory;
  /** Bounds on `opened_at`, half-open: [from, to). */
  from: Date;
  to: Date;
  /** The site's IANA zone: the weekday of a call is the site-local weekday of its opening. */
  timezone: string;
  /** Shift numbers the call opened in; calls opened outside every shift never match (an empty list matches nothing). */
  shifts?: readonly number[] | undefined;
  /** Site-local weekdays of `opened_at`, 1 = Sunday ... 7 = Saturday (an empty list matches nothing). */
  weekdays?: readonly number[] | undefined;
  limit: number;
}

/**
 * One room's calls of a category opened in [from, to), newest first, at most `limit` of
 * them, and how many matched before the limit.
 */
export async function listRoomCallsInRange(db: Db, filter: RoomCallsInRangeFilter): Promise<{ calls: CallView[]; total: number }> {
  if (filter.shifts?.length === 0 || filter.weekdays?.length === 0) return { calls: [], total: 0 };
  let query = selectCalls(db)
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('room_id', '=', filter.roomId)
    .where('category', '=', filter.category)
    .where(sql<boolean>`opened_at >= ${filter.from}`)
    .where(sql<boolean>`opened_at < ${filter.to}`);
  if (filter.shifts) query = query.where('shift_number', 'in', [...filter.shifts]);
  if (filter.weekdays) {
    query = query.where(sql<boolean>`(extract(dow from opened_at at time zone ${filter.timezone}) + 1)::int in (${sql.join([...filter.weekdays])})`);
  }
  const rows = await query.orderBy('opened_at', 'desc').orderBy('call_id', 'desc').limit(filter.limit).execute();
  return { calls: rows.map(({ total: _total, ...call }) => call), total: rows[0]?.total ?? 0 };
}
