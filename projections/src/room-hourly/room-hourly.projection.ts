import { sql } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { foldHourly, pressKey, pressKeysOf, type PressMemory } from './room-hourly.fold.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Per-room hourly counters (visits, exposures, complaints after the repeat rule, arrivals by
 * role, ratings, cleaner calls). Each batch is folded in memory and written with one upsert,
 * which keeps a replay of millions of events to a few statements per thousand events.
 */
export const roomHourlyProjection: ProjectionDefinition = {
  name: 'room-hourly-counters',
  version: 1,
  tables: ['room_hourly_counters', 'complaint_presses'],

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

    const { deltas, changedPresses } = foldHourly(events, presses);
    const scope = new ScopeCollector();
    for (const delta of deltas) scope.add(delta.siteId, delta.roomId);

    if (deltas.length > 0) {
      const rows = deltas.map((delta) => ({ ...delta, hourStart: new Date(delta.hourStart).toISOString() }));
      await sql`insert into room_hourly_counters as t (room_id, hour_start, site_id, visits, exposures, complaints,
          maintenance_complaints, arrivals, maintenance_arrivals, supervisor_arrivals, score_sum, score_count,
          cleaner_calls, is_amended)
        select "roomId", "hourStart", "siteId", visits, exposures, complaints, "maintenanceComplaints", arrivals,
          "maintenanceArrivals", "supervisorArrivals", "scoreSum", "scoreCount", "cleanerCalls", "isAmended"
        from jsonb_to_recordset(${json(rows)}::text::jsonb) as d("roomId" text, "hourStart" timestamptz,
          "siteId" text, visits int, exposures int, complaints int, "maintenanceComplaints" int, arrivals int,
          "maintenanceArrivals" int, "supervisorArrivals" int, "scoreSum" int, "scoreCount" int,
          "cleanerCalls" int, "isAmended" boolean)
        on conflict (room_id, hour_start) do update set
          visits = t.visits + excluded.visits,
          exposures = t.exposures + excluded.exposures,
          complaints = t.complaints + excluded.complaints,
          maintenance_complaints = t.maintenance_complaints + excluded.maintenance_complaints,
          arrivals = t.arrivals + excluded.arrivals,
          maintenance_arrivals = t.maintenance_arrivals + excluded.maintenance_arrivals,
          supervisor_arrivals = t.supervisor_arrivals + excluded.supervisor_arrivals,
          score_sum = t.score_sum + excluded.score_sum,
          score_count = t.score_count + excluded.score_count,
          cleaner_calls = t.cleaner_calls + excluded.cleaner_calls,
          is_amended = t.is_amended or excluded.is_amended`.execute(trx);
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
