import { DEFAULT_SERVICE_LOG_LIMIT, type ComplaintCategory, type ServiceLog, type ServiceLogCall } from '@facility/contracts';
import { listRoomCallsInRange, type CallView, type ReadModelDatabase, type RoomRecord, type SiteRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import type { RoomStatsQuery } from '../room-stats/room-stats.service.ts';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { slaState } from './sla-state.ts';

type Db = Kysely<ReadModelDatabase>;

export interface ServiceLogQuery extends RoomStatsQuery {
  category: ComplaintCategory;
  limit?: number | undefined;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toServiceLogCall(call: CallView): ServiceLogCall {
  const escalated = call.escalationLevel > 0;
  return {
    callId: call.callId,
    source: call.source,
    category: call.category,
    problems: call.problems,
    complaintCount: call.complaintCount,
    openedAt: call.openedAt.toISOString(),
    resolvedAt: iso(call.resolvedAt),
    responseMinutes: call.responseMinutes,
    resolvedBy: call.resolvedBy,
    shiftNumber: call.shiftNumber,
    minSla: call.minSla,
    maxSla: call.maxSla,
    escalated,
    escalatedAt: iso(call.escalatedAt),
    slaState: slaState({ ...call, escalated }),
  };
}

/**
 * A room's calls of one category opened in the time filter's range (site-local days, as
 * the other room screens resolve it), newest first: the clean log or the maintenance log.
 * Shift filters on the shift the call opened in, days on the site-local weekday it opened.
 */
export async function loadServiceLog(db: Db, site: SiteRecord, room: RoomRecord, query: ServiceLogQuery, now: Date): Promise<ServiceLog> {
  const time = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const { shifts, weekdays } = parseRoomFilter({ shift: query.shift, days: query.days });
  const { calls, total } = await listRoomCallsInRange(db, {
    roomId: room.roomId,
    category: query.category,
    from: time.fromUtc,
    to: time.toUtc,
    timezone: site.timezone,
    shifts,
    weekdays,
    limit: query.limit ?? DEFAULT_SERVICE_LOG_LIMIT,
  });
  return {
    roomId: room.roomId,
    siteId: room.siteId,
    timezone: site.timezone,
    category: query.category,
    timeFrom: time.start,
    timeTo: time.end,
    calls: calls.map(toServiceLogCall),
    total,
  };
}
