import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase>;

export async function createSession(db: Db, session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }) {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt })
    .execute();
}

/** The user id of a live session, or null when unknown or expired. */
export async function findSessionUserId(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Removes expired sessions; run now and then. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
