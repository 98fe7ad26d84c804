import type { LocalizedText, UserLanguage } from '@facility/contracts';

/**
 * A survey text for a reader: in the reader's language when the survey has it, else in the
 * survey's first language, else in any language it was written in; null when it has none.
 */
export function textIn(text: LocalizedText | undefined, language: string, surveyLanguages: readonly UserLanguage[]): string | null {
  if (!text) return null;
  const pick = (code: string | undefined) => (code === undefined ? undefined : text[code]?.trim());
  return pick(language) || pick(surveyLanguages[0]) || Object.values(text).find((value) => value.trim() !== '')?.trim() || null;
}
