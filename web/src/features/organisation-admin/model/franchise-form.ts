import { isAlreadyUsedReason, type AdminFranchise, type CreateFranchiseBody, type UpdateFranchiseBody } from '@facility/contracts';
import { chosen, firstFailing, personName, required, type RuleKey } from '../../../components/form/field-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { nameKey } from '../../../lib/name-key.ts';

/** The franchise form (spec §3 "Franchise": franchise_name, franchise_country). */
export interface FranchiseFormValues {
  franchiseName: string;
  franchiseCountry: string;
}

export const EMPTY_FRANCHISE: FranchiseFormValues = { franchiseName: '', franchiseCountry: '' };

export const franchiseToForm = ({ franchiseName, franchiseCountry }: AdminFranchise): FranchiseFormValues => ({ franchiseName, franchiseCountry });

/** Franchise names compare as the server compares them: trimmed, regardless of case. */

/** "Another franchise already has this name": this screen's dictionary, named with its namespace (the kit's `t` reads `admin`). */
export const NAME_TAKEN = 'organisation:franchise.nameTaken' as RuleKey;

/**
 * The form's checks. `takenNames`: the names of the other franchises (not the one being
 * edited, which may keep its name or change its case), and any the server refused as taken.
 */
export function franchiseRules(values: FranchiseFormValues, takenNames: readonly string[] = []): Record<keyof FranchiseFormValues, RuleKey | null> {
  const nameRule = firstFailing(values.franchiseName, [required, personName]);
  const taken = nameRule === null && takenNames.some((name) => nameKey(name) === nameKey(values.franchiseName));
  return { franchiseName: taken ? NAME_TAKEN : nameRule, franchiseCountry: chosen(values.franchiseCountry) };
}

/** The names the form refuses at once: every listed franchise's but the edited one's. */
export const otherFranchiseNames = (franchises: readonly AdminFranchise[], editedId: string | null): string[] =>
  franchises.filter((franchise) => franchise.franchiseId !== editedId).map((franchise) => franchise.franchiseName);

/** Whether a failed save is the server saying another franchise has the name (400 naming `body/franchiseName`). */
export const refusedAsTakenName = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && error.invalidParams.some((param) => param.name === 'body/franchiseName' && isAlreadyUsedReason(param.reason));

/** `POST /api/admin/franchises`: the texts trimmed. */
export const franchiseBody = (values: FranchiseFormValues): CreateFranchiseBody => ({
  franchiseName: values.franchiseName.trim(),
  franchiseCountry: values.franchiseCountry.trim(),
});

/** `PUT /api/admin/franchises/{id}`: only what changed (an unchanged form sends `{}`). */
export function franchiseChanges(before: AdminFranchise, values: FranchiseFormValues): UpdateFranchiseBody {
  const after = franchiseBody(values);
  const changes: UpdateFranchiseBody = {};
  if (after.franchiseName !== before.franchiseName) changes.franchiseName = after.franchiseName;
  if (after.franchiseCountry !== before.franchiseCountry) changes.franchiseCountry = after.franchiseCountry;
  return changes;
}
