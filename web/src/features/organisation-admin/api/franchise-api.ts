import type { AdminFranchise, CreateFranchiseBody, UpdateFranchiseBody } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/franchises`: the franchises the caller may see, by name, with their company counts. */
export const franchisesQuery = () => getQueryOptions<AdminFranchise[]>(queryKeys.admin('franchises'), apiPath('admin/franchises'));

const franchisePath = (franchiseId: string) => `admin/franchises/${encodeURIComponent(franchiseId)}`;
export const franchiseHistoryPath = (franchiseId: string) => `${franchisePath(franchiseId)}/history`;

type SaveFranchise = { franchiseId: null; body: CreateFranchiseBody } | { franchiseId: string; body: UpdateFranchiseBody };

/** `POST /api/admin/franchises` (new) or `PUT /api/admin/franchises/{id}`; the save popup on success. */
export const useSaveFranchise = (onSaved: (franchise: AdminFranchise) => void) =>
  useAdminWrite<SaveFranchise, AdminFranchise>({
    request: ({ franchiseId, body }) => (franchiseId === null ? { method: 'POST', url: apiPath('admin/franchises'), body } : { method: 'PUT', url: apiPath(franchisePath(franchiseId)), body }),
    onSuccess: onSaved,
  });

/** `DELETE /api/admin/franchises/{id}`: its companies stay, without a franchise; "Deleted!" on success. */
export const useDeleteFranchise = (onDeleted: () => void) =>
  useAdminWrite<string>({ request: (franchiseId) => ({ method: 'DELETE', url: apiPath(franchisePath(franchiseId)) }), popup: 'deleted', onSuccess: onDeleted });
