import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// When a room was created and removed (`RoomCreated`'s and `RoomRemoved`'s `occurredAt`):
// time saved plans a room's rounds from the day it came (or its first recorded activity,
// for history uploaded from before) to the day it went, not on every day of the range. The
// organisation projection writes both from now on; the rooms already there are filled from
// the log below, so the rows are what a rebuild of the projection would write, without one
// (a rebuild empties users and rooms while it reads the whole log).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rooms add column created_at timestamptz, add column removed_at timestamptz`.execute(db);
  await backfillRoomLifetimes(db);
}

/**
 * Sets `created_at` and `removed_at` of the rooms that lack them from their `RoomCreated` and
 * `RoomRemoved` events, where the log is in this database (the `events` table of the
 * PostgreSQL event store). With the log on KurrentDB they stay null: a room without a
 * creation time counts from the start of any range, and a removed room without a removal
 * time counts on no day, as every room did before. Each look-up walks the log's
 * room-and-type index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillRoomLifetimes(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ log: string | null }>`select to_regclass('events')::text as log`.execute(db);
  if (!rows[0]?.log) return;
  const when = (type: string, pick: 'min' | 'max') =>
    sql`(select ${sql.raw(pick)}(e.occurred_at) from events e where e.data->>'roomId' = r.room_id and e.event_type = ${type})`;
  await sql`update rooms r set created_at = ${when('RoomCreated', 'min')} where r.created_at is null`.execute(db);
  await sql`update rooms r set removed_at = ${when('RoomRemoved', 'max')} where r.removed and r.removed_at is null`.execute(db);
}
