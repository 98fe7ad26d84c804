import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Signals and battery readings per device and UTC hour (projection `device-reports`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device_signal_hours')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('hour', 'timestamptz', (col) => col.notNull())
    .addColumn('site_id', 'text')
    .addColumn('signals', 'integer', (col) => col.notNull())
    .addColumn('battery_min', 'double precision')
    .addColumn('battery_max', 'double precision')
    .addColumn('battery_last', 'double precision')
    .addColumn('battery_last_at', 'timestamptz')
    .addPrimaryKeyConstraint('device_signal_hours_pkey', ['device_id', 'hour'])
    .execute();
  // The reports read a site's devices over a range of hours.
  await db.schema.createIndex('device_signal_hours_site_hour_idx').on('device_signal_hours').columns(['site_id', 'hour']).execute();
  // A device's latest battery reading, found without walking the hours of a device that never reports one.
  await sql`create index device_signal_hours_battery_idx on device_signal_hours (device_id, hour) where battery_last is not null`.execute(db);
}
