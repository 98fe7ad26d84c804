import cookie from '@fastify/cookie';
import { findSessionUserId, findUserById, type ReadModelDatabase } from '@facility/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken, SESSION_COOKIE } from '../features/auth/secret-token.ts';
import { sendProblem } from './problem-details.ts';

/** The signed-in user as the API's handlers see it. */
export interface SessionUser {
  userId: string;
  username: string;
  email: string;
  type: string;
  roles: string[];
  level: string;
  scopes: { franchiseIds: string[]; companyIds: string[]; siteIds: string[] };
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when the request carries a live session cookie. */
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that a browser sent from another site is refused: the session
 * cookie would otherwise ride along (cross-site request forgery). Browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`; clients that are not browsers send
 * neither and carry no ambient cookie risk. Device ingest uses a bearer token, not a cookie.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Cookies, the session lookup for every request, and the cross-site guard. */
export async function registerAuth(app: FastifyInstance, db: Kysely<ReadModelDatabase>): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSite(request)) return sendProblem(reply, 403, 'Cross-site requests may not change anything');
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await userOfSession(db, token, new Date());
  });
}

/** The active user a session token belongs to, or null (unknown, expired, logged out, deactivated). */
export async function userOfSession(db: Kysely<ReadModelDatabase>, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const userId = await findSessionUserId(db, tokenHash, now);
  const user = userId ? await findUserById(db, userId) : null;
  if (!user?.active) return null;
  const { username, email, type, roles, level, scopes } = user;
  return { userId: user.userId, username, email, type, roles, level, scopes, tokenHash };
}

/** preHandler for routes that need a signed-in user: 401 problem details otherwise. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) await sendProblem(reply, 401, 'Sign in first');
}
