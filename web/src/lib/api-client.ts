/**
 * The one way the dashboard talks to the API: same origin, base `/api/`, the session
 * cookie sent (spec §7). Failures become {@link ApiError} carrying the server's problem
 * details; a 401 anywhere means the session is gone, so the app is told to go back to the
 * root route (spec §8), where the navigation guard sends the user to /login.
 */
/** One field the server refused (RFC 9457 `invalid-params`): a JSON pointer such as `body/name`, and why. */
export interface InvalidParam {
  name: string;
  reason: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly invalidParams: readonly InvalidParam[];

  constructor(status: number, message: string, detail: string | null, invalidParams: readonly InvalidParam[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.invalidParams = invalidParams;
  }
}

type UnauthorisedListener = () => void;
const unauthorisedListeners = new Set<UnauthorisedListener>();

/** Called on every 401 except the login call's own (a wrong password is not a lost session). */
export function onUnauthorised(listener: UnauthorisedListener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

/** Tells the app the session is gone. For the one call that reads its answer itself (the what-if stream); the rest go through {@link apiRequest}. */
export function sessionLost(): void {
  for (const listener of unauthorisedListeners) listener();
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Query parameters without the empty ones; lists are comma-separated, as the API reads them. */
export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

export function apiPath(path: string, query: Record<string, QueryValue> = {}): string {
  const search = toSearchParams(query).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The login call answers 401 for a wrong password; that must not end the session. */
  ignoreUnauthorised?: boolean;
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: options.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  if (response.status === 401 && !options.ignoreUnauthorised) sessionLost();
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const problem = (await response.json()) as { title?: string; detail?: string; error?: string; 'invalid-params'?: InvalidParam[] };
    const invalid = Array.isArray(problem['invalid-params']) ? problem['invalid-params'] : [];
    return new ApiError(response.status, problem.error ?? problem.title ?? response.statusText, problem.detail ?? null, invalid);
  } catch {
    return new ApiError(response.status, response.statusText, null);
  }
}
