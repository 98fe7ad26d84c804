import cookie from '@fastify/cookie';
import { findLiveSession, findUserById, type ReadModelDatabase } from '@facility/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { IncomingMessage } from 'node:http';
import { keptRecord, type OrganisationRecords } from '../features/read-caches/records.ts';
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
    /**
     * The signed-in user, for routes behind {@link requireUser} (usually one hook for a
     * plugin's whole scope). Reading it without a session answers 401 rather than
     * trusting a `!`: a route that forgot the hook still cannot serve an anonymous caller.
     */
    readonly sessionUser: SessionUser;
  }
}

const notSignedIn = () => Object.assign(new Error('Sign in first'), { statusCode: 401 });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes something although its method is GET (the spec's kiosk commands):
     * the cross-site guard treats it like a POST, and more strictly.
     */
    changesState?: boolean;
  }
}

const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * A state-changing request that a browser sent from another site is refused: the session
 * cookie would otherwise ride along (cross-site request forgery). Browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`; clients that are not browsers send
 * neither and carry no ambient cookie risk. Device ingest uses a bearer token, not a cookie.
 *
 * A GET that changes something (`changesState`) is held to more: browsers send no `Origin`
 * on a top-level navigation, and a link or a redirect on another site, or one pasted into
 * the address bar (`Sec-Fetch-Site: none`), must not restart a tablet. Only the dashboard's
 * own calls (`same-origin`) pass; without fetch metadata, `Origin` and `Referer` must name
 * this host when present.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const strict = request.routeOptions.config?.changesState === true;
  if (SAFE_METHODS.has(request.method) && !strict) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (strict && fetchSite !== undefined) return fetchSite !== 'same-origin';
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const host = request.headers.host;
  const origin = hostOf(request.headers.origin);
  if (origin !== null && origin !== host) return true;
  const referer = strict ? hostOf(request.headers.referer) : null;
  return referer !== null && referer !== host;
}

/**
 * A socket.io handshake (polling or WebSocket) sent by a page of another site: browsers
 * always send `Origin` there, and the session cookie would ride along, so a foreign page
 * could read the live board of whoever visits it. Clients that are not browsers send no
 * `Origin` and pass.
 */
export function isCrossSiteHandshake(request: IncomingMessage): boolean {
  const origin = hostOf(request.headers.origin);
  return origin !== null && origin !== request.headers.host;
}

/** Cookies, the session lookup for every request, and the cross-site guard. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionUser', {
    getter(this: FastifyRequest) {
      if (!this.user) throw notSignedIn();
      return this.user;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSite(request)) return sendProblem(reply, 403, 'Cross-site requests may not change anything');
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await userOfSession(app.db, token, app.clock(), app.records);
  });
}

/** The active user a session token belongs to, or null (unknown, expired, logged out, deactivated). */
export async function userOfSession(db: Kysely<ReadModelDatabase>, token: string, now: Date, records?: OrganisationRecords | null): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  // Both are kept between requests where the process hears what changes them: a session
  // until it ends (logout, a new password, deactivation: the ending process forgets it at
  // once and tells the others), a user until an organisation change.
  const session = await keptRecord(records?.sessions, tokenHash, (hash) => findLiveSession(db, hash, now));
  if (!session || session.expiresAt <= now) return null;
  const user = await keptRecord(records?.users, session.userId, (id) => findUserById(db, id));
  if (!user?.active) return null;
  const { username, email, type, roles, level, scopes } = user;
  return { userId: user.userId, username, email, type, roles, level, scopes, tokenHash };
}

/** preHandler for routes that need a signed-in user: 401 problem details otherwise. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) await sendProblem(reply, 401, 'Sign in first');
}
