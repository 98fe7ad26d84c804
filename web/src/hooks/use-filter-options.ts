import type { FilterOptions } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiPath } from '../lib/api-client.ts';
import { getQueryOptions } from '../lib/api-query.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { filters } from '../stores/filter.store.ts';

/**
 * `GET filter/options/{companyId}` (spec §3 "Filter options"): the selected company's rooms,
 * buildings, shifts and the rest the filter offers; read once a session per company. Until
 * another company's arrive, the previous ones stay shown.
 */
export function useFilterOptions() {
  const companyId = useSnapshot(filters).selection.company;
  const url = companyId ? apiPath(`filter/options/${encodeURIComponent(companyId)}`) : null;
  return useQuery({ ...getQueryOptions<FilterOptions>(queryKeys.filterOptions(companyId), url), staleTime: Infinity });
}
