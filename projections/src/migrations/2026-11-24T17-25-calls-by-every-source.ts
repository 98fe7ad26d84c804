import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Calls opened by complaints and by tasks get their own counters, so "calls opened" sums
// every source (projection `room-hourly-counters` version 3 rebuilds and fills history).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['room_hourly_counters', 'room_shift_counters']) {
    await sql`alter table ${sql.table(table)}
      add column complaint_calls int not null default 0,
      add column task_calls int not null default 0`.execute(db);
  }
}
