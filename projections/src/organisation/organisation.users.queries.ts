import type { Permission, UserGender, UserLanguage, UserLevel, UserScopes, UserType } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { normaliseEmail } from './organisation.users.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A user as login and the session check need it. `passwordHash` must never leave the server. */
export interface UserRecord {
  userId: string;
  username: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  gender: UserGender | null;
  language: UserLanguage | null;
  type: UserType;
  roles: Permission[];
  level: UserLevel;
  scopes: UserScopes;
  passwordHash: string;
  /** False once deactivated. */
  active: boolean;
  createdAt: Date;
  /** Sessions opened before this should end. */
  passwordChangedAt: Date;
}

const selectUsers = (db: Db) =>
  db
    .selectFrom('users')
    .select([
      'user_id as userId',
      'username',
      'email',
      'first_name as firstName',
      'last_name as lastName',
      'phone',
      'gender',
      'language',
      'type',
      'roles',
      'level',
      'scopes',
      'password_hash as passwordHash',
      'active',
      'created_at as createdAt',
      'password_changed_at as passwordChangedAt',
    ]);

/** The user with this email, compared without case or surrounding spaces; deactivated ones included. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  return (await selectUsers(db).where('email', '=', normaliseEmail(email)).executeTakeFirst()) ?? null;
}

/** The user with this id, deactivated ones included (see `active`). */
export async function findUserById(db: Db, userId: string): Promise<UserRecord | null> {
  return (await selectUsers(db).where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

/**
 * Whether another user (deactivated ones too: their rows keep the address) has this email,
 * compared without case. `exceptUserId` leaves out the user being edited.
 */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('user_id').where('email', '=', normaliseEmail(email));
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether another user has this username, compared without case (as the unique index does). */
export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('user_id')
    .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username.trim()})`);
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Whether another user has this phone number, compared by its digits only, so
 * `+972 50-123-4567` and `+972501234567` are the same number.
 */
export async function isPhoneTaken(db: Db, phone: string, exceptUserId?: string): Promise<boolean> {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return false;
  let query = db
    .selectFrom('users')
    .select('user_id')
    .where(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, '=', digits);
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
