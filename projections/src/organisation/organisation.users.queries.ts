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

/** A user's columns that may leave the server (no password hash), as the API names them. */
export const USER_PROFILE_COLUMNS = [
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
  'active',
  'created_at as createdAt',
] as const;

const selectUsers = (db: Db) =>
  db.selectFrom('users').select([...USER_PROFILE_COLUMNS, 'password_hash as passwordHash', 'password_changed_at as passwordChangedAt']);

/** The user with this email, compared without case or surrounding spaces; deactivated ones included. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  return (await selectUsers(db).where('email', '=', normaliseEmail(email)).executeTakeFirst()) ?? null;
}

/** The user with this id, deactivated ones included (see `active`). */
export async function findUserById(db: Db, userId: string): Promise<UserRecord | null> {
  return (await selectUsers(db).where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

/** The grant of the user who holds a unique value: enough to decide whether a caller may be told. */
export interface HolderGrant {
  level: UserLevel;
  scopes: UserScopes;
}

type UniqueField = 'email' | 'username' | 'phone';

/**
 * The user (deactivated ones too: their rows keep the value) who holds this email (compared
 * without case), username (without case, as the unique index does) or phone number (by its
 * digits only, so `+972 50-123-4567` and `+972501234567` are the same); `exceptUserId`
 * leaves out the user being edited.
 */
export async function findHolder(db: Db, field: UniqueField, value: string, exceptUserId?: string): Promise<HolderGrant | null> {
  let query = db.selectFrom('users').select(['level', 'scopes']);
  if (field === 'email') query = query.where('email', '=', normaliseEmail(value));
  else if (field === 'username') query = query.where(sql<string>`lower(username)`, '=', sql<string>`lower(${value.trim()})`);
  else {
    const digits = value.replace(/\D/g, '');
    if (digits === '') return null;
    query = query.where(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, '=', digits);
  }
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.limit(1).executeTakeFirst()) ?? null;
}

/** Whether another user has this email. */
export const isEmailTaken = async (db: Db, email: string, exceptUserId?: string) => (await findHolder(db, 'email', email, exceptUserId)) !== null;

/** Whether another user has this username. */
export const isUsernameTaken = async (db: Db, username: string, exceptUserId?: string) =>
  (await findHolder(db, 'username', username, exceptUserId)) !== null;

/** Whether another user has this phone number. */
export const isPhoneTaken = async (db: Db, phone: string, exceptUserId?: string) => (await findHolder(db, 'phone', phone, exceptUserId)) !== null;
