import type { Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// The spec §3 is_update / is_restart flags of pads and counters (projection `device-flags`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device_flags')
    .addColumn('device_id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('is_update', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_restart', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}
