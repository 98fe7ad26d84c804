import type { AdminUser, CreateUserBody, Permission, UpdateUserBody, UserGender, UserLanguage, UserLevel, UserScopes, UserType } from '@facility/contracts';
import { chosen, email, firstFailing, password, personName, phone, required, username, type RuleKey } from '../../../components/form/field-rules.ts';
import { scopeOfLevel, type ScopeList } from './permissions.ts';

/**
 * The admin user form (spec §3 "User (admin form)") as the screen holds it, and its
 * mapping to the API's bodies. Text fields hold what the user typed; empty optional
 * fields mean "none" (null on the wire).
 */
export interface UserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A new user's password; on edit, empty keeps the current one. */
  password: string;
  gender: UserGender | '';
  language: UserLanguage | '';
  type: UserType | '';
  level: UserLevel | '';
  roles: Permission[];
  franchiseIds: string[];
  companyIds: string[];
  siteIds: string[];
}

export type UserFormMode = 'create' | 'edit';

export function emptyUserForm(): UserFormValues {
  return {
    username: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    gender: '',
    language: '',
    type: '',
    level: '',
    roles: [],
    franchiseIds: [],
    companyIds: [],
    siteIds: [],
  };
}

export function formFromUser(user: AdminUser): UserFormValues {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    password: '',
    gender: user.gender ?? '',
    language: user.language ?? '',
    type: user.type,
    level: user.level,
    roles: [...user.roles],
    franchiseIds: [...user.scopes.franchiseIds],
    companyIds: [...user.scopes.companyIds],
    siteIds: [...user.scopes.siteIds],
  };
}

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);

/** The scopes the form holds; a provider-level user needs none, so its lists are sent empty. */
function scopesOf(values: UserFormValues): UserScopes {
  if (values.level === 'buzzz') return { franchiseIds: [], companyIds: [], siteIds: [] };
  return { franchiseIds: [...values.franchiseIds], companyIds: [...values.companyIds], siteIds: [...values.siteIds] };
}

/** `POST /api/admin/users`. Call only once the rules pass (type and level chosen). */
export function createBody(values: UserFormValues): CreateUserBody {
  return {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone.trim()),
    gender: orNull(values.gender),
    language: orNull(values.language),
    password: values.password,
    type: values.type as UserType,
    level: values.level as UserLevel,
    roles: [...values.roles],
    scopes: scopesOf(values),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item) => b.includes(item));

/**
 * `PUT /api/admin/users/{id}`: only what changed, so an unchanged email is not checked
 * for uniqueness again and the history shows only real changes. Lists go whole; an
 * empty password keeps the current one.
 */
export function updateBody(values: UserFormValues, original: AdminUser): UpdateUserBody {
  const body: UpdateUserBody = {};
  const text = (field: 'username' | 'firstName' | 'lastName' | 'email') => {
    const value = values[field].trim();
    if (value !== original[field]) body[field] = value;
  };
  text('username');
  text('firstName');
  text('lastName');
  text('email');
  if (body.email !== undefined && body.email.toLowerCase() === original.email.toLowerCase()) delete body.email;
  const phoneValue = orNull(values.phone.trim());
  if (phoneValue !== original.phone) body.phone = phoneValue;
  if (orNull(values.gender) !== original.gender) body.gender = orNull(values.gender);
  if (orNull(values.language) !== original.language) body.language = orNull(values.language);
  if (values.password !== '') body.password = values.password;
  if (values.type !== '' && values.type !== original.type) body.type = values.type;
  if (values.level !== '' && values.level !== original.level) body.level = values.level;
  if (!sameSet(values.roles, original.roles)) body.roles = [...values.roles];
  const scopes = scopesOf(values);
  if ((['franchiseIds', 'companyIds', 'siteIds'] as const).some((list) => !sameSet(scopes[list], original.scopes[list]))) body.scopes = scopes;
  return body;
}

/** An optional rule: an empty value passes. */
const optional =
  (rule: (value: string) => RuleKey | null) =>
  (value: string): RuleKey | null =>
    value.trim() === '' ? null : rule(value);

/**
 * The spec §5 rules as the user types, keyed by form field. A new user needs a password
 * of at least 8 characters; on edit an empty one keeps the current password. A user below
 * the provider needs at least one grant at its own level (the server's rule), shown under
 * that level's picker.
 */
export const userFormRules =
  (mode: UserFormMode) =>
  (values: UserFormValues): Partial<Record<keyof UserFormValues, RuleKey | null>> => {
    const levelList = scopeOfLevel(values.level);
    const rules: Partial<Record<keyof UserFormValues, RuleKey | null>> = {
      username: firstFailing(values.username, [required, username]),
      firstName: firstFailing(values.firstName, [required, personName]),
      lastName: firstFailing(values.lastName, [required, personName]),
      email: firstFailing(values.email, [required, email]),
      phone: phone(values.phone),
      password: mode === 'create' ? firstFailing(values.password, [required, password]) : optional(password)(values.password),
      type: chosen(values.type),
      level: chosen(values.level),
    };
    if (levelList && values[levelList].length === 0) rules[levelList] = 'rules.pleaseSelect';
    return rules;
  };

/**
 * Where a server's field pointer shows in the form: scope entries under their picker
 * (`body/scopes/companyIds/0` → `companyIds/0`), and the level-fit refusal (`body/scopes`)
 * under the picker of the level chosen. Other names stay (`body/roles/2`, `body/email`).
 */
export function formFieldOfServerName(name: string, level: string): string {
  const match = /^(body\/)?scopes(?:\/(franchiseIds|companyIds|siteIds))?(\/.*)?$/.exec(name);
  if (!match) return name;
  const list: ScopeList | null = (match[2] as ScopeList | undefined) ?? scopeOfLevel(level);
  return list === null ? name : `${match[1] ?? ''}${list}${match[3] ?? ''}`;
}
