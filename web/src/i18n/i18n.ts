import type { UserLanguage } from '@facility/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { FALLBACK_LANGUAGE, isLanguage, isRtl, LANGUAGES } from './languages.ts';

// Every dictionary is its own lazy chunk: the initial bundle carries none, and a user
// downloads only the language they read (plus English, the fallback).
const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json');
// The `labels` namespace (problems, call sources, device kinds) is shared with the server,
// which words notification mails with it, so it lives in contracts.
const labelDictionaries = import.meta.glob<{ default: Record<string, string> }>('../../../contracts/src/labels/*.json');

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = namespace === 'labels' ? labelDictionaries[`../../../contracts/src/labels/${language}.json`] : dictionaries[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function storedLanguage(): UserLanguage {
  const stored = readStored<unknown>('local', STORAGE_KEYS.language, FALLBACK_LANGUAGE);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
}

/** The page follows the language: `lang`, `dir` (he and ar read right to left) and the Polish font. */
function applyToDocument(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
  root.classList.toggle('font-polish', language === 'pl');
  if (language === 'pl') void import('./polish-font.ts');
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((entry) => entry.code),
      // The shell's namespaces load up front; each screen's loads with the screen.
      ns: ['common', 'labels'],
      defaultNS: 'common',
      // Dictionaries are flat ("feature.area.phrase": "text"), so a dot is part of the key.
      keySeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Re-render when a dictionary arrives after the screen (e.g. the English fallback).
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  applyToDocument(language);
  return i18next;
}

export async function changeLanguage(language: UserLanguage): Promise<void> {
  writeStored('local', STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
}
