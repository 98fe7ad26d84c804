import type { FilterCompany } from '@facility/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { CompanyOption } from '../stores/filter-rules.ts';

/** A row of `GET filter/site-company-list` as the filter lists it. */
const toCompanyOption = (row: FilterCompany): CompanyOption => ({
  id: row.company_id,
  name: row.company_name,
  franchiseId: row.franchiseId,
  franchiseName: row.franchiseName,
  sites: row.sites.map((site) => ({ id: site.site_id, name: site.site_name, type: site.type, timezone: site.timezone })),
});

/**
 * The companies and sites the user may see. Read once a session, as the filter always did
 * (logout forgets the cache): the selection is checked against it when it arrives.
 */
export const companiesQuery = queryOptions({
  queryKey: queryKeys.companies(),
  queryFn: async ({ signal }) => (await apiRequest<FilterCompany[]>('/api/filter/site-company-list', { signal })).map(toCompanyOption),
  staleTime: Infinity,
  // The app's observer outlives a session: the previous session's list (another user's,
  // perhaps) must never stand in while the next one's loads.
  placeholderData: undefined,
});

export const useCompanies = () => useQuery(companiesQuery);
