import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Two more tries (after about 1 s and 2 s) ride out a restart or a dropped connection. */
export const MAX_RETRIES = 2;

/**
 * Whether trying again may help: a network failure (fetch rejects with a TypeError) or a
 * server error. A 4xx answer says the request itself is wrong, forbidden or the session is
 * gone (401): asking again gives the same answer, and a 401 must reach the login at once.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

export const shouldRetry = (failureCount: number, error: unknown): boolean => failureCount < MAX_RETRIES && isTransient(error);

/** The dashboard's one cache of server state. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data is stale at once: a screen opened again shows what it had and reloads, as
        // screens always did; while it stays open, an unchanged filter asks nothing.
        staleTime: 0,
        // A new filter's answer replaces the old one only once it is there (QueryView dims
        // the old one meanwhile), so a filter change never blanks the screen.
        placeholderData: keepPreviousData,
        retry: shouldRetry,
        // Switching tabs back and forth would reload every screen on the way; the real-time
        // board catches up on its own when its tab comes back (live.store.ts).
        refetchOnWindowFocus: false,
      },
    },
  });
}
