import { ConcurrencyError, InvalidAppendError } from '@facility/event-store';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { IllegalStateError, NotFoundError, ValidationError } from '../domain/errors.ts';
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
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(reply: FastifyReply, status: number, detail?: string, invalid?: InvalidParam[]): FastifyReply {
  const problem: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    instance: reply.request.url,
    ...(invalid?.length ? { 'invalid-params': invalid } : {}),
  };
  return reply.code(status).type('application/problem+json').send(problem);
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: { requiredProperties?: unknown; missingProperty?: unknown };
}

/**
 * One entry per invalid field: `/events/0/id` in the body becomes `body/events/0/id`, and a
 * missing property is named itself (`body/events`) rather than by its parent.
 */
function invalidParams(context: string | undefined, issues: readonly ValidationIssue[]): InvalidParam[] {
  const part = context ?? 'body';
  return issues.flatMap((issue) => {
    const path = `${part}${issue.instancePath}`;
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, status);
    }
    return sendProblem(reply, status, error.message);
  });

  app.setNotFoundHandler(
    (request, reply) => options.pageFallback?.(request, reply) ?? sendProblem(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}
