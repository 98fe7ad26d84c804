import { useEffect } from 'react';
import { holdUnsaved } from './leave-guard.ts';

/**
 * True when a form's values are not those it holds as saved, compared as JSON: a value typed
 * and then typed back is no edit to lose.
 */
export const differs = <T>(values: T, saved: T): boolean => values !== saved && JSON.stringify(values) !== JSON.stringify(saved);

/** While `dirty`, leaving the page asks first (`leave-guard.ts`); unmounting lets it go. */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsaved() : undefined), [dirty]);
}
