import { EMAIL_PATTERN, PHONE_PATTERN, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@facility/contracts';
import {
  createSession,
  deleteSession,
  findUserByEmail,
  isEmailTaken,
  isPhoneTaken,
  isUsernameTaken,
  type ReadModelDatabase,
} from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { requireUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { LoggedUser, LoginBody, ValidityAnswer } from './auth.schemas.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { RateLimiter } from './rate-limiter.ts';
import { newSecretToken, SESSION_COOKIE, SESSION_TTL_MS } from './secret-token.ts';

const WINDOW_MS = 15 * 60_000;

export interface AuthRouteOptions {
  db: Kysely<ReadModelDatabase>;
  /** Failed logins allowed per email and per client address in 15 minutes. */
  loginLimits?: { perEmail: number; perAddress: number };
}

const loggedUser = (user: { username: string; email: string; type: string; roles: string[]; level: string }) => ({
  username: user.username,
  email: user.email,
  type: user.type,
  roles: user.roles,
  level: user.level,
});

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

/** Login, logout, the logged-in user, and the admin form's validity checks (spec §7 "Auth"). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, { db, loginLimits }) => {
  // Both keys: one email guessed from many addresses, and many emails tried from one address.
  const byEmail = new RateLimiter({ limit: loginLimits?.perEmail ?? 10, windowMs: WINDOW_MS });
  const byAddress = new RateLimiter({ limit: loginLimits?.perAddress ?? 50, windowMs: WINDOW_MS });

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in; sets the httpOnly session cookie', body: LoginBody, response: { 200: LoggedUser } } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const wait = Math.max(byEmail.retryAfter(email), byAddress.retryAfter(request.ip));
      if (wait > 0) {
        reply.header('retry-after', Math.ceil(wait / 1000));
        return sendProblem(reply, 429, 'Too many login attempts; try again later');
      }
      const user = await findUserByEmail(db, email);
      const passwordOk = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !user.active || !passwordOk) {
        byEmail.record(email);
        byAddress.record(request.ip);
        return sendProblem(reply, 401, 'Wrong email or password');
      }
      byEmail.reset(email);
      const { token, tokenHash } = newSecretToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await createSession(db, { tokenHash, userId: user.userId, now, expiresAt });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
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
    async (request) => loggedUser(request.user!),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session and clear its cookie' } },
    async (request, reply) => {
      if (request.user) await deleteSession(db, request.user.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  // The admin user form checks its fields as they are typed; only signed-in users may ask,
  // since the answers tell which emails, usernames and phones have accounts.
  const check = (name: string, valid: (value: string) => boolean, taken: (value: string) => Promise<boolean>) =>
    app.get(
      `/api/auth/is-${name}-valid`,
      {
        preHandler: requireUser,
        schema: {
          tags: ['auth'],
          summary: `Is this ${name} well-formed and free?`,
          querystring: Type.Object({ [name]: Type.String({ maxLength: 254 }) }),
          response: { 200: ValidityAnswer },
        },
      },
      async (request) => {
        const value = String((request.query as Record<string, string>)[name]).trim();
        if (!valid(value)) return { valid: false, reason: 'format' as const };
        return (await taken(value)) ? { valid: false, reason: 'taken' as const } : { valid: true };
      },
    );
  check('email', (v) => matches(EMAIL_PATTERN, v), (v) => isEmailTaken(db, v));
  check('username', (v) => v.length >= USERNAME_MIN_LENGTH && matches(USERNAME_PATTERN, v), (v) => isUsernameTaken(db, v));
  check('phone', (v) => matches(PHONE_PATTERN, v), (v) => isPhoneTaken(db, v));
};
