import Type from 'typebox';
import { USER_LANGUAGES } from '../../domain/languages.ts';
import { USER_TYPES, PERMISSIONS, USER_LEVELS, USER_GENDERS, USERNAME_MIN_LENGTH, USERNAME_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from '../../domain/user-fields.ts';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const IdList = Type.Array(Id, { uniqueItems: true });

/** Which franchises, companies and sites a non-`buzzz` user may see (spec §6 "Permission scopes"). */
export const UserScopes = Type.Object({
  franchiseIds: IdList,
  companyIds: IdList,
  siteIds: IdList,
});
export type UserScopes = Type.Static<typeof UserScopes>;

/** The user's own details (the admin form's profile part). */
export const UserProfile = Type.Object({
  username: Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: 50, pattern: USERNAME_PATTERN }),
  firstName: Type.String({ minLength: 1, maxLength: 50 }),
  lastName: Type.String({ minLength: 1, maxLength: 50 }),
  /** The login name; unique across users (checked by the command handler against the read model). */
  email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN }),
  phone: Type.Union([Type.String({ maxLength: 40, pattern: PHONE_PATTERN }), Type.Null()]),
  gender: Type.Union([Type.Enum(USER_GENDERS), Type.Null()]),
  /** Preferred interface language; null = the browser's choice (default en). */
  language: Type.Union([Type.Enum(USER_LANGUAGES), Type.Null()]),
});
export type UserProfile = Type.Static<typeof UserProfile>;

/**
 * What a user may see and do. A `buzzz` user needs no scopes; any other level needs at least
 * one id at its own level (a company-level user at least one `companyIds` entry).
 */
export const UserAccess = Type.Object({
  type: Type.Enum(USER_TYPES),
  roles: Type.Array(Type.Enum(PERMISSIONS), { uniqueItems: true }),
  level: Type.Enum(USER_LEVELS),
  scopes: UserScopes,
});
export type UserAccess = Type.Static<typeof UserAccess>;

/**
 * A password hash as the command handler computed it (algorithm and salt inside the
 * string). It is in the stream because login needs it; never send it to a client, an
 * export or a live message.
 */
const PasswordHash = Type.String({ minLength: 1, maxLength: 1024 });

/** A user was created. Every field is explicit (optional ones as null). */
export const UserCreated = Type.Object({
  userId: Id,
  ...UserProfile.properties,
  ...UserAccess.properties,
  passwordHash: PasswordHash,
});
export type UserCreated = Type.Static<typeof UserCreated>;

/** Some profile fields changed: only those present changed (a null clears the field). */
export const UserProfileUpdated = Type.Object({
  userId: Id,
  ...Type.Partial(UserProfile).properties,
});
export type UserProfileUpdated = Type.Static<typeof UserProfileUpdated>;

/** The password was changed; sessions opened before it should end. */
export const UserPasswordChanged = Type.Object({
  userId: Id,
  passwordHash: PasswordHash,
});
export type UserPasswordChanged = Type.Static<typeof UserPasswordChanged>;

/** Type, roles, level or scopes changed: only those present changed, each given whole. */
export const UserAccessChanged = Type.Object({
  userId: Id,
  ...Type.Partial(UserAccess).properties,
});
export type UserAccessChanged = Type.Static<typeof UserAccessChanged>;

/** The user can no longer log in; the stream refuses further commands. */
export const UserDeactivated = Type.Object({
  userId: Id,
});
export type UserDeactivated = Type.Static<typeof UserDeactivated>;

/** User event data schemas, keyed by event type (stream `org-user-<userId>`). */
export const UserEventSchemas = {
  UserCreated,
  UserProfileUpdated,
  UserPasswordChanged,
  UserAccessChanged,
  UserDeactivated,
} as const;

export type UserEventType = keyof typeof UserEventSchemas;
export const USER_EVENT_TYPES = Object.keys(UserEventSchemas) as UserEventType[];

/** A user event as deciders produce it: `{ type, data }`. */
export type UserEvent = {
  [K in UserEventType]: { type: K; data: Type.Static<(typeof UserEventSchemas)[K]> };
}[UserEventType];

/** Prefix of every user stream. */
export const USER_STREAM_PREFIX = 'org-user-';

/** A user's own stream: creation, profile, password, access and deactivation. */
export const userStreamId = (userId: string): string => `${USER_STREAM_PREFIX}${userId}`;
