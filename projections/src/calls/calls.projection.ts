import { sql, type Kysely } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory, unknownKeys } from '../engine/projection-memory.ts';
import { pgArray } from '../engine/pg-array.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { CALL_RECORD_EVENT_TYPES, foldCalls, type CallRecord } from './calls.fold.ts';

const json = (value: unknown) => JSON.stringify(value);

/** The `calls` read model: one row per call the reactor opened, with its escalation and resolution. */
export const callsProjection: ProjectionDefinition = {
  name: 'calls',
  lane: 'live',
  version: 1,
  eventTypes: [...CALL_RECORD_EVENT_TYPES],
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: ['calls'],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const callEvents = events.filter((event) => CALL_RECORD_EVENT_TYPES.has(event.type));
    if (callEvents.length === 0) return { siteIds: [], roomIds: [] };
    // Resolved calls stay kept too (a late event may name one) until the memory's bound lets them all go.
    const calls = memory.recall(() => new Map<string, CallRecord>(), (kept) => kept.size);
    const unknown = unknownKeys(new Set(callEvents.map((event) => String(event.data.callId))), calls);
    if (unknown.length > 0) for (const [id, record] of await loadCalls(trx, unknown)) calls.set(id, record);
    const records = [...foldCalls(calls, callEvents)].map((id) => calls.get(id)!);
    await runStatements(trx, callStatements(records));

    const scope = new ScopeCollector();
    for (const record of records) scope.add(record.siteId, record.roomId);
    return scope.toScope();
  },

  // Open calls stay in memory; resolved ones are let go once they are stored (a year of a
  // large site has hundreds of thousands), and a later event of one of those reads it back
  // from the table, as `apply` reads every call it meets.
  rebuildInMemory() {
    const calls = new Map<string, CallRecord>();
    /** Calls resolved at the last take: stored once its write has run, before this take. */
    let resolvedAtLastTake: string[] = [];
    let letGo = false;
    return inMemoryRebuild({
      changes: () => new Set<string>(),
      async fold(changed, events, db) {
        // Until a call has been let go, a call not in memory is not in the table either.
        const missing = letGo ? [...new Set(events.map((event) => String(event.data.callId)))].filter((id) => !calls.has(id)) : [];
        if (missing.length > 0) for (const [id, record] of await loadCalls(db, missing)) calls.set(id, record);
        for (const id of foldCalls(calls, events)) changed.add(id);
      },
      pending: (changed) => changed.size,
      statements: (changed) => callStatements([...changed].map((id) => calls.get(id)!)),
      taken(changed) {
        // A call changed since the last take waits for this take's write before it goes.
        for (const id of resolvedAtLastTake) {
          if (changed.has(id)) continue;
          calls.delete(id);
          letGo = true;
        }
        resolvedAtLastTake = [...calls.values()].filter((call) => call.resolvedAt !== null).map((call) => call.callId);
      },
    });
  },
};

/** The stored calls of these ids. */
async function loadCalls(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<Map<string, CallRecord>> {
  const { rows } = await sql<CallRecord>`
    select call_id as "callId", room_id as "roomId", site_id as "siteId", source, category, problems,
      complaint_count as "complaintCount", to_json(opened_at)#>>'{}' as "openedAt", shift_number as "shiftNumber",
      min_sla as "minSla", max_sla as "maxSla", escalation_level as "escalationLevel",
      to_json(escalated_at)#>>'{}' as "escalatedAt", to_json(resolved_at)#>>'{}' as "resolvedAt",
      response_minutes as "responseMinutes", resolved_by as "resolvedBy"
    from calls where call_id = any(${pgArray(ids, 'text')})`.execute(db);
  return new Map(rows.map((row) => [row.callId, row]));
}

/** Stores the calls as they are now. */
function callStatements(records: readonly CallRecord[]): Statements {
  return slices(records).map(callUpsert);
}

function callUpsert(records: readonly CallRecord[]) {
  return sql`insert into calls as c (call_id, room_id, site_id, source, category, problems, complaint_count, opened_at,
      shift_number, min_sla, max_sla, escalation_level, escalated_at, resolved_at, response_minutes, resolved_by)
    select "callId", "roomId", "siteId", source, category, problems, "complaintCount", "openedAt", "shiftNumber",
      "minSla", "maxSla", "escalationLevel", "escalatedAt", "resolvedAt", "responseMinutes", "resolvedBy"
    from jsonb_to_recordset(${json(records)}::text::jsonb) as r("callId" text, "roomId" text, "siteId" text, source text,
      category text, problems jsonb, "complaintCount" int, "openedAt" timestamptz, "shiftNumber" int, "minSla" int,
      "maxSla" int, "escalationLevel" int, "escalatedAt" timestamptz, "resolvedAt" timestamptz,
      "responseMinutes" double precision, "resolvedBy" text)
    on conflict (call_id) do update set problems = excluded.problems, complaint_count = excluded.complaint_count,
      escalation_level = excluded.escalation_level, escalated_at = excluded.escalated_at, resolved_at = excluded.resolved_at,
      response_minutes = excluded.response_minutes, resolved_by = excluded.resolved_by`;
}
