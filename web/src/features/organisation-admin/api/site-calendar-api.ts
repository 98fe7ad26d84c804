import type { OffDays, OffDaysBody, Site } from '@facility/contracts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const calendarPath = (siteId: string) => `site/offdays/${encodeURIComponent(siteId)}`;

/** `GET /api/site/offdays/{id}`: the site's off-days and holidays. */
export const siteCalendarQuery = (siteId: string) => getQueryOptions<OffDays>(queryKeys.admin('site-calendar', siteId), apiPath(calendarPath(siteId)));

/** `PUT /api/site/offdays/{id}` with both lists; answers the site with them sorted. */
export const useSaveSiteCalendar = (siteId: string, onSaved: (site: Site) => void) =>
  useAdminWrite<OffDaysBody, Site>({ request: (body) => ({ method: 'PUT', url: apiPath(calendarPath(siteId)), body }), onSuccess: onSaved });
