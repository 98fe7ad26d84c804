import { sql, type Kysely } from 'kysely';

/**
 * The events of given calls (HistoryReader `readCallEvents`): time travel asks whether a
 * call was still open at a moment and how it stood, however long ago it opened. Partial:
 * only call events carry a `callId`, so the rest of the log pays nothing for it.
 */
const STATEMENTS = [sql`create index if not exists events_call_time_idx on events ((data->>'callId'), occurred_at) where data ? 'callId'`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any typed database
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}
