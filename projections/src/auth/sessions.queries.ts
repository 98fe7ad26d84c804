import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase>;

export async function createSession(db: Db, session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }) {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt })
    .execute();
}

/** A live session: whose it is and until when. */
export interface LiveSession {
  userId: string;
  expiresAt: Date;
}

/** The session of a token hash while it is live, or null when unknown or expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<LiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Removes expired sessions; run now and then. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The channel a process announces an ended session on (payload: its token hash), so every process drops its sockets. */
export const SESSION_ENDED_CHANNEL = 'facility_session_ended';

export async function announceSessionEnded(db: Db, tokenHash: string): Promise<void> {
  await sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${tokenHash})`.execute(db);
}

/**
 * Of the given session token hashes, those still live: not expired, not logged out, and
 * belonging to an active user.
 */
export async function liveSessionHashes(db: Db, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select('sessions.token_hash')
    .where('sessions.token_hash', 'in', [...tokenHashes])
    .where('sessions.expires_at', '>', now)
    .where('users.active', '=', true)
    .execute();
  return new Set(rows.map((row) => row.token_hash));
}
