import type { SiteCallSettingsBody, SiteCallSettingsResponse } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const callsKey = (siteId: string) => queryKeys.admin('site-calls', siteId);

/** `GET /api/site/calls/{id}`: the site's call rules (the defaults until first set). */
export const callSettingsQuery = (siteId: string) =>
  getQueryOptions<SiteCallSettingsResponse>(callsKey(siteId), apiPath(`site/calls/${encodeURIComponent(siteId)}`));

/**
 * `PUT /api/site/calls/{id}`: replaces the rules; the answer replaces the cached copy. The
 * service names feed the filter bar's service list, so its options go stale too. A 400 is
 * left to the form.
 */
export function useSaveCallSettings(siteId: string) {
  const client = useQueryClient();
  return useAdminWrite<SiteCallSettingsBody, SiteCallSettingsResponse>({
    request: (body) => ({ method: 'PUT', url: apiPath(`site/calls/${encodeURIComponent(siteId)}`), body }),
    invalidates: [queryKeys.filterOptions('')],
    onSuccess: (saved) => client.setQueryData(callsKey(siteId), saved),
  });
}
