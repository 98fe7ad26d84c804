/**
 * JSON in the browser's storages (spec §9: session storage holds the filter and the user's
 * email, local storage the language and the side navigation's section state). A storage
 * that throws (private mode, quota) only costs the remembered value, never the page.
 */
type Area = 'session' | 'local';

const storageOf = (area: Area): Storage | null => {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
};

export function readStored<T>(area: Area, key: string, fallback: T): T {
  const raw = storageOf(area)?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(area: Area, key: string, value: unknown): void {
  try {
    storageOf(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the value is simply not remembered.
  }
}

export function clearStored(area: Area): void {
  storageOf(area)?.clear();
}

export const STORAGE_KEYS = {
  language: 'facility.language',
  navSections: 'facility.nav.sections',
  navOpen: 'facility.nav.open',
  filter: 'facility.filter',
  email: 'facility.email',
} as const;
