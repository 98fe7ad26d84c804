import type { AdminFranchise, CreateFranchiseBody, UpdateFranchiseBody } from '@facility/contracts';
import { chosen, firstFailing, personName, required } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';

/** The franchise form (spec §3 "Franchise": franchise_name, franchise_country). */
export interface FranchiseFormValues {
  franchiseName: string;
  franchiseCountry: string;
}

export const EMPTY_FRANCHISE: FranchiseFormValues = { franchiseName: '', franchiseCountry: '' };

export const franchiseToForm = ({ franchiseName, franchiseCountry }: AdminFranchise): FranchiseFormValues => ({ franchiseName, franchiseCountry });

export const franchiseRules: FormRules<FranchiseFormValues> = (values) => ({
  franchiseName: firstFailing(values.franchiseName, [required, personName]),
  franchiseCountry: chosen(values.franchiseCountry),
});

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
