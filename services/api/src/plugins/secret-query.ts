import type { IncomingMessage } from 'node:http';

/** Query parameters that carry secrets: never logged, never echoed. */
const SECRET_PARAMS = ['token'];

/** The URL without its secret query parameters (the rest keeps its order). */
export function withoutSecretQuery(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  if (!SECRET_PARAMS.some((name) => query.has(name))) return url;
  for (const name of SECRET_PARAMS) query.delete(name);
  const rest = query.toString();
  return `${url.slice(0, queryAt)}${rest ? `?${rest}` : ''}`;
}

/**
 * Fastify's `rewriteUrl`: a device token put in the query of an ordinary request (only the
 * device channel's WebSocket upgrade may carry one, and that is moved into a header before
 * Fastify sees it) is dropped before the request is routed or logged. It authenticates
 * nothing; the device gets its 401 like any request without a token.
 */
export function rewriteSecretQuery(request: IncomingMessage & { originalUrl?: string }): string {
  const url = withoutSecretQuery(request.url ?? '/');
  request.originalUrl = url;
  return url;
}
