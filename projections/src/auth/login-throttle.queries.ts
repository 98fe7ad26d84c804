import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase>;

/** What is known of one throttle key; a key never seen has no state. */
export interface ThrottleState {
  failures: number;
  blockedUntil: Date;
  updatedAt: Date;
}

export type ThrottleDecision = { allowed: false; retryAfterMs: number } | { allowed: true; next: { failures: number; blockedUntil: Date } };

export interface ThrottleClaim {
  key: string;
  /** Pure: whether one more attempt may be checked now, and the key's state after counting it. */
  decide: (state: ThrottleState | null) => ThrottleDecision;
}

/**
 * Counts one login attempt under every key, or under none when any key is still blocked.
 * The rows are locked (`for update`, in key order so two logins cannot deadlock) from the
 * read to the write, so concurrent attempts are counted one after another, on every API
 * process: thirty guesses sent at once cannot all be checked before the first is counted.
 */
export async function claimLoginAttempt(db: Db, claims: readonly ThrottleClaim[], now: Date): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const keys = [...new Set(claims.map((claim) => claim.key))].sort();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values(keys.map((key) => ({ key, failures: 0, blocked_until: new Date(0), updated_at: now })))
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const rows = await trx.selectFrom('login_throttle').selectAll().where('key', 'in', keys).orderBy('key').forUpdate().execute();
    const stateOf = new Map(rows.map((row) => [row.key, row.failures === 0 ? null : { failures: row.failures, blockedUntil: row.blocked_until, updatedAt: row.updated_at }]));
    const decisions = claims.map((claim) => ({ key: claim.key, decision: claim.decide(stateOf.get(claim.key) ?? null) }));
    const refused = decisions.flatMap(({ decision }) => (decision.allowed ? [] : [decision.retryAfterMs]));
    if (refused.length > 0) return { allowed: false as const, retryAfterMs: Math.max(...refused) };
    for (const { key, decision } of decisions) {
      if (!decision.allowed) continue;
      await trx
        .updateTable('login_throttle')
        .set({ failures: decision.next.failures, blocked_until: decision.next.blockedUntil, updated_at: now })
        .where('key', '=', key)
        .execute();
    }
    return { allowed: true as const };
  });
}

/** A successful login: its pair starts again from nothing. */
export async function clearLoginThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** A successful login takes back the attempt it counted under a shared key (the address). */
export async function forgiveLoginAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** Forgets keys that have been quiet since `before` and are not blocked: the table stays small. */
export async function deleteStaleLoginThrottles(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_throttle').where('updated_at', '<', before).where('blocked_until', '<', before).execute();
}
