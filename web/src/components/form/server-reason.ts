import { isAlreadyUsedReason } from '@facility/contracts';
import type { TFunction } from 'i18next';

/**
 * The server's reasons are English (problem details for every client, devices and scripts
 * too). The ones a form meets often, a length, a number's range, a name in use, are said in
 * the reader's language; any other is shown as the server gave it, after "The server
 * refused this value".
 */
export interface ReasonMessage {
  key: string;
  values?: Record<string, string>;
}

/** Lengths first: "must be at most 64 characters" is a length, not a number's range. */
const PATTERNS: readonly { pattern: RegExp; message: (match: RegExpExecArray) => ReasonMessage }[] = [
  { pattern: /must (?:NOT have more than|be at most) (\d+) characters/i, message: (match) => ({ key: 'admin:rules.maxChars', values: { max: match[1]! } }) },
  { pattern: /must (?:NOT have fewer than|be at least|have at least) (\d+) characters?/i, message: (match) => (match[1] === '1' ? { key: 'admin:rules.pleaseEnter' } : { key: 'admin:rules.minChars', values: { min: match[1]! } }) },
  { pattern: /^(?:is required|must not be empty)$/i, message: () => ({ key: 'admin:rules.pleaseEnter' }) },
  { pattern: /must be (?:integer|a whole number)\b/i, message: () => ({ key: 'admin:rules.wholeNumber' }) },
  { pattern: /must be (?:>=|at least) (-?\d+(?:\.\d+)?)$/i, message: (match) => ({ key: 'admin:rules.atLeast', values: { min: match[1]! } }) },
  { pattern: /must be (?:<=|at most) (-?\d+(?:\.\d+)?)$/i, message: (match) => ({ key: 'admin:rules.atMost', values: { max: match[1]! } }) },
  { pattern: /must be between (-?\d+(?:\.\d+)?) and (-?\d+(?:\.\d+)?)$/i, message: (match) => ({ key: 'admin:rules.between', values: { min: match[1]!, max: match[2]! } }) },
];

/** The reader's words for a reason the server gives often; null for any other. */
export function reasonMessage(reason: string): ReasonMessage | null {
  // The server's one wording for a value another record holds (contracts' ALREADY_USED_REASON).
  if (isAlreadyUsedReason(reason)) return { key: 'admin:rules.taken' };
  for (const { pattern, message } of PATTERNS) {
    const match = pattern.exec(reason);
    if (match) return message(match);
  }
  return null;
}

/** A server's reason as a form shows it: in the reader's language where it can be. */
export function serverReasonText(t: TFunction, reason: string): string {
  const known = reasonMessage(reason);
  return known ? t(known.key, known.values ?? {}) : t('admin:rules.serverRefused', { reason });
}
