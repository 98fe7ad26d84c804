import type { UserLanguage } from '@facility/contracts';
import type { NoneMissing } from '../lib/type-checks.ts';

/** The interface languages (spec §1), in the order the side navigation lists them (spec §2). */
export const LANGUAGES = [
  { code: 'he', nativeName: 'עברית', rtl: true },
  { code: 'en', nativeName: 'English', rtl: false },
  { code: 'pt', nativeName: 'Português', rtl: false },
  { code: 'ru', nativeName: 'Русский', rtl: false },
  { code: 'es', nativeName: 'Español', rtl: false },
  { code: 'ar', nativeName: 'العربية', rtl: true },
  { code: 'pl', nativeName: 'Polski', rtl: false },
  { code: 'uk', nativeName: 'Українська', rtl: false },
  { code: 'ro', nativeName: 'Română', rtl: false },
] as const satisfies readonly { code: UserLanguage; nativeName: string; rtl: boolean }[];
type _EveryLanguageListed = NoneMissing<Exclude<UserLanguage, (typeof LANGUAGES)[number]['code']>>;

export const FALLBACK_LANGUAGE: UserLanguage = 'en';

/** One dictionary file per namespace and language: `locales/<code>/<namespace>.json`. */
export const NAMESPACES = ['common', 'labels', 'overview', 'performance', 'analytics', 'rooms', 'suggestions', 'roi', 'realtime', 'admin', 'users', 'room-admin', 'workforce', 'organisation', 'shifts', 'devices', 'deviceReports', 'deviceAlerts', 'notifications', 'cleandex', 'callSettings', 'tasks', 'surveys', 'device-page', 'reports', 'whatIf', 'legal'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isLanguage = (code: unknown): code is UserLanguage => LANGUAGES.some((language) => language.code === code);
export const isRtl = (code: string): boolean => LANGUAGES.some((language) => language.code === code && language.rtl);
