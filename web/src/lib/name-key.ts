/**
 * What a form compares names (or codes) by when the server wants them unique: trimmed,
 * regardless of case, as the server's `nameKey` does (its trim also drops invisible
 * characters, so it may find a clash the form missed, never the reverse).
 */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase();
