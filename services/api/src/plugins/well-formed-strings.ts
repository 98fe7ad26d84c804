import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem-details.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as sent, or null when it can. */
function flaw(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate is not text in any encoding; PostgreSQL's jsonb refuses it.
  if (LONE_SURROGATE.test(value)) return 'must be well-formed Unicode (no lone surrogates)';
  return null;
}

/** A malformed name as it can be echoed: NULs and surrogates replaced. */
const printable = (value: string) => [...value].map((char) => (char === '\u0000' || LONE_SURROGATE.test(char) ? '?' : char)).join('');

/** The first malformed string in a parsed request part, as `part/path/to/field`, with its flaw. */
export function findMalformedString(value: unknown, path: string, depth = 0): { name: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = flaw(value);
    return reason ? { name: path, reason } : null;
  }
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyFlaw = flaw(key);
    if (keyFlaw) return { name: `${path}/${printable(key)}`, reason: `has a field name that ${keyFlaw}` };
    const found = findMalformedString(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every request part (path, query, JSON body) is checked for strings the database cannot
 * store (NUL characters, lone surrogates) before any route sees it, and answered with 400
 * naming the field: otherwise PostgreSQL would refuse the write with a 500, and a device
 * retrying would loop on it forever.
 */
export function registerWellFormedStrings(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const found =
      findMalformedString(request.params, 'params') ?? findMalformedString(request.query, 'querystring') ?? findMalformedString(request.body, 'body');
    if (found) return sendProblem(reply, 400, `Invalid ${found.name}`, [found]);
  });
}
