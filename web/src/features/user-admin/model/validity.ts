import type { ValidityAnswer } from '@facility/contracts';

/**
 * The server's checks of the user form (`GET /api/auth/is-<field>-valid`), as the user
 * types: which value to ask about, and what to say of the answer. Messages are dictionary
 * keys with their namespace: the spec §5 texts live in `admin`, the "server had a problem
 * testing ..." texts (spec §8) in `users`.
 */
export const CHECKED_FIELDS = ['username', 'email', 'phone'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** The form's own format message for each field, which the server's "format" answer repeats. */
const FORMAT_KEY: Record<CheckedField, string> = {
  username: 'admin:rules.invalidUsername',
  email: 'admin:rules.invalidEmail',
  phone: 'admin:rules.invalidPhone',
};

/** How values compare with what the user already holds: emails without case, as the server stores them. */
const comparable = (field: CheckedField, value: string): string => (field === 'email' ? value.trim().toLowerCase() : value.trim());

/**
 * The value to ask the server about, or null when there is nothing to ask: the form's own
 * rule fails (its message shows instead), the field is empty, or it is the value the
 * edited user already holds (the check would call the user's own email "taken").
 */
export function valueToCheck(field: CheckedField, value: string, ruleFails: boolean, original: string | null): string | null {
  const trimmed = value.trim();
  if (ruleFails || trimmed === '') return null;
  if (original !== null && comparable(field, original) === comparable(field, trimmed)) return null;
  return trimmed;
}

export type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'answered'; answer: ValidityAnswer } | { kind: 'failed' };

/** The message to show under the field for a check's state, or null (free, still checking, or nothing asked). */
export function checkMessageKey(field: CheckedField, state: CheckState): string | null {
  if (state.kind === 'failed') return `users:check.failed.${field}`;
  if (state.kind !== 'answered' || state.answer.valid) return null;
  return state.answer.reason === 'taken' ? 'admin:rules.taken' : FORMAT_KEY[field];
}
