import { useEffect } from 'react';
import { holdUnsaved } from './leave-guard.ts';

/** While `dirty`, leaving the page asks first (`leave-guard.ts`); unmounting lets it go. */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsaved() : undefined), [dirty]);
}
