import type { AdminCompany, CompanyType, CreateCompanyBody, UpdateCompanyBody } from '@facility/contracts';
import { chosen, firstFailing, personName, required, url } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';

/**
 * The company form (spec §3 "Company": company_name, company_type, region, associated end
 * clients; and the franchise it belongs to). End clients are typed one per line.
 */
export interface CompanyFormValues {
  companyName: string;
  companyType: CompanyType | '';
  region: string;
  /** '' is "no franchise" (only the provider may keep a company outside one). */
  franchiseId: string;
  endClients: string;
  logo: string;
}

export const emptyCompany = (companyType: CompanyType | '' = ''): CompanyFormValues => ({
  companyName: '',
  companyType,
  region: '',
  franchiseId: '',
  endClients: '',
  logo: '',
});

export const companyToForm = (company: AdminCompany): CompanyFormValues => ({
  companyName: company.companyName,
  companyType: company.companyType,
  region: company.region,
  franchiseId: company.franchiseId ?? '',
  endClients: company.endClients.join('\n'),
  logo: company.logo ?? '',
});

/** The rules; a franchise must be chosen unless the user is the provider (who may leave it empty). */
export const companyRules =
  (franchiseRequired: boolean): FormRules<CompanyFormValues> =>
  (values) => ({
    companyName: firstFailing(values.companyName, [required, personName]),
    companyType: chosen(values.companyType),
    region: required(values.region),
    franchiseId: franchiseRequired ? chosen(values.franchiseId) : null,
    logo: url(values.logo),
  });

export const COMPANY_RULES_PROVIDER = companyRules(false);
export const COMPANY_RULES_FRANCHISE = companyRules(true);

/** The end clients of the text box: one per line, trimmed, without blanks or repeats (the server wants them unique). */
export function endClientList(text: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()).filter((line) => line !== ''))];
}

/** `POST /api/admin/companies`. The form's rules have made sure the type is chosen. */
export function companyBody(values: CompanyFormValues): CreateCompanyBody {
  return {
    companyName: values.companyName.trim(),
    companyType: values.companyType as CompanyType,
    region: values.region.trim(),
    franchiseId: values.franchiseId === '' ? null : values.franchiseId,
    endClients: endClientList(values.endClients),
    logo: values.logo.trim() === '' ? null : values.logo.trim(),
  };
}

/** `PUT /api/admin/companies/{id}`: only the fields that changed. */
export function companyChanges(before: AdminCompany, values: CompanyFormValues): UpdateCompanyBody {
  const after = companyBody(values);
  const changes: UpdateCompanyBody = {};
  if (after.companyName !== before.companyName) changes.companyName = after.companyName;
  if (after.companyType !== before.companyType) changes.companyType = after.companyType;
  if (after.region !== before.region) changes.region = after.region;
  if ((after.franchiseId ?? null) !== before.franchiseId) changes.franchiseId = after.franchiseId ?? null;
  if (JSON.stringify(after.endClients) !== JSON.stringify(before.endClients)) changes.endClients = after.endClients ?? [];
  if ((after.logo ?? null) !== before.logo) changes.logo = after.logo ?? null;
  return changes;
}
