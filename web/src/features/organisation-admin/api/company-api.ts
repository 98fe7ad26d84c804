import type { AdminCompany, CompanyType, CreateCompanyBody, UpdateCompanyBody } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/companies[?type=]`: the companies the caller may see, by name; the tabs keep one type. */
export const companiesAdminQuery = (type: CompanyType | null) =>
  getQueryOptions<AdminCompany[]>(queryKeys.admin('companies', type ?? 'all'), apiPath('admin/companies', { type }));

const companyPath = (companyId: string) => `admin/companies/${encodeURIComponent(companyId)}`;
export const companyHistoryPath = (companyId: string) => `${companyPath(companyId)}/history`;

type SaveCompany = { companyId: null; body: CreateCompanyBody } | { companyId: string; body: UpdateCompanyBody };

/** `POST /api/admin/companies` (new) or `PUT /api/admin/companies/{id}`; the save popup on success. */
export const useSaveCompany = (onSaved: (company: AdminCompany) => void) =>
  useAdminWrite<SaveCompany, AdminCompany>({
    request: ({ companyId, body }) => (companyId === null ? { method: 'POST', url: apiPath('admin/companies'), body } : { method: 'PUT', url: apiPath(companyPath(companyId)), body }),
    onSuccess: onSaved,
  });

/** `DELETE /api/admin/companies/{id}`; a company with sites left answers 409, shown as a toast by the kit. */
export const useDeleteCompany = (onDeleted: () => void) =>
  useAdminWrite<string>({ request: (companyId) => ({ method: 'DELETE', url: apiPath(companyPath(companyId)) }), popup: 'deleted', onSuccess: onDeleted });
