import type { SiteCleaner } from '@facility/contracts';
import { fold } from '../../../lib/fold.ts';

/**
 * The cleaners screen (spec §2 `/users/cleaners`, §3 "Cleaner"): each cleaner's status and
 * the search over what the table shows. Pure.
 */

/** Working: active and in a working area of the site; unassigned: active, in none; inactive: deactivated. */
export type CleanerStatus = 'working' | 'unassigned' | 'inactive';

export function cleanerStatus(cleaner: Pick<SiteCleaner, 'active' | 'isWorkingInSite'>): CleanerStatus {
  if (!cleaner.active) return 'inactive';
  return cleaner.isWorkingInSite ? 'working' : 'unassigned';
}

export const cleanerName = (cleaner: Pick<SiteCleaner, 'firstName' | 'lastName'>): string => `${cleaner.firstName} ${cleaner.lastName}`.trim();

/** Phone numbers match by their digits too, so `0501234` finds `+972 50-123-4567`. */
const digits = (text: string): string => text.replace(/\D/g, '');

/** The cleaners whose name, username, email, phone or working areas match the search (case and accents ignored). */
export function filterCleaners(cleaners: readonly SiteCleaner[], search: string): SiteCleaner[] {
  const wanted = fold(search.trim());
  if (wanted === '') return [...cleaners];
  const wantedDigits = digits(wanted);
  return cleaners.filter((cleaner) => {
    const texts = [cleanerName(cleaner), cleaner.username, cleaner.email, cleaner.phone ?? '', ...cleaner.workingAreaNames];
    if (texts.some((text) => fold(text).includes(wanted))) return true;
    return wantedDigits.length >= 3 && wantedDigits === wanted.replace(/[\s+()-]/g, '') && digits(cleaner.phone ?? '').includes(wantedDigits);
  });
}
