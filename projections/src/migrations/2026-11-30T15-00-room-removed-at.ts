import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// When a room was removed (`RoomRemoved`'s `occurredAt`): time saved plans a removed room's
// rounds for the days before it went, and none after. Rooms removed before this column
// existed keep null, which counts as removed for the whole past (what time saved did for
// every removed room until now); a rebuild of the organisation projection fills it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rooms add column removed_at timestamptz`.execute(db);
}
