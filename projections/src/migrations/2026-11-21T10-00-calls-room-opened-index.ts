import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// A room's clean and maintenance logs list its calls by opening time; without this index
// they scanned every call of the site.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index calls_room_opened_idx on calls (room_id, opened_at)`.execute(db);
}
