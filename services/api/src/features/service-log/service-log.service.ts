import { DEFAULT_SERVICE_LOG_LIMIT, type ComplaintCategory, type ServiceLog, type ServiceLogCall } from '@facility/contracts';
import {
  listCallProgress,
  listNotificationsOfCalls,
  type CallProgress,
  type CallView,
  type NotificationRecord,
  type ReadModelDatabase,
  type RoomRecord,
  type SiteRecord,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import type { RoomStatsQuery } from '../room-stats/room-stats.service.ts';
import { roomCallsAsCounted } from '../../stats-query/calls-as-counted.ts';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { callNotification } from './notification-state.ts';
import { slaState } from './sla-state.ts';

type Db = Kysely<ReadModelDatabase>;

export interface ServiceLogQuery extends RoomStatsQuery {
  category: ComplaintCategory;
  limit?: number | undefined;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toServiceLogCall(call: CallView, notifications: readonly NotificationRecord[] = [], progress: CallProgress | null = null): ServiceLogCall {
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
    notification: callNotification(call, notifications, progress),
  };
}

/**
 * A room's calls of one category opened in the time filter's range (site-local days, as
 * the other room screens resolve it), newest first: the clean log or the maintenance log.
 * Calls are placed as the counters place them: a night shift's call after midnight counts
 * for the day the shift started; shift and days filter on that shift and weekday.
 */
export async function loadServiceLog(db: Db, site: SiteRecord, room: RoomRecord, query: ServiceLogQuery, now: Date): Promise<ServiceLog> {
  const time = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const { shifts, weekdays } = parseRoomFilter({ shift: query.shift, days: query.days });
  // Selected as the counters place calls, so the log lists the calls the room screens count.
  const { calls, total } = await roomCallsAsCounted(db, site, {
    roomId: room.roomId,
    category: query.category,
    time,
    shifts,
    weekdays,
    limit: query.limit ?? DEFAULT_SERVICE_LOG_LIMIT,
  });
  // The notifications about the listed calls, and for those that have any, who checked in since.
  const callIds = calls.map((call) => call.callId);
  const byCall = new Map<string, NotificationRecord[]>();
  for (const notification of await listNotificationsOfCalls(db, callIds)) {
    byCall.set(notification.callId!, [...(byCall.get(notification.callId!) ?? []), notification]);
  }
  const progress = new Map((await listCallProgress(db, [...byCall.keys()])).map((row) => [row.callId, row]));
  return {
    roomId: room.roomId,
    siteId: room.siteId,
    timezone: site.timezone,
    category: query.category,
    timeFrom: time.start,
    timeTo: time.end,
    calls: calls.map((call) => toServiceLogCall(call, byCall.get(call.callId) ?? [], progress.get(call.callId) ?? null)),
    total,
  };
}
