import {
  EMAIL_PATTERN,
  LoggedUser,
  LoginBody,
  PHONE_PATTERN,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  ValidityAnswer,
  ValidityQuerystrings,
} from '@facility/contracts';
import { claimLoginAttempt, clearLoginThrottle, createSession, deleteSession, deleteStaleLoginThrottles, findHolder, findUserByEmail, forgiveLoginAttempt } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mayKnowUser } from '../../tenancy/tenancy.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { decideAttempt, DEFAULT_LOGIN_THROTTLE, throttleKeys, type LoginThrottlePolicies } from './login-throttle.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { newSecretToken, SESSION_COOKIE, SESSION_TTL_MS } from './secret-token.ts';
import { sessionEnded } from './session-ended.ts';

export interface AuthRouteOptions {
  /** How failed logins slow a guesser down (defaults: DEFAULT_LOGIN_THROTTLE). */
  loginThrottle?: LoginThrottlePolicies;
}

/** Validity checks one user may make per minute: a form typing letter by letter stays far below. */
const CHECKS_PER_MINUTE = 60;
/** How often the throttle table is swept of quiet keys. */
const SWEEP_EVERY_MS = 10 * 60_000;

const loggedUser = (user: { username: string; email: string; type: string; roles: string[]; level: string }) => ({
  username: user.username,
  email: user.email,
  type: user.type,
  roles: user.roles,
  level: user.level,
});

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

/** Login, logout, the logged-in user, and the admin form's validity checks (spec §7 "Auth"). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { loginThrottle = DEFAULT_LOGIN_THROTTLE }) => {
  const { db } = app;
  let sweptAt = 0;

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in; sets the httpOnly session cookie', body: LoginBody, response: { 200: LoggedUser } } },
    async (request, reply) => {
      const now = app.clock();
      const email = request.body.email.trim().toLowerCase();
      const keys = throttleKeys(request.ip, email);
      // Counted before the password is checked, atomically in PostgreSQL: concurrent guesses
      // from any number of API processes are counted one after another.
      const claim = await claimLoginAttempt(
        db,
        [
          { key: keys.pair, decide: (state) => decideAttempt(state, now, loginThrottle.pair) },
          { key: keys.address, decide: (state) => decideAttempt(state, now, loginThrottle.address) },
        ],
        now,
      );
      if (!claim.allowed) {
        reply.header('retry-after', Math.max(1, Math.ceil(claim.retryAfterMs / 1000)));
        return sendProblem(reply, 429, 'Too many login attempts; try again later');
      }
      if (now.getTime() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = now.getTime();
        await deleteStaleLoginThrottles(db, new Date(now.getTime() - loginThrottle.pair.quietMs));
      }
      const user = await findUserByEmail(db, email);
      const passwordOk = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !user.active || !passwordOk) return sendProblem(reply, 401, 'Wrong email or password');
      // The guesser's pair starts again; the address keeps its other failures.
      await clearLoginThrottle(db, keys.pair);
      await forgiveLoginAttempt(db, keys.address);
      const { token, tokenHash } = newSecretToken();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await createSession(db, { tokenHash, userId: user.userId, now, expiresAt });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        // Strict: no cross-site request, not even a top-level navigation, carries the
        // session. The dashboard is a single-page app, so a link into it from elsewhere
        // still opens it; its own same-origin calls then carry the cookie.
        sameSite: 'strict',
        // Behind a TLS proxy (TRUST_PROXY) the cookie never travels in clear text.
        secure: request.protocol === 'https',
        path: '/',
        expires: expiresAt,
      });
      return loggedUser(user);
    },
  );

  app.get(
    '/api/auth/loggedInUser',
    { preHandler: requireUser, schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: LoggedUser } } },
    async (request) => loggedUser(request.sessionUser),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session and clear its cookie; its live sockets are closed too' } },
    async (request, reply) => {
      if (request.user) {
        await deleteSession(db, request.user.tokenHash);
        // Every API process forgets it and closes the sockets it opened.
        await sessionEnded(app, request.user.tokenHash);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  // The admin user form checks its fields as they are typed. The answers tell which emails,
  // usernames and phones have accounts, so only signed-in users may ask, at a bounded rate,
  // and "taken" is said only of users the caller may know of (see mayKnowUser): a value held
  // elsewhere answers like a free one, and the command that creates the user refuses it.
  const check = (name: 'email' | 'username' | 'phone', valid: (value: string) => boolean) =>
    app.get(
      `/api/auth/is-${name}-valid`,
      {
        preHandler: requireUser,
        config: { rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `check:${request.user?.userId ?? request.ip}` } },
        schema: {
          tags: ['auth'],
          summary: `Is this ${name} well-formed and free?`,
          description: `Says "taken" only of users the caller may know of (the provider: anyone; others: users sharing a franchise, company or site). ${CHECKS_PER_MINUTE} checks a minute per user.`,
          querystring: ValidityQuerystrings[name],
          response: { 200: ValidityAnswer },
        },
      },
      async (request) => {
        const value = String((request.query as Record<string, string>)[name]).trim();
        if (!valid(value)) return { valid: false, reason: 'format' as const };
        const holder = await findHolder(db, name, value);
        return holder && mayKnowUser(request.sessionUser, holder) ? { valid: false, reason: 'taken' as const } : { valid: true };
      },
    );
  check('email', (v) => matches(EMAIL_PATTERN, v));
  check('username', (v) => v.length >= USERNAME_MIN_LENGTH && matches(USERNAME_PATTERN, v));
  check('phone', (v) => matches(PHONE_PATTERN, v));
};
