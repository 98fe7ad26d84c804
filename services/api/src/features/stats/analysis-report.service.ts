import { DEFAULT_REPORT_CALLS, type AnalysisReport, type ProblemCount, type ReportCall } from '@facility/contracts';
import { listSiteCallsOpenedBetween, type CallView, type ReadModelDatabase, type SiteRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import { loadAnalytics, resolveScope, type AnalyticsQuery } from '../analytics/analytics.service.ts';
import { slaState } from '../service-log/sla-state.ts';
import { isSelected, placeHour } from '../../stats-query/hour-placement.ts';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { loadOverview } from './overview.service.ts';

export interface AnalysisReportQuery extends AnalyticsQuery {
  callsLimit?: number | undefined;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const DAY_MS = 86_400_000;

function reportCall(call: CallView, names: ReadonlyMap<string, string>): ReportCall {
  const escalated = call.escalationLevel > 0;
  return {
    callId: call.callId,
    roomId: call.roomId,
    displayName: names.get(call.roomId) ?? call.roomId,
    source: call.source,
    category: call.category,
    problems: call.problems,
    complaintCount: call.complaintCount,
    openedAt: call.openedAt.toISOString(),
    resolvedAt: iso(call.resolvedAt),
    responseMinutes: call.responseMinutes,
    shiftNumber: call.shiftNumber,
    minSla: call.minSla,
    maxSla: call.maxSla,
    escalated,
    slaState: slaState({ ...call, escalated }),
  };
}

/** Every problem of both charts, most reported first, ties by label key (as the table's top complaints rank). */
function rankedProblems(charts: AnalysisReport['analytics']['charts']): ProblemCount[] {
  const entries = (['cleaning', 'maintenance'] as const).flatMap((category) =>
    charts[category].labels.map((problem, index) => ({ problem, category, count: charts[category].counts[index]! })),
  );
  return entries.sort((a, b) => b.count - a.count || (a.problem < b.problem ? -1 : a.problem > b.problem ? 1 : 0));
}

/**
 * The analysis report of a site (spec §7): the overview, the analytics table, the top
 * complaints and the calls of the period, each from the service its screen uses, over the
 * same filter, so the report says what the screens say.
 */
export async function loadAnalysisReport(db: Kysely<ReadModelDatabase>, site: SiteRecord, query: AnalysisReportQuery, now: Date): Promise<AnalysisReport> {
  const { timeType, timeFrom, timeTo, viewTimeBy, callsLimit } = query;
  const scope = await resolveScope(db, site, query, now);
  const [overview, analytics] = await Promise.all([
    loadOverview(db, { site, timeType, timeFrom, timeTo, viewTimeBy, ...parseRoomFilter(query) }, now),
    loadAnalytics(db, site, query, now, scope),
  ]);
  // Calls are selected as the counters place their CallOpened events (the day a night
  // shift started, its shift, its weekday), so the list adds up to the calls opened above.
  const opened = await listSiteCallsOpenedBetween(db, {
    siteId: site.siteId,
    // The removed rooms' calls too, as the analytics counts them.
    roomIds: scope.countedRoomIds,
    from: new Date(scope.time.fromUtc.getTime() - DAY_MS),
    to: scope.hours.to,
  });
  const selected = opened.filter((call) => isSelected(placeHour(site, call.openedAt.getTime(), call.roomId), scope.selection));
  const calls = selected.slice(0, callsLimit ?? DEFAULT_REPORT_CALLS);
  const total = selected.length;
  const names = new Map([...scope.rooms, ...scope.removedRooms].map((room) => [room.roomId, room.displayName]));
  return {
    siteId: site.siteId,
    timezone: site.timezone,
    timeType: overview.timeType,
    timeFrom: overview.timeFrom,
    timeTo: overview.timeTo,
    viewTimeBy: overview.viewTimeBy,
    generatedAt: now.toISOString(),
    overview,
    analytics,
    topComplaints: rankedProblems(analytics.charts),
    calls: { total, calls: calls.map((call) => reportCall(call, names)) },
  };
}
