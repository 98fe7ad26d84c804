import type { WhatIfRealSettings } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/what-if/settings`: the settings the site runs on, which the form starts from. */
export function useWhatIfSettings(siteId: string | null) {
  return useQuery(getQueryOptions<WhatIfRealSettings>(queryKeys.admin('what-if-settings', siteId), siteId === null ? null : apiPath('what-if/settings', { siteId })));
}
