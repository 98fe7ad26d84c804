import type { SetShiftsBody, Site, StaticRoom } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The site routes the shifts screen uses (spec §7 "Site"). The site is read under the same
 * key as the site admin page (`admin`, `site`, id), so a change on either shows on both.
 */
export const siteQuery = (siteId: string | null) =>
  getQueryOptions<Site>(queryKeys.admin('site', siteId), siteId === null ? null : apiPath(`site/${encodeURIComponent(siteId)}`));

/**
 * The rooms of the room picker. Admins read the admin list (the room admin screens' key);
 * other users, who only see the shifts, read the rooms they may see (`room/staticRooms`):
 * the admin list answers 403 to a user without the room permission. Both answer the
 * `StaticRoom` fields (an admin room has more), which is all the picker reads.
 */
export const pickerRoomsQuery = (siteId: string | null, admin: boolean) =>
  getQueryOptions<StaticRoom[]>(
    admin ? queryKeys.admin('rooms', siteId) : queryKeys.admin('static-rooms', siteId),
    siteId === null ? null : admin ? apiPath('admin/rooms', { siteId }) : apiPath('room/staticRooms', { siteId }),
  );

/**
 * Shifts decide which SLA a new call gets, the filter's shift list and the statistics'
 * shift buckets: a change marks those stale too (the admin keys always are).
 */
const SHIFT_VIEWS = (siteId: string) => [queryKeys.filterOptions(''), queryKeys.siteStats(siteId), queryKeys.realtimeSnapshot(siteId)] as const;

/** The answer is the site as the read model holds it now: it replaces the cached copy at once. */
function useKeepSite(siteId: string) {
  const client = useQueryClient();
  return (site: Site) => client.setQueryData(queryKeys.admin('site', siteId), site);
}

/** `POST /api/site/shifts/{id}`: replaces every shift. A 400 is left to the caller's onError. */
export function useSaveShifts(siteId: string, popup: 'saved' | 'deleted') {
  const keep = useKeepSite(siteId);
  return useAdminWrite<SetShiftsBody, Site>({
    request: (body) => ({ method: 'POST', url: apiPath(`site/shifts/${encodeURIComponent(siteId)}`), body }),
    invalidates: SHIFT_VIEWS(siteId),
    popup,
    onSuccess: keep,
  });
}

/** `DELETE /api/site/shifts/{id}?companyId=`: removes every shift of the site. */
export function useClearShifts(siteId: string) {
  const keep = useKeepSite(siteId);
  return useAdminWrite<string, Site>({
    request: (companyId) => ({ method: 'DELETE', url: apiPath(`site/shifts/${encodeURIComponent(siteId)}`, { companyId }) }),
    invalidates: SHIFT_VIEWS(siteId),
    popup: 'deleted',
    onSuccess: keep,
  });
}
