import { sql, type Transaction } from 'kysely';
import { loadSiteRules, saveSiteRules } from '../calendar/site-rules.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { foldHourly, pressKey, pressKeysOf, siteIdsOf, type CounterDelta, type PressMemory } from './room-hourly.fold.ts';

const json = (value: unknown) => JSON.stringify(value);

/** The counter columns, in the order the upserts below list them. */
const COUNTERS = `visits, exposures, complaints, maintenance_complaints, arrivals, maintenance_arrivals, supervisor_arrivals,
  score_sum, score_count, cleaner_calls, counter_calls, cleandex_calls, manual_calls, resolved_calls, response_minutes_sum, is_amended`;
const DELTA_FIELDS = `visits, exposures, complaints, "maintenanceComplaints", arrivals, "maintenanceArrivals", "supervisorArrivals",
  "scoreSum", "scoreCount", "cleanerCalls", "counterCalls", "cleandexCalls", "manualCalls", "resolvedCalls", "responseMinutesSum", "isAmended"`;
const DELTA_TYPES = `visits int, exposures int, complaints int, "maintenanceComplaints" int, arrivals int, "maintenanceArrivals" int,
  "supervisorArrivals" int, "scoreSum" int, "scoreCount" int, "cleanerCalls" int, "counterCalls" int, "cleandexCalls" int,
  "manualCalls" int, "resolvedCalls" int, "responseMinutesSum" double precision, "isAmended" boolean`;
const ADD_EXCLUDED = COUNTERS.split(',')
  .map((column) => column.trim())
  .map((column) => (column === 'is_amended' ? 'is_amended = t.is_amended or excluded.is_amended' : `${column} = t.${column} + excluded.${column}`))
  .join(', ');

async function upsertCounters(
  trx: Transaction<ReadModelDatabase>,
  table: 'room_hourly_counters' | 'room_shift_counters',
  keyColumns: string,
  keyFields: string,
  keyTypes: string,
  rows: readonly CounterDelta[],
): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into ${sql.table(table)} as t (${sql.raw(keyColumns)}, site_id, ${sql.raw(COUNTERS)})
    select ${sql.raw(keyFields)}, "siteId", ${sql.raw(DELTA_FIELDS)}
    from jsonb_to_recordset(${json(rows)}::text::jsonb) as d(${sql.raw(keyTypes)}, "siteId" text, ${sql.raw(DELTA_TYPES)})
    on conflict (${sql.raw(keyColumns.replace(', weekday', ''))}) do update set ${sql.raw(ADD_EXCLUDED)}`.execute(trx);
}

/**
 * The counters behind the overview series (visits, exposures, complaints after the repeat
 * rule, arrivals by role, ratings, calls by source, response minutes), kept twice: per
 * room and UTC hour, and per room, site-local day and shift. Plus complaints per room,
 * hour and problem. Each batch is folded in memory and written with one upsert per table,
 * which keeps a replay of millions of events to a few statements per thousand events.
 * The site zones and shifts come from the site events in the same log, kept in this
 * projection's own table, so a replay buckets exactly as the first run did.
 */
export const roomHourlyProjection: ProjectionDefinition = {
  name: 'room-hourly-counters',
  version: 2,
  tables: ['room_hourly_counters', 'complaint_presses', 'room_shift_counters', 'room_hourly_problems', 'shift_bucket_sites'],

  async apply(trx, events) {
    const keys = pressKeysOf(events);
    const presses: PressMemory = new Map();
    if (keys.length > 0) {
      const { rows } = await sql<{ device_id: string; problem: string; last_counted_at: Date }>`
        select p.device_id, p.problem, p.last_counted_at
        from jsonb_to_recordset(${json(keys)}::text::jsonb) as k("deviceId" text, problem text)
        join complaint_presses p on p.device_id = k."deviceId" and p.problem = k.problem`.execute(trx);
      for (const row of rows) presses.set(pressKey(row.device_id, row.problem), row.last_counted_at.getTime());
    }
    const sites = await loadSiteRules(trx, 'shift_bucket_sites', siteIdsOf(events));

    const { deltas, shiftDeltas, problemDeltas, changedPresses, changedSites } = foldHourly(events, presses, sites);
    const scope = new ScopeCollector();
    for (const delta of deltas) scope.add(delta.siteId, delta.roomId);

    await saveSiteRules(trx, 'shift_bucket_sites', changedSites);
    await upsertCounters(
      trx,
      'room_hourly_counters',
      'room_id, hour_start',
      '"roomId", "hourStart"',
      '"roomId" text, "hourStart" timestamptz',
      deltas.map((delta) => ({ ...delta, hourStart: new Date(delta.hourStart).toISOString() })),
    );
    await upsertCounters(
      trx,
      'room_shift_counters',
      'room_id, local_date, shift_number, weekday',
      '"roomId", "localDate", "shiftNumber", weekday',
      '"roomId" text, "localDate" date, "shiftNumber" int, weekday int',
      shiftDeltas,
    );
    if (problemDeltas.length > 0) {
      const rows = problemDeltas.map((delta) => ({ ...delta, hourStart: new Date(delta.hourStart).toISOString() }));
      await sql`insert into room_hourly_problems as t (room_id, hour_start, problem, site_id, category, count)
        select "roomId", "hourStart", problem, "siteId", category, count
        from jsonb_to_recordset(${json(rows)}::text::jsonb) as d("roomId" text, "hourStart" timestamptz, problem text,
          "siteId" text, category text, count int)
        on conflict (room_id, hour_start, problem) do update set count = t.count + excluded.count`.execute(trx);
    }

    if (changedPresses.length > 0) {
      const rows = changedPresses.map((key) => {
        const [deviceId, problem] = key.split('\u0000');
        return { deviceId, problem, at: new Date(presses.get(key)!).toISOString() };
      });
      await sql`insert into complaint_presses (device_id, problem, last_counted_at)
        select "deviceId", problem, at from jsonb_to_recordset(${json(rows)}::text::jsonb)
          as p("deviceId" text, problem text, at timestamptz)
        on conflict (device_id, problem) do update set last_counted_at = excluded.last_counted_at`.execute(trx);
    }
    return scope.toScope();
  },
};
