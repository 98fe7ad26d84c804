import type { Site, SiteTimeSavingBody } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `PUT /api/site/timeSaving/{id}`: whether time saved and estimated ROI are computed, and
 * with what. The overview's numbers depend on it, so its statistics are marked stale too.
 */
export const useSaveTimeSaving = (siteId: string, onSaved: (site: Site) => void) =>
  useAdminWrite<SiteTimeSavingBody, Site>({
    request: (body) => ({ method: 'PUT', url: apiPath(`site/timeSaving/${encodeURIComponent(siteId)}`), body }),
    invalidates: [queryKeys.siteStats(siteId)],
    onSuccess: onSaved,
  });
