import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(import.meta.dirname, '../../../web/src/i18n/locales');
// The labels namespace is shared with the server and lives in contracts.
const LABELS = join(import.meta.dirname, '../../../contracts/src/labels');

const dictionary = (language: string): Map<string, string> => {
  const entries = new Map<string, string>();
  const files = [...readdirSync(join(LOCALES, language)).map((file) => ({ namespace: file.replace(/\.json$/, ''), path: join(LOCALES, language, file) })), { namespace: 'labels', path: join(LABELS, `${language}.json`) }];
  for (const { namespace, path } of files) {
    const values = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(values)) entries.set(`${namespace}:${key}`, value);
  }
  return entries;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matchers for every English dictionary string that the given language words differently:
 * a screen in that language showing one of them shows untranslated English. Placeholders
 * match anything; pseudo-tags are dropped.
 */
export function englishLeftovers(language: string): { key: string; pattern: RegExp }[] {
  const english = dictionary('en');
  const translated = dictionary(language);
  const matchers: { key: string; pattern: RegExp }[] = [];
  for (const [key, value] of english) {
    const plain = value.replace(/<\/?\w+>/g, '');
    // Only words a reader would see: placeholder names are not on screen.
    if (!/\p{L}{3,}/u.test(plain.replace(/\{\{\s*\w+\s*\}\}/g, ''))) continue;
    const own = translated.get(key) ?? translated.get(key.replace(/_(one|other)$/, '_other'));
    if (own === value) continue;
    const source = escape(plain).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+?');
    matchers.push({ key, pattern: new RegExp(`^${source}$`) });
  }
  return matchers;
}

/**
 * The dictionary keys, bare and with their namespace: i18next shows the key itself when a
 * string is missing, so a key on screen is a missing translation.
 */
export function dictionaryKeys(): Set<string> {
  const keys = new Set<string>();
  for (const qualified of dictionary('en').keys()) {
    keys.add(qualified);
    keys.add(qualified.slice(qualified.indexOf(':') + 1).replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return keys;
}
