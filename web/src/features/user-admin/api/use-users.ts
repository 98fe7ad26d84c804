import type { AdminFranchise, AdminUser, CreateUserBody, SiteUser, UpdateUserBody } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { session } from '../../../stores/session.store.ts';
import type { OrgCompany, OrgFranchise, Signer } from '../model/grant-options.ts';
import { findSigner } from '../model/user-list.ts';

export type StatusFilter = 'all' | 'active' | 'deactivated';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'deactivated'];

/** `GET /api/admin/users?status=`: the users the signer may see (admins with the user permission). */
export function adminUsersQuery(status: StatusFilter, enabled = true) {
  const url = apiPath('admin/users', { status: status === 'all' ? undefined : status });
  return getQueryOptions<AdminUser[]>(queryKeys.admin('users', status), enabled ? url : null);
}

/** `GET /api/site-users?siteId=`: a site's people (admins and holders of the `users` permission). */
export function siteUsersQuery(siteId: string | null) {
  return getQueryOptions<SiteUser[]>(queryKeys.admin('site-users', siteId), siteId === null ? null : apiPath('site-users', { siteId }));
}

/** Whether the signed-in user may see a site's people (spec §2 `/users`). */
export function useMaySeeSitePeople(): boolean {
  const { user } = useSnapshot(session);
  return user?.type === 'admin' || (user?.roles.includes('users') ?? false);
}

/** Whether the signed-in user may use the admin user routes (type admin with the `user` permission). */
export function useMayAdministerUsers(): boolean {
  const { user } = useSnapshot(session);
  return user?.type === 'admin' && user.roles.includes('user');
}

const NO_SCOPES = { franchiseIds: [], companyIds: [], siteIds: [] };

/**
 * The signed-in user as a grantor: its roles and level from the session, its scopes from
 * its own record in the admin list (the logged user carries none). Until that list is
 * there, it holds no scopes, so nothing is offered that it might not hold.
 */
export function useSigner(): { signer: Signer | null; roles: readonly string[]; email: string | null } {
  const { user } = useSnapshot(session);
  const { data: users } = useQuery(adminUsersQuery('all', useMayAdministerUsers()));
  if (!user) return { signer: null, roles: [], email: null };
  const record = users ? findSigner(users, user.email) : null;
  return { signer: { level: user.level, scopes: record?.scopes ?? NO_SCOPES }, roles: user.roles, email: user.email };
}

/**
 * The organisation to pick grants from: companies and sites from the filter's list (every
 * signer may read it, names and hierarchy included), franchises from the franchise admin
 * list when the signer holds that permission, else those its companies name.
 */
export function useOrganisation(): { companies: OrgCompany[]; franchises: OrgFranchise[]; loaded: boolean } {
  const { user } = useSnapshot(session);
  const mayListFranchises = user?.type === 'admin' && user.roles.includes('franchise');
  const companies = useCompanies();
  const franchises = useQuery(getQueryOptions<AdminFranchise[]>(queryKeys.admin('franchises'), mayListFranchises ? '/api/admin/franchises' : null));
  return {
    companies: companies.data ?? [],
    franchises: (franchises.data ?? []).map((franchise) => ({ id: franchise.franchiseId, name: franchise.franchiseName })),
    loaded: companies.data !== undefined,
  };
}

export interface SaveUserInput {
  userId: string | null;
  body: CreateUserBody | UpdateUserBody;
}

/** Create (POST) or change (PUT) a user; the save popup and the lists' refresh come with it. */
export function useSaveUser(onSaved: (user: AdminUser) => void) {
  return useAdminWrite<SaveUserInput, AdminUser>({
    request: ({ userId, body }) =>
      userId === null ? { method: 'POST', url: '/api/admin/users', body } : { method: 'PUT', url: `/api/admin/users/${encodeURIComponent(userId)}`, body },
    onSuccess: onSaved,
  });
}

/**
 * Deactivate a user: `DELETE /api/admin/users/{id}`. The server ends its sessions at once
 * (and closes its live sockets); the user stays listed as deactivated. There is no way
 * back: the user's stream refuses further commands.
 */
export function useDeactivateUser(onDone: () => void) {
  return useAdminWrite<string>({
    request: (userId) => ({ method: 'DELETE', url: `/api/admin/users/${encodeURIComponent(userId)}` }),
    popup: 'none',
    onSuccess: onDone,
  });
}
