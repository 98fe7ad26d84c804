import { sql, type RawBuilder } from 'kysely';
import type { CallSource } from '@facility/contracts';

/**
 * The counters a room's buckets keep (per UTC hour in `room_hourly_counters`, per local day
 * and shift in `room_shift_counters`), defined once: the fold's deltas, the tables' columns,
 * the projection's upsert and the statistics queries' sums all come from this list. A new
 * counter is one line here, plus the migration that adds its column to both tables.
 */
export const COUNTER_FIELDS = [
  { field: 'visits', column: 'visits', sqlType: 'int' },
  { field: 'exposures', column: 'exposures', sqlType: 'int' },
  // Complaints after the 60 s repeat rule, cleaning and maintenance.
  { field: 'complaints', column: 'complaints', sqlType: 'int' },
  { field: 'maintenanceComplaints', column: 'maintenance_complaints', sqlType: 'int' },
  // Staff arrivals by role (`arrivals` are the cleaners').
  { field: 'arrivals', column: 'arrivals', sqlType: 'int' },
  { field: 'maintenanceArrivals', column: 'maintenance_arrivals', sqlType: 'int' },
  { field: 'supervisorArrivals', column: 'supervisor_arrivals', sqlType: 'int' },
  { field: 'scoreSum', column: 'score_sum', sqlType: 'int' },
  { field: 'scoreCount', column: 'score_count', sqlType: 'int' },
  { field: 'cleanerCalls', column: 'cleaner_calls', sqlType: 'int' },
  // Calls opened, by source (every source: see CALL_SOURCE_FIELDS).
  { field: 'counterCalls', column: 'counter_calls', sqlType: 'int' },
  { field: 'cleandexCalls', column: 'cleandex_calls', sqlType: 'int' },
  { field: 'manualCalls', column: 'manual_calls', sqlType: 'int' },
  { field: 'complaintCalls', column: 'complaint_calls', sqlType: 'int' },
  { field: 'taskCalls', column: 'task_calls', sqlType: 'int' },
  // Calls resolved, and the sum of their response minutes.
  { field: 'resolvedCalls', column: 'resolved_calls', sqlType: 'int' },
  { field: 'responseMinutesSum', column: 'response_minutes_sum', sqlType: 'float8' },
] as const satisfies readonly { field: string; column: string; sqlType: 'int' | 'float8' }[];

type CounterFieldSpec = (typeof COUNTER_FIELDS)[number];

/** A counter's name in TypeScript (`supervisorArrivals`). */
export type CounterField = CounterFieldSpec['field'];

/** The counters of a bucket, or their sum over several buckets. */
export type RoomCounters = { [F in CounterField]: number };

/** The counters as the tables' columns (`supervisor_arrivals`). */
export type CounterColumns = { [F in CounterFieldSpec as F['column']]: number };

/**
 * The counter of calls opened by each call source. Every source has one, so "calls opened"
 * ({@link callsOpened}) is one sum every screen shares: the overview, the room screens,
 * the analytics table and the service logs (which list the calls themselves) agree.
 */
export const CALL_SOURCE_FIELDS = {
  complaint: 'complaintCalls',
  counter: 'counterCalls',
  cleandex: 'cleandexCalls',
  manual: 'manualCalls',
  task: 'taskCalls',
} as const satisfies Record<CallSource, CounterField>;

/** The one definition of "calls opened": the calls of every source. */
export function callsOpened(sums: Pick<RoomCounters, (typeof CALL_SOURCE_FIELDS)[CallSource]>): number {
  let total = 0;
  for (const field of Object.values(CALL_SOURCE_FIELDS)) total += sums[field];
  return total;
}

const ZERO: Readonly<RoomCounters> = Object.freeze(Object.fromEntries(COUNTER_FIELDS.map(({ field }) => [field, 0])) as RoomCounters);

/** Every counter at zero: a bucket nothing has been counted in yet. */
export const emptyCounters = (): RoomCounters => ({ ...ZERO });

/**
 * `sum(c.visits)::int as "visits", ...`: each counter summed over the grouped rows and
 * named as its field, so the row reads as {@link RoomCounters}. `alias` qualifies the
 * columns (none: unqualified).
 */
export function counterSumsSql(alias?: string): RawBuilder<unknown> {
  return sql.join(
    COUNTER_FIELDS.map(({ field, column, sqlType }) => sql`sum(${sql.ref(alias ? `${alias}.${column}` : column)})::${sql.raw(sqlType)} as ${sql.ref(field)}`),
  );
}
