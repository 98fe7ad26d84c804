import { sql, type Kysely } from 'kysely';

/**
 * Indexes for reading the past (HistoryReader): by room and type in event time, and by
 * stream in event time. Time travel asks "the newest X of this room before T" and a what-if
 * replay "this site's rooms' events in order"; both walk one of these instead of the log.
 * Event time, not stream version: a late upload sits in its stream after newer events.
 */
const STATEMENTS = [
  sql`create index if not exists events_room_type_time_idx on events ((data->>'roomId'), event_type, occurred_at)`,
  sql`create index if not exists events_stream_time_idx on events (stream_id, occurred_at)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any typed database
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}
