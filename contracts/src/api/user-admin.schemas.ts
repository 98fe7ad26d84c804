import Type from 'typebox';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { PASSWORD_MIN_LENGTH, PERMISSIONS, USER_GENDERS, USER_LEVELS, USER_TYPES, USERNAME_MIN_LENGTH } from '../domain/user-fields.ts';
import { UserScopes } from '../events/organisation/user.events.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of the admin user routes (INTERFACES.md "Admin API":
 * `/api/admin/users`; spec §3 "User (admin form)"). The request schemas check types and
 * lengths only; the user rules check the spec §5 formats (username at least 5 characters,
 * email, phone) and answer 400 naming the field with the spec's wording.
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
/** Passwords: 8 to 200 characters; stored only as an scrypt hash, never answered. */
const Password = Type.String({ maxLength: 200, description: `At least ${PASSWORD_MIN_LENGTH} characters; stored only as a hash` });

const profile = {
  username: Type.String({ maxLength: 100, description: `At least ${USERNAME_MIN_LENGTH} characters: letters, digits, '.', '_', '-'` }),
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 300, description: 'The login name; unique (compared without case)' }),
  phone: Nullable(Type.String({ maxLength: 100 }), { description: 'Digits, spaces, +, - and parentheses; 7 to 20 digits' }),
  gender: Nullable(Type.Enum(USER_GENDERS)),
  language: Nullable(Type.Enum(USER_LANGUAGES)),
};
const access = {
  type: Type.Enum(USER_TYPES),
  roles: Type.Array(Type.Enum(PERMISSIONS), { maxItems: PERMISSIONS.length * 2, description: 'Permission names; only ones the caller holds may be granted' }),
  level: Type.Enum(USER_LEVELS, { description: 'No higher than the caller' }),
  scopes: Type.Object(
    {
      franchiseIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
      companyIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
      siteIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    },
    { description: 'The franchises, companies and sites granted; only ones within the caller\'s own grant', additionalProperties: false },
  ),
};

/** `/api/admin/users/{id}` and its `/history`. */
export const UserIdParams = Type.Object({ id: Id });
export type UserIdParams = Type.Static<typeof UserIdParams>;

/** `GET /api/admin/users?status=`: all users the caller may see (default), or only active or deactivated ones. */
export const AdminUserListQuery = Type.Object({ status: Type.Optional(Type.Enum(['active', 'deactivated'] as const)) }, { additionalProperties: false });
export type AdminUserListQuery = Type.Static<typeof AdminUserListQuery>;

/** `POST /api/admin/users`: the admin form; the server chooses the id. */
export const CreateUserBody = Type.Object(
  {
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: Type.Optional(profile.phone),
    gender: Type.Optional(profile.gender),
    language: Type.Optional(profile.language),
    password: Password,
    ...access,
  },
  { additionalProperties: false },
);
export type CreateUserBody = Type.Static<typeof CreateUserBody>;

/** `PUT /api/admin/users/{id}`: fields left out stay; a null clears phone, gender or language; lists are given whole. */
export const UpdateUserBody = Type.Object(
  {
    username: Type.Optional(profile.username),
    firstName: Type.Optional(profile.firstName),
    lastName: Type.Optional(profile.lastName),
    email: Type.Optional(profile.email),
    phone: Type.Optional(profile.phone),
    gender: Type.Optional(profile.gender),
    language: Type.Optional(profile.language),
    password: Type.Optional(Password),
    type: Type.Optional(access.type),
    roles: Type.Optional(access.roles),
    level: Type.Optional(access.level),
    scopes: Type.Optional(access.scopes),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Type.Static<typeof UpdateUserBody>;

/** A user as the admin screens show it; never its password or hash. */
export const AdminUser = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  gender: Nullable(Type.Enum(USER_GENDERS)),
  language: Nullable(Type.Enum(USER_LANGUAGES)),
  type: Type.Enum(USER_TYPES),
  roles: Type.Array(Type.Enum(PERMISSIONS)),
  level: Type.Enum(USER_LEVELS),
  scopes: UserScopes,
  active: Type.Boolean({ description: 'False once deactivated (DELETE): the user can no longer sign in' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminUser = Type.Static<typeof AdminUser>;

/** `GET /api/admin/users`: the users the caller may see, by username. */
export const AdminUserList = Type.Array(AdminUser);

/** `GET /api/site-users?siteId=`: whose people to list. */
export const SiteUsersQuery = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type SiteUsersQuery = Type.Static<typeof SiteUsersQuery>;

/** One of a site's people as the `/users` screen shows them: no grants, no permissions. */
export const SiteUser = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  type: Type.Enum(USER_TYPES),
  active: Type.Boolean(),
});
export type SiteUser = Type.Static<typeof SiteUser>;

/** `GET /api/site-users?siteId=`: the users granted the site, by last then first name. */
export const SiteUserList = Type.Array(SiteUser);
