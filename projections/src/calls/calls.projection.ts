import { sql } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { CALL_RECORD_EVENT_TYPES, foldCalls, type CallRecord } from './calls.fold.ts';

const json = (value: unknown) => JSON.stringify(value);

/** The `calls` read model: one row per call the reactor opened, with its escalation and resolution. */
export const callsProjection: ProjectionDefinition = {
  name: 'calls',
  version: 1,
  eventTypes: [...CALL_RECORD_EVENT_TYPES],
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: ['calls'],

  async apply(trx, events) {
    const callEvents = events.filter((event) => CALL_RECORD_EVENT_TYPES.has(event.type));
    if (callEvents.length === 0) return { siteIds: [], roomIds: [] };
    const ids = [...new Set(callEvents.map((event) => String(event.data.callId)))];
    const { rows } = await sql<CallRecord>`
      select call_id as "callId", room_id as "roomId", site_id as "siteId", source, category, problems,
        complaint_count as "complaintCount", to_json(opened_at)#>>'{}' as "openedAt", shift_number as "shiftNumber",
        min_sla as "minSla", max_sla as "maxSla", escalation_level as "escalationLevel",
        to_json(escalated_at)#>>'{}' as "escalatedAt", to_json(resolved_at)#>>'{}' as "resolvedAt",
        response_minutes as "responseMinutes", resolved_by as "resolvedBy"
      from calls where call_id in (${sql.join(ids)})`.execute(trx);
    const calls = new Map(rows.map((row) => [row.callId, row]));
    const changed = foldCalls(calls, callEvents);
    if (changed.size === 0) return { siteIds: [], roomIds: [] };

    const records = [...changed].map((id) => calls.get(id)!);
    await sql`insert into calls as c (call_id, room_id, site_id, source, category, problems, complaint_count, opened_at,
        shift_number, min_sla, max_sla, escalation_level, escalated_at, resolved_at, response_minutes, resolved_by)
      select "callId", "roomId", "siteId", source, category, problems, "complaintCount", "openedAt", "shiftNumber",
        "minSla", "maxSla", "escalationLevel", "escalatedAt", "resolvedAt", "responseMinutes", "resolvedBy"
      from jsonb_to_recordset(${json(records)}::text::jsonb) as r("callId" text, "roomId" text, "siteId" text, source text,
        category text, problems jsonb, "complaintCount" int, "openedAt" timestamptz, "shiftNumber" int, "minSla" int,
        "maxSla" int, "escalationLevel" int, "escalatedAt" timestamptz, "resolvedAt" timestamptz,
        "responseMinutes" double precision, "resolvedBy" text)
      on conflict (call_id) do update set problems = excluded.problems, complaint_count = excluded.complaint_count,
        escalation_level = excluded.escalation_level, escalated_at = excluded.escalated_at, resolved_at = excluded.resolved_at,
        response_minutes = excluded.response_minutes, resolved_by = excluded.resolved_by`.execute(trx);

    const scope = new ScopeCollector();
    for (const record of records) scope.add(record.siteId, record.roomId);
    return scope.toScope();
  },
};
