import {
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  CreateUserBody,
  EntityHistory,
  PASSWORD_MIN_LENGTH,
  UpdateUserBody,
  UserIdParams,
  userStreamId,
  type UserAccess,
} from '@facility/contracts';
import {
  endSessionsOfUser,
  getAdminUser,
  isEmailTaken,
  isPhoneTaken,
  isUsernameTaken,
  listAdminUsers,
  listFranchises,
  type AdminUserRecord,
} from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../../../domain/errors.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { hashPassword } from '../../auth/password.ts';
import { sessionEnded } from '../../auth/session-ended.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { adminWrite, checkedBody, mayAdminister, written } from '../admin-access.ts';
import { userDecider } from './user.decider.ts';
import { checkScopesFitLevel, newUserFields, validAccessFields, validProfileFields } from './user.rules.ts';
import { canManageUser, canSeeUser, loadOrganisationIndex, overGrant, type OrganisationIndex } from './user-scope.ts';

const NO_SUCH_USER = 'No such user';
const NEEDS_PERMISSION = 'Needs the user permission';

const toAdminUser = (user: AdminUserRecord): AdminUser => ({ ...user, createdAt: user.createdAt.toISOString() });

/** A new password: 8 to 200 characters, not blank. */
function checkPassword(password: string): void {
  if (password.trim() === '' || [...password].length < PASSWORD_MIN_LENGTH) {
    throw new ValidationError('body/password', `password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
}

/**
 * The admin user routes (INTERFACES.md "Admin API"; spec §3 "User (admin form)"). Every
 * route needs type admin with the `user` permission (403). Tenancy (user-scope.ts): a user
 * the caller may not see answers 404, first, like one that does not exist; one it sees but
 * does not fully hold answers 403 to a change. A caller grants only what it holds. The §5
 * rules answer 400 naming the field; an email, username or phone already held answers 409
 * naming it. Passwords are stored as scrypt hashes and never answered. DELETE deactivates:
 * the user can no longer sign in and its sessions end at once.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };

  const franchiseIdSet = async () => new Set((await listFranchises(db)).map((franchise) => franchise.franchiseId));

  /** The user the caller may see (and, for a change, manage); null once 404 or 403 is answered. */
  const userFor = async (
    caller: SessionUser,
    userId: string,
    reply: FastifyReply,
    change: boolean,
  ): Promise<{ user: AdminUserRecord; index: OrganisationIndex } | null> => {
    const user = await getAdminUser(db, userId);
    const index = await loadOrganisationIndex(db);
    if (!user || !canSeeUser(caller, user, index)) await sendProblem(reply, 404, NO_SUCH_USER);
    else if (!mayAdminister(caller, 'user')) await sendProblem(reply, 403, NEEDS_PERMISSION);
    else if (change && !canManageUser(caller, user, index)) await sendProblem(reply, 403, 'Not allowed to change a user granted more than you');
    else return { user, index };
    return null;
  };

  /** Answers 409 naming the first of email, username and phone another user already holds; false then. */
  const unique = async (reply: FastifyReply, profile: { email?: string; username?: string; phone?: string | null }, exceptUserId?: string) => {
    const taken =
      (profile.email !== undefined && (await isEmailTaken(db, profile.email, exceptUserId)) && 'email') ||
      (profile.username !== undefined && (await isUsernameTaken(db, profile.username, exceptUserId)) && 'username') ||
      (profile.phone && (await isPhoneTaken(db, profile.phone, exceptUserId)) && 'phone');
    if (!taken) return true;
    await sendProblem(reply, 409, `That ${taken} is already taken`, [{ name: `body/${taken}`, reason: 'is already taken' }]);
    return false;
  };

  const refuse = (reply: FastifyReply, refusal: { status: number; field: string; reason: string }) =>
    sendProblem(reply, refusal.status, refusal.reason, [{ name: refusal.field, reason: refusal.reason }]);

  /** Deletes the user's sessions and tells every API process, so its live sockets close too. */
  const endSessions = async (userId: string, exceptTokenHash?: string) => {
    for (const tokenHash of await endSessionsOfUser(db, userId, exceptTokenHash)) await sessionEnded(app, tokenHash);
  };

  const current = async (userId: string) => toAdminUser(written(await getAdminUser(db, userId)));

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['users'],
        summary: 'The users the caller may see, by username, with whether each is active; `status` keeps active or deactivated ones',
        querystring: AdminUserListQuery,
        response: { 200: AdminUserList },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      if (!mayAdminister(caller, 'user')) return sendProblem(reply, 403, NEEDS_PERMISSION);
      const index = await loadOrganisationIndex(db);
      const { status } = request.query;
      return (await listAdminUsers(db))
        .filter((user) => canSeeUser(caller, user, index))
        .filter((user) => status === undefined || user.active === (status === 'active'))
        .map(toAdminUser);
    },
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user with a password, type, permissions, level and the franchises, companies and sites granted (no more than the caller holds)',
        body: CreateUserBody,
        response: { 201: AdminUser },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      if (!mayAdminister(caller, 'user')) return sendProblem(reply, 403, NEEDS_PERMISSION);
      const { password, ...form } = request.body;
      const fields = checkedBody(() => {
        const checked = newUserFields(form);
        checkScopesFitLevel(checked);
        return checked;
      });
      checkPassword(password);
      const index = await loadOrganisationIndex(db);
      const refusal = overGrant(caller, null, fields, index, await franchiseIdSet());
      if (refusal) return refuse(reply, refusal);
      if (!(await unique(reply, fields))) return reply;
      const userId = randomUUID();
      const passwordHash = await hashPassword(password);
      await adminWrite(deps, caller, userStreamId(userId), userDecider, { type: 'CreateUser', data: { ...fields, userId, passwordHash } });
      return reply.code(201).send(await current(userId));
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags: ['users'], summary: 'One user, deactivated ones included', params: UserIdParams, response: { 200: AdminUser } } },
    async (request, reply) => {
      const found = await userFor(request.sessionUser, request.params.id, reply, false);
      return found ? toAdminUser(found.user) : reply;
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Change a user's profile, password, type, permissions, level or grant; a new password ends the user's other sessions",
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: AdminUser },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      const found = await userFor(caller, request.params.id, reply, true);
      if (!found) return reply;
      const { user, index } = found;
      if (!user.active) return sendProblem(reply, 409, 'The user has been deactivated');
      const { password, ...form } = request.body;
      // Everything is checked before anything is written: the three commands below are not one transaction.
      const profile = checkedBody(() => validProfileFields(form));
      const access = checkedBody(() => {
        const checked = validAccessFields(form);
        checkScopesFitLevel({ level: checked.level ?? user.level, scopes: checked.scopes ?? user.scopes });
        return checked;
      });
      if (password !== undefined) checkPassword(password);
      const before: UserAccess = { type: user.type, roles: user.roles, level: user.level, scopes: user.scopes };
      const refusal = overGrant(caller, before, access, index, await franchiseIdSet());
      if (refusal) return refuse(reply, refusal);
      if (!(await unique(reply, profile, user.userId))) return reply;

      const streamId = userStreamId(user.userId);
      if (Object.keys(profile).length > 0) {
        await adminWrite(deps, caller, streamId, userDecider, { type: 'UpdateUserProfile', data: { ...profile, userId: user.userId } });
      }
      if (password !== undefined) {
        const passwordHash = await hashPassword(password);
        await adminWrite(deps, caller, streamId, userDecider, { type: 'ChangeUserPassword', data: { userId: user.userId, passwordHash } });
        // Whoever knew the old password is signed out; an admin changing its own keeps this session.
        await endSessions(user.userId, caller.userId === user.userId ? caller.tokenHash : undefined);
      }
      if (Object.keys(access).length > 0) {
        await adminWrite(deps, caller, streamId, userDecider, { type: 'SetUserAccess', data: { ...access, userId: user.userId } });
      }
      return current(user.userId);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Deactivate a user: it can no longer sign in and its sessions end; it stays listed as inactive',
        params: UserIdParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      const found = await userFor(caller, request.params.id, reply, true);
      if (!found) return reply;
      await adminWrite(deps, caller, userStreamId(found.user.userId), userDecider, { type: 'DeactivateUser', data: { userId: found.user.userId } });
      await endSessions(found.user.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/users/:id/history',
    {
      schema: {
        tags: ['users', 'history'],
        summary: 'Who changed a user, what and when, from its event stream (password hashes left out)',
        params: UserIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      const found = await userFor(caller, request.params.id, reply, false);
      if (!found) return reply;
      return readEntityHistory(deps, userStreamId(found.user.userId), caller);
    },
  );
};
