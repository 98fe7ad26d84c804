import {
  EMAIL_PATTERN,
  PERMISSIONS,
  PHONE_PATTERN,
  USER_GENDERS,
  USER_LANGUAGES,
  USER_LEVELS,
  USER_TYPES,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@facility/contracts';
import type {
  Permission,
  UserAccess,
  UserLevel,
  UserProfile,
  UserScopes,
} from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { oneOf, requiredText, type FieldRule, requireId } from '../../../domain/field-rules.ts';

export { requireId };

const USERNAME = new RegExp(USERNAME_PATTERN, 'u');
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');
const PHONE = new RegExp(PHONE_PATTERN, 'u');

/** A password hash from the handler: opaque, only checked to be there. */
export function requirePasswordHash(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 1024) {
    throw new ValidationError('passwordHash', 'passwordHash is required');
  }
  return value;
}

const nullable =
  <T>(rule: FieldRule<T>): FieldRule<T | null> =>
  (value, field) =>
    value === null || value === '' ? null : rule(value, field);

/**
 * How emails are stored and compared: trimmed and lower-cased. The handler's uniqueness
 * check must look the email up in this same form.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const PROFILE_RULES: { [K in keyof UserProfile]-?: FieldRule<UserProfile[K]> } = {
  username: (value, field) => {
    const text = requiredText(50)(value, field);
    if ([...text].length < USERNAME_MIN_LENGTH) {
      throw new ValidationError(field, `${field} must be at least ${USERNAME_MIN_LENGTH} characters`);
    }
    if (!USERNAME.test(text)) {
      throw new ValidationError(field, `invalid ${field}: use letters, digits, '.', '_' or '-'`);
    }
    return text;
  },
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: (value, field) => {
    const email = normaliseEmail(requiredText(254)(value, field));
    if (!EMAIL.test(email)) throw new ValidationError(field, `invalid ${field}`);
    return email;
  },
  phone: nullable((value, field) => {
    const phone = typeof value === 'string' ? value.trim() : '';
    if (!PHONE.test(phone)) throw new ValidationError(field, 'invalid phone number');
    return phone;
  }),
  gender: nullable(oneOf(USER_GENDERS)),
  language: nullable(oneOf(USER_LANGUAGES)),
};
const PROFILE_FIELDS = Object.keys(PROFILE_RULES) as (keyof UserProfile)[];

const listsTwice = (field: string, index: number, item: unknown): ValidationError =>
  new ValidationError(`${field}/${index}`, `${field} lists ${String(item)} twice`);

/** A list of unique ids (scope lists); an absent list counts as empty. */
function idList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ValidationError(field, `${field} must be a list of ids`);
  value.forEach((id, index) => {
    requireId(id, `${field}/${index}`);
    if (value.indexOf(id) !== index) throw listsTwice(field, index, id);
  });
  return [...(value as string[])];
}

const ACCESS_RULES: { [K in keyof UserAccess]-?: FieldRule<UserAccess[K]> } = {
  type: oneOf(USER_TYPES),
  roles: (value, field) => {
    if (!Array.isArray(value)) throw new ValidationError(field, `${field} must be a list of permissions`);
    value.forEach((role, index) => {
      oneOf(PERMISSIONS)(role, `${field}/${index}`);
      if (value.indexOf(role) !== index) throw listsTwice(field, index, role);
    });
    return [...(value as Permission[])];
  },
  level: oneOf(USER_LEVELS),
  scopes: (value, field) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ValidationError(field, `${field} must hold franchiseIds, companyIds and siteIds`);
    }
    const scopes = value as Partial<Record<keyof UserScopes, unknown>>;
    return {
      franchiseIds: idList(scopes.franchiseIds, `${field}/franchiseIds`),
      companyIds: idList(scopes.companyIds, `${field}/companyIds`),
      siteIds: idList(scopes.siteIds, `${field}/siteIds`),
    };
  },
};
const ACCESS_FIELDS = Object.keys(ACCESS_RULES) as (keyof UserAccess)[];

/** Checks the fields present (not undefined) and returns them normalised. */
function pickValid<T extends object>(
  rules: { [K in keyof T]-?: FieldRule<T[K]> },
  fields: (keyof T)[],
  input: object,
): Partial<T> {
  const out: Partial<T> = {};
  const values = input as Partial<Record<keyof T, unknown>>;
  for (const field of fields) {
    if (values[field] !== undefined) out[field] = rules[field](values[field], String(field));
  }
  return out;
}

/** The profile fields present in `input`, checked and normalised. */
export const validProfileFields = (input: object): Partial<UserProfile> =>
  pickValid<UserProfile>(PROFILE_RULES, PROFILE_FIELDS, input);

/** The access fields present in `input`, checked and normalised. */
export const validAccessFields = (input: object): Partial<UserAccess> =>
  pickValid<UserAccess>(ACCESS_RULES, ACCESS_FIELDS, input);

/** Profile fields a new user may leave out: they become null. */
const OPTIONAL_PROFILE_FIELDS: (keyof UserProfile)[] = ['phone', 'gender', 'language'];

/** A new user's full profile and access; a left-out required field is reported as required. */
export function newUserFields(input: object): UserProfile & UserAccess {
  const values = input as Record<string, unknown>;
  for (const field of [...PROFILE_FIELDS, ...ACCESS_FIELDS]) {
    const optional = (OPTIONAL_PROFILE_FIELDS as string[]).includes(field);
    if (!optional && values[field] === undefined) throw new ValidationError(field, `${field} is required`);
  }
  const defaults = { phone: null, gender: null, language: null };
  return { ...defaults, ...validProfileFields(input), ...validAccessFields(input) } as UserProfile & UserAccess;
}

const SCOPE_OF_LEVEL: Record<Exclude<UserLevel, 'buzzz'>, keyof UserScopes> = {
  franchise: 'franchiseIds',
  company: 'companyIds',
  site: 'siteIds',
};

/**
 * A `buzzz` user (the provider) sees everything and needs no scopes; any other user needs
 * at least one scope at its own level, or it would see nothing. Scopes at other levels
 * are allowed alongside.
 */
export function checkScopesFitLevel(access: Pick<UserAccess, 'level' | 'scopes'>): void {
  if (access.level === 'buzzz') return;
  const list = SCOPE_OF_LEVEL[access.level];
  if (access.scopes[list].length === 0) {
    throw new ValidationError('scopes', `a ${access.level}-level user needs at least one entry in scopes.${list}`);
  }
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameSet(a, b);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const x = a as UserScopes;
    const y = b as UserScopes;
    return (
      sameSet(x.franchiseIds, y.franchiseIds) && sameSet(x.companyIds, y.companyIds) && sameSet(x.siteIds, y.siteIds)
    );
  }
  return a === b;
}

/** The fields of `next` that differ from `current`; lists compare as sets (order is not a change). */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const field of Object.keys(next) as (keyof T)[]) {
    if (next[field] !== undefined && !sameValue(next[field], current[field])) changes[field] = next[field];
  }
  return changes;
}
