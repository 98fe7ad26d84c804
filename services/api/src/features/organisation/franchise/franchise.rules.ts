import { ALREADY_USED_REASON } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { trimText } from '../../../domain/trim-text.ts';

/**
 * The franchise rules that compare with other franchises, pure: the routes apply them with
 * what the read model holds (the decider sees one franchise's stream only).
 */

/**
 * A 400 naming `franchiseName` when another franchise that is not deleted (`others`) has the
 * name, regardless of case and surrounding spaces: the company form's franchise list and the
 * user form's franchise checkboxes show franchises by name alone. The franchise being
 * renamed (`exceptId`) may keep its own name, or change its case.
 */
export function requireFreeFranchiseName(name: string, others: readonly { franchiseId: string; franchiseName: string }[], exceptId?: string): void {
  const key = nameKey(name);
  if (key === '') return; // blank: the decider's "must not be empty" says what is wrong
  const taken = others.some((franchise) => franchise.franchiseId !== exceptId && nameKey(franchise.franchiseName) === key);
  if (taken) throw new ValidationError('franchiseName', `franchiseName "${trimText(name)}" ${ALREADY_USED_REASON} another franchise`);
}
