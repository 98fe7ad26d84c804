import { trimText } from './trim-text.ts';

/**
 * What two names (or codes) are compared by where they must be unique: trimmed as they are
 * stored, regardless of case in any script. Working areas, surveys, franchises and device
 * codes all use it, so "Lobby", " lobby " and "LOBBY" are one name everywhere.
 */
export const nameKey = (name: string): string => trimText(name).toLocaleLowerCase('und');
