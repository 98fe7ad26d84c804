/**
 * The spec §5 field rules as pure checks. Each answers null when the value is fine, or the
 * key of its message in the `admin` dictionary (`rules.*`), so a form shows the spec's text
 * in the reader's language while the user types. The server checks the same input again
 * and answers 400 naming the field; these rules only save a round trip.
 */
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@facility/contracts';

export type RuleKey =
  | 'rules.pleaseEnter'
  | 'rules.pleaseSelect'
  | 'rules.mustBeNumbers'
  | 'rules.threeDigits'
  | 'rules.englishTitle'
  | 'rules.nameTooLong'
  | 'rules.invalidDays'
  | 'rules.invalidDate'
  | 'rules.pastDate'
  | 'rules.invalidUsername'
  | 'rules.usernameMin5'
  | 'rules.invalidPhone'
  | 'rules.invalidEmail'
  | 'rules.invalidUrl'
  | 'rules.invalidName'
  | 'rules.passwordMin8'
  | 'rules.selectCompanyAndSite'
  | 'rules.taken';

export type Rule<V = string> = (value: V) => RuleKey | null;

/** Names of holidays and off-days are under 25 characters (spec §5; the stricter of its two readings). */
export const MAX_CALENDAR_NAME = 24;

// The same patterns the server's schemas use, so the form and the server agree.
const USERNAME = new RegExp(USERNAME_PATTERN, 'u');
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');
const PHONE = new RegExp(PHONE_PATTERN, 'u');

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

export const required: Rule<string | null | undefined> = (value) => (blank(value) ? 'rules.pleaseEnter' : null);
export const chosen: Rule<string | null | undefined> = (value) => (blank(value) ? 'rules.pleaseSelect' : null);

/** Digits only ("must be numbers"); an empty value is left to `required`. */
export const numbers: Rule = (value) => (blank(value) || /^\d+$/.test(value.trim()) ? null : 'rules.mustBeNumbers');

/** A room reference is exactly three digits ("must be 3 digits"). */
export const threeDigits: Rule = (value) => (/^\d{3}$/.test(value.trim()) ? null : 'rules.threeDigits');

/** English-only text: letters, digits and spaces ("must have an English title"). */
export const englishTitle: Rule = (value) => (!blank(value) && /^[A-Za-z0-9 ]+$/.test(value.trim()) ? null : 'rules.englishTitle');

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? 'rules.nameTooLong' : null;

/** Weekday numbers 1 (Sunday) to 7, separated by commas ("valid days separated by commas"). */
export const weekdayList: Rule = (value) => {
  if (blank(value)) return null;
  const parts = value.split(',').map((part) => part.trim());
  return parts.every((part) => /^[1-7]$/.test(part)) && new Set(parts).size === parts.length ? null : 'rules.invalidDays';
};

/** A real `YYYY-MM-DD` calendar date. */
export const isoDate: Rule = (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return 'rules.invalidDate';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? null : 'rules.invalidDate';
};

/** A date not before `today` (both `YYYY-MM-DD`; ISO dates compare as text). */
export const notPast =
  (today: string): Rule =>
  (value) =>
    isoDate(value) ?? (value.trim() < today ? 'rules.pastDate' : null);

/** Usernames: at least 5 characters of letters, digits, `.`, `_`, `-` (no spaces, no `@`). */
export const username: Rule = (value) => {
  const text = value.trim();
  if (text.length < USERNAME_MIN_LENGTH) return 'rules.usernameMin5';
  return USERNAME.test(text) ? null : 'rules.invalidUsername';
};

/** A phone number: 7 to 20 digits, with spaces, `+`, `-` and parentheses allowed between. */
export const phone: Rule = (value) => (blank(value) || PHONE.test(value.trim()) ? null : 'rules.invalidPhone');

/** `{name}@{domain}` without spaces. */
export const email: Rule = (value) => (EMAIL.test(value.trim()) ? null : 'rules.invalidEmail');

/** A URL starts with http or https and has a domain. */
export const url: Rule = (value) => {
  if (blank(value)) return null;
  try {
    const parsed = new URL(value.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.') ? null : 'rules.invalidUrl';
  } catch {
    return 'rules.invalidUrl';
  }
};

/**
 * Person and place names: letters of any of the product's scripts (Latin with its accents,
 * Hebrew, Cyrillic, Arabic, Ethiopic for Amharic), digits, spaces and common punctuation.
 */
export const personName: Rule = (value) =>
  blank(value) || /^[\p{Script=Latin}\p{Script=Hebrew}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Ethiopic}\p{N}\p{M} .,'"()&/_-]+$/u.test(value.trim())
    ? null
    : 'rules.invalidName';

export const password: Rule = (value) => (value.length >= PASSWORD_MIN_LENGTH ? null : 'rules.passwordMin8');

/** The first failing rule's message key, or null. */
export function firstFailing<V>(value: V, rules: readonly Rule<V>[]): RuleKey | null {
  for (const rule of rules) {
    const failed = rule(value);
    if (failed) return failed;
  }
  return null;
}
