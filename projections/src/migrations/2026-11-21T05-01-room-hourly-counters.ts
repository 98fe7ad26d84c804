import type { Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('room_hourly_counters')
    .addColumn('room_id', 'text', (col) => col.notNull())
    .addColumn('hour_start', 'timestamptz', (col) => col.notNull())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('exposures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('complaints', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('maintenance_complaints', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('arrivals', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('maintenance_arrivals', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('supervisor_arrivals', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score_sum', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cleaner_calls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_amended', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('room_hourly_counters_pkey', ['room_id', 'hour_start'])
    .execute();
  await db.schema
    .createIndex('room_hourly_counters_site_hour_idx')
    .on('room_hourly_counters')
    .columns(['site_id', 'hour_start'])
    .execute();

  await db.schema
    .createTable('complaint_presses')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('problem', 'text', (col) => col.notNull())
    .addColumn('last_counted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('complaint_presses_pkey', ['device_id', 'problem'])
    .execute();
}
