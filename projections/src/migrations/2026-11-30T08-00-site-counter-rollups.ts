import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Site-level rollups of the hourly projection's two counter tables: the same counters per
// site and UTC hour, and per site, local day and shift, so that statistics over a whole
// site read one row per hour or shift instead of one per room (200 times fewer on a
// 200-room site). Each copies its room table's counter columns as they stand now; a later
// counter is added to all four tables. Projection `room-hourly-counters` version 4
// rebuilds and fills them from the log.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rollups = [
    { table: 'site_hourly_counters', like: 'room_hourly_counters', key: 'site_id, hour_start' },
    { table: 'site_shift_counters', like: 'room_shift_counters', key: 'site_id, local_date, shift_number' },
  ];
  for (const { table, like, key } of rollups) {
    // `like` copies the columns with their types, defaults and not-null constraints, but no index.
    await sql`create table ${sql.table(table)} (like ${sql.table(like)} including defaults)`.execute(db);
    await sql`alter table ${sql.table(table)} drop column room_id, add primary key (${sql.raw(key)})`.execute(db);
  }
}
