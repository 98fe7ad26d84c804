import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Working areas of the organisation read model (projection `organisation`). Names are
// unique per site by the command handler's check, not by an index: a projection must apply
// every stored event, and events of two streams may arrive in any order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('working_areas')
    .addColumn('working_area_id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('room_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cleaner_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('working_areas_site_idx').on('working_areas').column('site_id').execute();
}
