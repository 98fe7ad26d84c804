import type { SiteSector } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/site/sectors` (spec §7): the sector keys a site may take; the list never changes while the app runs. */
export const useSectors = () =>
  useQuery({
    queryKey: queryKeys.admin('sectors'),
    queryFn: ({ signal }) => apiRequest<SiteSector[]>(apiPath('site/sectors'), { signal }),
    staleTime: Infinity,
  });
