import {
  AdminFranchise,
  AdminFranchiseList,
  CreateFranchiseBody,
  EntityHistory,
  FranchiseIdParams,
  franchiseStreamId,
  UpdateFranchiseBody,
} from '@facility/contracts';
import { getFranchise, listFranchises, type FranchiseRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import type { Grant } from '../../../tenancy/tenancy.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { adminWrite, checkedBody, mayAdminister, written } from '../admin-access.ts';
import { franchiseDecider } from './franchise.decider.ts';
import { requireFreeFranchiseName } from './franchise.rules.ts';

const NO_SUCH_FRANCHISE = 'No such franchise';

/** A franchise is visible to the provider (level `buzzz`) and to users granted it. */
export const canSeeFranchise = (grant: Grant, franchiseId: string): boolean =>
  grant.level === 'buzzz' || grant.scopes.franchiseIds.includes(franchiseId);

const toAdminFranchise = ({ deleted: _deleted, ...franchise }: FranchiseRecord): AdminFranchise => franchise;

/**
 * The admin franchise routes (INTERFACES.md "Admin API"). Franchises are the provider's to
 * manage: creating, changing and deleting one needs level `buzzz`; a franchise-level user
 * may read its own. Every route needs type admin with the `franchise` permission (403);
 * a franchise outside the caller's grant answers 404 like one that does not exist, first,
 * so ids cannot be probed. Each change is an event with the caller as its actor. A name
 * must not be another franchise's (trimmed, regardless of case; deleted franchises' names
 * are free again): 400 naming `body/franchiseName`.
 */
export const franchiseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };

  /** The live franchise the caller may see and administer; null once 404 or 403 is answered. */
  const franchiseFor = async (user: SessionUser, franchiseId: string, reply: FastifyReply, change: boolean): Promise<FranchiseRecord | null> => {
    const franchise = canSeeFranchise(user, franchiseId) ? await getFranchise(db, franchiseId) : null;
    if (!franchise || franchise.deleted) await sendProblem(reply, 404, NO_SUCH_FRANCHISE);
    else if (!mayAdminister(user, 'franchise')) await sendProblem(reply, 403, 'Needs the franchise permission');
    else if (change && user.level !== 'buzzz') await sendProblem(reply, 403, 'Only the provider changes franchises');
    else return franchise;
    return null;
  };

  const current = async (franchiseId: string) => toAdminFranchise(written(await getFranchise(db, franchiseId)));

  app.get(
    '/api/admin/franchises',
    { schema: { tags: ['franchises'], summary: 'The franchises the caller may see, by name (admins with the franchise permission)', response: { 200: AdminFranchiseList } } },
    async (request, reply) => {
      const user = request.sessionUser;
      if (!mayAdminister(user, 'franchise')) return sendProblem(reply, 403, 'Needs the franchise permission');
      return (await listFranchises(db)).filter((franchise) => canSeeFranchise(user, franchise.franchiseId)).map(toAdminFranchise);
    },
  );

  app.post(
    '/api/admin/franchises',
    {
      schema: {
        tags: ['franchises'],
        summary: 'Create a franchise (provider admins with the franchise permission)',
        body: CreateFranchiseBody,
        response: { 201: AdminFranchise },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      if (!mayAdminister(user, 'franchise') || user.level !== 'buzzz') return sendProblem(reply, 403, 'Only the provider creates franchises');
      // Every franchise is the provider's to see, so the check compares with all of them.
      const others = await listFranchises(db);
      checkedBody(() => requireFreeFranchiseName(request.body.franchiseName, others));
      const franchiseId = randomUUID();
      await adminWrite(deps, user, franchiseStreamId(franchiseId), franchiseDecider, { type: 'CreateFranchise', data: { franchiseId, ...request.body } });
      return reply.code(201).send(await current(franchiseId));
    },
  );

  app.get(
    '/api/admin/franchises/:id',
    { schema: { tags: ['franchises'], summary: 'One franchise', params: FranchiseIdParams, response: { 200: AdminFranchise } } },
    async (request, reply) => {
      const franchise = await franchiseFor(request.sessionUser, request.params.id, reply, false);
      return franchise ? toAdminFranchise(franchise) : reply;
    },
  );

  app.put(
    '/api/admin/franchises/:id',
    {
      schema: {
        tags: ['franchises'],
        summary: "Change a franchise's name or country (provider admins)",
        params: FranchiseIdParams,
        body: UpdateFranchiseBody,
        response: { 200: AdminFranchise },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const franchise = await franchiseFor(user, request.params.id, reply, true);
      if (!franchise) return reply;
      const { franchiseName } = request.body;
      if (franchiseName !== undefined) {
        const others = await listFranchises(db);
        checkedBody(() => requireFreeFranchiseName(franchiseName, others, franchise.franchiseId));
      }
      await adminWrite(deps, user, franchiseStreamId(franchise.franchiseId), franchiseDecider, {
        type: 'UpdateFranchise',
        data: { franchiseId: franchise.franchiseId, ...request.body },
      });
      return current(franchise.franchiseId);
    },
  );

  app.delete(
    '/api/admin/franchises/:id',
    {
      schema: {
        tags: ['franchises'],
        summary: 'Delete a franchise (provider admins); its companies stay, without a franchise',
        params: FranchiseIdParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const franchise = await franchiseFor(user, request.params.id, reply, true);
      if (!franchise) return reply;
      await adminWrite(deps, user, franchiseStreamId(franchise.franchiseId), franchiseDecider, {
        type: 'DeleteFranchise',
        data: { franchiseId: franchise.franchiseId },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/franchises/:id/history',
    {
      schema: {
        tags: ['franchises', 'history'],
        summary: "Who changed a franchise, what and when, from its event stream",
        params: FranchiseIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const franchise = await franchiseFor(user, request.params.id, reply, false);
      if (!franchise) return reply;
      return readEntityHistory(deps, franchiseStreamId(franchise.franchiseId), user);
    },
  );
};
