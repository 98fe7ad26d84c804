import type { UserLanguage } from '@facility/contracts';

/**
 * Which of a room's two names a reader sees (issue 19): a room has its local name
 * (`displayName`, in the site's language) and an English one (`room_name_en`). English
 * readers get the English name; others get the local name when it is written in their
 * language's script (a Hebrew reader, a Hebrew name), else the English one, which more
 * readers can read than a script they do not know. A room without an English name always
 * shows its local name. Pure.
 */

const SCRIPT: Record<UserLanguage, RegExp> = {
  en: /\p{Script=Latin}/u,
  pt: /\p{Script=Latin}/u,
  es: /\p{Script=Latin}/u,
  pl: /\p{Script=Latin}/u,
  ro: /\p{Script=Latin}/u,
  he: /\p{Script=Hebrew}/u,
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
};

export interface RoomNames {
  displayName: string;
  /** The English name, when known. */
  nameEn?: string | null;
}

export function roomNameIn(language: string, { displayName, nameEn }: RoomNames): string {
  const english = nameEn?.trim() ? nameEn.trim() : null;
  if (english === null) return displayName;
  if (language === 'en') return english;
  const script = SCRIPT[language as UserLanguage];
  return script && script.test(displayName) ? displayName : english;
}
