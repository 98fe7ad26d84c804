/** Interface languages a user may prefer (spec §1); en is the fallback. Answers carry label keys the client translates. */
export const USER_LANGUAGES = ['en', 'he', 'pt', 'ru', 'es', 'ar', 'pl', 'uk', 'ro'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
