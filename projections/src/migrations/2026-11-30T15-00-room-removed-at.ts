import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// When a room was removed (`RoomRemoved`'s `occurredAt`): time saved plans a removed room's
// rounds for the days before it went, and none after. The organisation projection writes it
// from now on; the rooms removed before are filled from the log below, so the rows are what a
// rebuild of the projection would write, without one (a rebuild empties users and rooms while
// it reads the whole log).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rooms add column removed_at timestamptz`.execute(db);
  await backfillRemovedAt(db);
}

/**
 * Sets `removed_at` of every removed room that lacks it from its `RoomRemoved` event, where
 * the log is in this database (the `events` table of the PostgreSQL event store; a log on
 * KurrentDB leaves them null, which time saved reads as removed for the whole past, as it
 * did every removed room before). Each look-up walks the log's room-and-type index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillRemovedAt(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ log: string | null }>`select to_regclass('events')::text as log`.execute(db);
  if (!rows[0]?.log) return;
  await sql`update rooms r set removed_at = (
      select max(e.occurred_at) from events e where e.data->>'roomId' = r.room_id and e.event_type = 'RoomRemoved')
    where r.removed and r.removed_at is null`.execute(db);
}
