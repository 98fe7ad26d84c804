import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('transaction_id', 'bigint', (col) => col.notNull())
    .addColumn('position', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projection_dead_letters')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('projection', 'text', (col) => col.notNull())
    .addColumn('event_id', 'uuid', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'bigint', (col) => col.notNull())
    .addColumn('global_position', 'bigint', (col) => col.notNull())
    .addColumn('error', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('projection_dead_letters_event_key', ['projection', 'event_id'])
    .execute();
}
