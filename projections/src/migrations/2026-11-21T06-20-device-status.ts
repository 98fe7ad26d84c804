import type { Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The device status read model (projection `device-status`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device_status')
    .addColumn('device_id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('room_id', 'text')
    .addColumn('last_signal_at', 'timestamptz', (col) => col.notNull())
    .addColumn('battery', 'double precision')
    .addColumn('version', 'text')
    .addColumn('rssi', 'double precision')
    .addColumn('ssid', 'text')
    .addColumn('sim_id', 'text')
    .addColumn('state', 'text')
    .addColumn('counter_state', 'text')
    // Flags are integers; double precision holds any up to 2^53 and reads as a JS number on both drivers.
    .addColumn('user_flags', 'double precision')
    .addColumn('sensor_flags', 'double precision')
    .addColumn('last_heartbeat_at', 'timestamptz')
    .execute();
}
