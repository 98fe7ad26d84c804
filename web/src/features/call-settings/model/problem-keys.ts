import type { SiteService } from '@facility/contracts';
import { PROBLEM_KEYS, withHeldProblems } from '../../../lib/problem-keys.ts';

/**
 * The problems a service row offers: its category's, plus any it already holds that the
 * list does not know (set through the API), so saving never drops them unseen.
 */
export function problemOptions(category: SiteService['category'], chosen: readonly string[]): string[] {
  return withHeldProblems(PROBLEM_KEYS[category], chosen);
}

/** Which service row (index) holds each problem, so another row can show it as taken. */
export function problemOwners(services: readonly { problems: readonly string[] }[]): Map<string, number> {
  const owners = new Map<string, number>();
  services.forEach((service, index) => service.problems.forEach((problem) => owners.has(problem) || owners.set(problem, index)));
  return owners;
}
