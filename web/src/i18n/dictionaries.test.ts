import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './languages.ts';

// Every language must carry every English string in every namespace, in its own words:
// a missing key would show English (the fallback) to a Hebrew or Arabic reader.
const localesDir = join(import.meta.dirname, 'locales');
// The labels namespace is shared with the server and lives in contracts (see i18n.ts).
const labelsDir = join(import.meta.dirname, '../../../contracts/src/labels');
const fileOf = (language: string, namespace: string) => (namespace === 'labels' ? join(labelsDir, `${language}.json`) : join(localesDir, language, `${namespace}.json`));
const read = (language: string, namespace: string): Record<string, string> | null => {
  try {
    return JSON.parse(readFileSync(fileOf(language, namespace), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
};

/** Values that may read the same as English: product and device model names, unit abbreviations (min, h). */
const SAME_EVERYWHERE = new Set(['common:app.name', 'common:routes.cleanDex', 'common:units.minutes', 'common:units.hours', 'labels:sensor_pad9', 'labels:sensor_pad9plus', 'labels:source_cleandex']);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('dictionaries', () => {
  it('has a folder per language and a file per namespace in English', () => {
    expect(readdirSync(localesDir).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    for (const namespace of NAMESPACES) expect(read('en', namespace), namespace).not.toBeNull();
  });

  for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
    describe(code, () => {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES) {
        it(`translates every ${namespace} string`, () => {
          const english = read('en', namespace) ?? {};
          const translated = read(code, namespace);
          expect(translated, `${code}/${namespace}.json is missing`).not.toBeNull();
          const missing: string[] = [];
          const untranslated: string[] = [];
          const brokenPlaceholders: string[] = [];
          // A plural is a base with an `_one` form in English (`problem_other` alone is a label).
          const pluralBases = new Set(Object.keys(english).filter((key) => key.endsWith('_one')).map((key) => key.replace(PLURAL_SUFFIX, '')));
          for (const [key, text] of Object.entries(english)) {
            const base = key.replace(PLURAL_SUFFIX, '');
            const wanted = PLURAL_SUFFIX.test(key) && pluralBases.has(base) ? categories.map((category) => `${base}_${category}`) : [key];
            for (const wantedKey of wanted) {
              const value = translated?.[wantedKey];
              if (typeof value !== 'string' || value.trim() === '') {
                missing.push(wantedKey);
                continue;
              }
              if (/\p{L}{2,}/u.test(text) && value === text && !SAME_EVERYWHERE.has(`${namespace}:${key}`)) untranslated.push(wantedKey);
              const expected = placeholders(text).filter((name) => name !== 'count');
              const got = placeholders(value);
              if (!expected.every((name) => got.includes(name))) brokenPlaceholders.push(wantedKey);
            }
          }
          expect(missing, 'missing keys').toEqual([]);
          expect(untranslated, 'English left in place').toEqual([]);
          expect(brokenPlaceholders, 'placeholders lost').toEqual([]);
        });
      }
    });
  }
});
