import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { USER_PROFILE_COLUMNS, type UserRecord } from './organisation.users.queries.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

// Queries of the admin screens (INTERFACES.md "Admin API"): franchises, and users without
// their password hashes.

/** A franchise with the number of its companies that are not deleted. */
export interface FranchiseRecord {
  franchiseId: string;
  franchiseName: string;
  franchiseCountry: string;
  companyCount: number;
  deleted: boolean;
}

const selectFranchises = (db: Db) =>
  db
    .selectFrom('franchises as f')
    .select((eb) => [
      'f.franchise_id as franchiseId',
      'f.name as franchiseName',
      'f.country as franchiseCountry',
      'f.deleted',
      eb
        .selectFrom('companies as c')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('c.franchise_id', '=', 'f.franchise_id')
        .where('c.deleted', '=', false)
        .as('companyCount'),
    ]);

const toFranchise = (row: { franchiseId: string; franchiseName: string; franchiseCountry: string; deleted: boolean; companyCount: string | number | null }): FranchiseRecord => ({
  ...row,
  companyCount: Number(row.companyCount ?? 0),
});

/** Every franchise that is not deleted, by name. */
export async function listFranchises(db: Db): Promise<FranchiseRecord[]> {
  const rows = await selectFranchises(db).where('f.deleted', '=', false).orderBy('f.name').orderBy('f.franchise_id').execute();
  return rows.map(toFranchise);
}

/** A franchise, deleted ones included (see `deleted`), or null when there never was one. */
export async function getFranchise(db: Db, franchiseId: string): Promise<FranchiseRecord | null> {
  const row = await selectFranchises(db).where('f.franchise_id', '=', franchiseId).executeTakeFirst();
  return row ? toFranchise(row) : null;
}

/** A user as the admin screens show it: everything but the password hash. */
export type AdminUserRecord = Omit<UserRecord, 'passwordHash' | 'passwordChangedAt'>;

const selectAdminUsers = (db: Db) => db.selectFrom('users').select(USER_PROFILE_COLUMNS);

/** Every user, deactivated ones included (see `active`), by username. */
export async function listAdminUsers(db: Db): Promise<AdminUserRecord[]> {
  return selectAdminUsers(db).orderBy('username').orderBy('user_id').execute();
}

/** One user, deactivated ones included, or null when there never was one. */
export async function getAdminUser(db: Db, userId: string): Promise<AdminUserRecord | null> {
  return (await selectAdminUsers(db).where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

/**
 * Ends the sessions of a user (deactivated, or given a new password), but `exceptTokenHash`
 * (the caller's own, when it changed its own password): deletes them and answers their
 * token hashes, so the caller can announce each one and live sockets close at once.
 */
export async function endSessionsOfUser(db: Db, userId: string, exceptTokenHash?: string): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash !== undefined) query = query.where('token_hash', '<>', exceptTokenHash);
  const rows = await query.returning('token_hash').execute();
  return rows.map((row) => row.token_hash);
}
