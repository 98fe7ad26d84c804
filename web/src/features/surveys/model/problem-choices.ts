import { PROBLEM_KEYS, withHeldProblems } from '../../../lib/problem-keys.ts';

/**
 * The problems a cleaning stage's buttons can report: those the call settings offer,
 * cleaning ones first; plus the button's own if the list lacks it (set through the API),
 * so it is never dropped unseen.
 */
export function problemChoices(current: string | null): string[] {
  return withHeldProblems([...PROBLEM_KEYS.cleaning, ...PROBLEM_KEYS.maintenance], current ? [current] : []);
}
