import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface FreshQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

/**
 * A read that starts now, cached under its key. A read of the same key already on its way
 * may have been answered before things the caller has since seen (a live message), so it
 * is cancelled rather than joined; its caller gets the cached data, or a CancelledError.
 */
export function queryFresh<T>(client: QueryClient, query: FreshQuery<T>): Promise<T> {
  void client.cancelQueries({ queryKey: query.queryKey, exact: true });
  return client.query({ ...query, staleTime: 0 });
}
