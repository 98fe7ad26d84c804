import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from './api-client.ts';

export interface ApiQueryState<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `url` and reloads whenever it changes: the URL carries the whole filter, so a
 * filter change is exactly one request, and a request overtaken by a newer one is
 * aborted so an old answer can never overwrite a newer one. `null` loads nothing.
 */
export function useApiQuery<T>(url: string | null): ApiQueryState<T> {
  const [state, setState] = useState<{ url: string | null; data: T | undefined; error: Error | null; loading: boolean }>({
    url: null,
    data: undefined,
    error: null,
    loading: url !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<AbortController | null>(null);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    latest.current?.abort();
    latest.current = controller;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    apiRequest<T>(url, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ url, data, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, url, error: error instanceof Error ? error : new Error(String(error)), loading: false }));
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data: state.data, error: state.error, loading: url !== null && (state.loading || state.url !== url), reload };
}
