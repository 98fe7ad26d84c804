import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIdField, type HistoryFieldKeys } from '../history-details.ts';

/** An entity's event data schemas as contracts export them (`UserEventSchemas`...). */
type EventSchemas = Readonly<Record<string, { properties: Record<string, unknown> }>>;

/** The server leaves these out of every history (`withoutSecrets`), so no label is needed. */
const SECRET = /password|token|secret/i;

/**
 * The fields of an entity's events that its history would show by their raw names: neither
 * mapped to a label (or deliberately left out) nor an id nor a secret. A field added to an
 * event without a label shows up here.
 */
export function unnamedFields(schemas: EventSchemas, keys: HistoryFieldKeys): string[] {
  const fields = new Set(Object.values(schemas).flatMap((schema) => Object.keys(schema.properties)));
  return [...fields].filter((field) => !Object.hasOwn(keys, field) && !isIdField(field) && !SECRET.test(field)).sort();
}

/** The keys of a map that its English dictionary lacks (the dictionaries' test holds the other languages to English). */
export function missingLabels(keys: HistoryFieldKeys, namespace: string): string[] {
  const path = join(import.meta.dirname, '../../../i18n/locales/en', `${namespace}.json`);
  const english = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return Object.values(keys).filter((key): key is string => key !== null && !english[key]);
}
