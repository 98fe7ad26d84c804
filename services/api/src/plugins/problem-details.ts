import { UNKNOWN_FIELD_REASON } from '@facility/contracts';
import { ConcurrencyError, InvalidAppendError, isTransientDatabaseError } from '@facility/event-store';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { IllegalStateError, NotFoundError, ValidationError } from '../domain/errors.ts';
import type { Duplex } from 'node:stream';
import type { PageFallback } from './web-bundle.ts';

/** One invalid field: a JSON pointer into the request part it belongs to, and why. */
export interface InvalidParam {
  name: string;
  reason: string;
}

/** An RFC 9457 problem details body. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  'invalid-params'?: InvalidParam[];
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A problem details body. `instance` is the request's path without its query, so nothing a
 * client put in the query (a token, a search) is echoed back or cached with the error.
 */
export function problemOf(status: number, url: string, detail?: string, invalid?: InvalidParam[]): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    instance: url.split('?')[0],
    ...(invalid?.length ? { 'invalid-params': invalid } : {}),
  };
}

/**
 * How long a client is asked to wait before trying again when the database is away: long
 * enough for a restart or a fail-over to settle, short enough that a device's queue stays
 * small.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly';

export function sendProblem(reply: FastifyReply, status: number, detail?: string, invalid?: InvalidParam[]): FastifyReply {
  return reply.code(status).type('application/problem+json').send(problemOf(status, reply.request.url, detail, invalid));
}

/**
 * Answers on a raw socket, outside Fastify (a refused upgrade, a request the HTTP parser
 * rejected), with problem details, and closes it: at once once the answer is flushed, and
 * by force a second later if the peer does not close its side.
 */
export function endWithProblem(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  const title = TITLES[status] ?? 'Error';
  const body = JSON.stringify({ type: 'about:blank', title, status });
  socket.end(`HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** Errors Node's HTTP parser answers before Fastify sees a request (headers too large, a malformed request line). */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  endWithProblem(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
}

interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  schemaPath?: string;
  message?: string;
  params?: { requiredProperties?: unknown; missingProperty?: unknown; additionalProperties?: unknown };
}

/**
 * One entry per invalid field: `/events/0/id` in the body becomes `body/events/0/id`, and a
 * missing or unknown property is named itself (`body/events`) rather than by its parent.
 * TypeBox reports an unknown property twice (the parent's `additionalProperties` listing it,
 * and the property failing the `false` schema, "schema is false"): the second is dropped.
 */
function invalidParams(context: string | undefined, issues: readonly ValidationIssue[]): InvalidParam[] {
  const part = context ?? 'body';
  return issues.flatMap((issue) => {
    const path = `${part}${issue.instancePath}`;
    if (issue.keyword === 'boolean' && issue.schemaPath?.endsWith('/additionalProperties')) return [];
    const unknown = issue.keyword === 'additionalProperties' ? issue.params?.additionalProperties : undefined;
    if (Array.isArray(unknown)) return unknown.map((name) => ({ name: `${path}/${String(name)}`, reason: UNKNOWN_FIELD_REASON }));
    const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty;
    if (Array.isArray(missing) || typeof missing === 'string') {
      return [missing].flat().map((name) => ({ name: `${path}/${String(name)}`, reason: 'is required' }));
    }
    return [{ name: path, reason: issue.message ?? 'is invalid' }];
  });
}

/**
 * Every error leaves as problem details (RFC 9457). Validation failures name each field;
 * domain errors keep their message; anything unexpected is logged and answered with a
 * generic 500 so internals (SQL, stack traces) never reach a client.
 */
export interface ProblemDetailsOptions {
  /** Unknown GET paths a browser asks for are the dashboard's own routes (history mode). */
  pageFallback?: PageFallback | null;
  /**
   * Unknown routes per client address and minute (needs `@fastify/rate-limit` registered):
   * an attacker could enumerate URLs cheaply if 404s were not rate limited (pages of the
   * dashboard do not count).
   */
  notFoundPerMinute?: number;
}

export function registerProblemDetails(app: FastifyInstance, options: ProblemDetailsOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const invalid = invalidParams(error.validationContext, error.validation as ValidationIssue[]);
      return sendProblem(reply, 400, `Invalid ${invalid.map((param) => param.name).join(', ')}`, invalid);
    }
    if (error instanceof ValidationError) {
      return sendProblem(reply, 400, error.message, [{ name: error.field, reason: error.message }]);
    }
    if (error instanceof InvalidAppendError) return sendProblem(reply, 400, error.message);
    if (error instanceof NotFoundError) return sendProblem(reply, 404, error.message);
    if (error instanceof IllegalStateError) return sendProblem(reply, 409, error.message);
    if (error instanceof ConcurrencyError) {
      return sendProblem(reply, 412, 'The resource was changed by someone else; reload and try again');
    }
    // The database went away or is overloaded (a restart, a fail-over, too many clients):
    // nothing was stored, and the same request may succeed in a moment. A 503 with
    // Retry-After tells a device to keep its events and send them again, and a load
    // balancer to steer around this node; a 500 would read as a bug in the request.
    if (isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, 503, DATABASE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, status);
    }
    return sendProblem(reply, status, error.message);
  });

  const pageFallback = options.pageFallback ?? null;
  app.setNotFoundHandler(
    {
      preHandler:
        options.notFoundPerMinute === undefined
          ? []
          : app.rateLimit({ max: options.notFoundPerMinute, timeWindow: 60_000, allowList: (request) => pageFallback?.wantsPage(request) === true }),
    },
    (request, reply) => pageFallback?.serve(request, reply) ?? sendProblem(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}
