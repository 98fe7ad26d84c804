import type { CreateSiteBody, DeleteSiteBody, Site, UpdateSiteBody } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The site routes (spec §7 "Site"). Their keys sit under the admin prefix so every admin
 * write marks them stale, like the lists.
 */
export const sitesQuery = () => getQueryOptions<Site[]>(queryKeys.admin('sites'), apiPath('site'));

export const siteQuery = (siteId: string) => getQueryOptions<Site>(queryKeys.admin('site', siteId), apiPath(`site/${encodeURIComponent(siteId)}`));

export const siteHistoryPath = (siteId: string) => `site/${encodeURIComponent(siteId)}/history`;

/** `POST /api/site`: a new site with the defaults of spec §3; answers the site. */
export const useCreateSite = (onCreated: (site: Site) => void) =>
  useAdminWrite<CreateSiteBody, Site>({ request: (body) => ({ method: 'POST', url: apiPath('site'), body }), onSuccess: onCreated });

/** `PUT /api/site`: the changed details. */
export const useUpdateSite = (onSaved: (site: Site) => void) =>
  useAdminWrite<UpdateSiteBody, Site>({ request: (body) => ({ method: 'PUT', url: apiPath('site'), body }), onSuccess: onSaved });

/** `DELETE /api/site` with the id in its body. */
export const useDeleteSite = (onDeleted: () => void) =>
  useAdminWrite<string>({ request: (siteId) => ({ method: 'DELETE', url: apiPath('site'), body: { siteId } satisfies DeleteSiteBody }), popup: 'deleted', onSuccess: onDeleted });
