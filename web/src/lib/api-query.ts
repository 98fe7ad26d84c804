import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** A GET of `url` cached under `queryKey`; a null URL loads nothing yet (no site or room to ask about). */
export const getQueryOptions = <T>(queryKey: QueryKey, url: string | null) =>
  queryOptions({
    queryKey,
    queryFn: url === null ? skipToken : ({ signal }) => apiRequest<T>(url, { signal }),
  });
