import {
  AdminCompany,
  AdminCompanyList,
  AdminCompanyListQuery,
  CompanyIdParams,
  companyStreamId,
  CreateCompanyBody,
  EntityHistory,
  UpdateCompanyBody,
} from '@facility/contracts';
import { getFranchise, listCompaniesWithSites, listCompanyProfiles, type CompanyWithSites } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { canManageCompany, visibleCompanies } from '../../../tenancy/organisation-scope.ts';
import { canSeeFranchise } from '../franchise/franchise.routes.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { adminWrite, mayAdminister, written } from '../admin-access.ts';
import { companyDecider } from './company.decider.ts';

const NO_SUCH_COMPANY = 'No such company';
const NEEDS_PERMISSION = 'Needs the company permission';

/**
 * The admin company routes (INTERFACES.md "Admin API"; spec §3 "Company"). Every route
 * needs type admin with the `company` permission (403). A company shows as it does in the
 * filter bar (granted as a whole, through its franchise, or through one of its sites);
 * outside that it answers 404, first, like one that does not exist. Changing or deleting a
 * company needs it granted as a whole (level buzzz, the company, or its franchise): a user
 * granted only some of its sites gets 403. A company goes under a franchise the caller is
 * granted (unknown or out-of-scope franchises answer 404); only the provider keeps
 * companies outside any franchise. `GET /api/company/general` (company.routes.ts) stays the
 * dashboard's read-only list.
 */
export const companyAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };

  /** The companies the caller may see with their profiles, by name. */
  const visible = async (user: SessionUser): Promise<AdminCompany[]> => {
    const companies = await visibleCompanies(db, user);
    const profiles = new Map((await listCompanyProfiles(db, companies.map((company) => company.companyId))).map((profile) => [profile.companyId, profile]));
    return companies.flatMap((company) => {
      const profile = profiles.get(company.companyId);
      // A company deleted between the two reads is left out rather than shown half.
      if (!profile) return [];
      return [
        {
          companyId: company.companyId,
          companyName: company.companyName,
          companyType: profile.companyType,
          region: profile.region,
          endClients: profile.endClients,
          franchiseId: company.franchiseId,
          franchiseName: company.franchiseName,
          logo: company.logo,
          siteCount: company.sites.length,
        },
      ];
    });
  };
  const visibleOne = async (user: SessionUser, companyId: string) => (await visible(user)).find((company) => company.companyId === companyId) ?? null;

  /** The company the caller may see (and, for a change, manage as a whole); null once 404 or 403 is answered. */
  const companyFor = async (user: SessionUser, companyId: string, reply: FastifyReply, change: boolean): Promise<AdminCompany | null> => {
    const company = await visibleOne(user, companyId);
    if (!company) await sendProblem(reply, 404, NO_SUCH_COMPANY);
    else if (!mayAdminister(user, 'company')) await sendProblem(reply, 403, NEEDS_PERMISSION);
    else if (change && !canManageCompany(user, company)) await sendProblem(reply, 403, 'Not allowed to change this company');
    else return company;
    return null;
  };

  /**
   * Whether the caller may put a company under `franchiseId` (null: directly under the
   * provider); answers 404 for an unknown or out-of-scope franchise, 403 for null by
   * anyone but the provider. False once answered.
   */
  const franchiseAllowed = async (user: SessionUser, franchiseId: string | null, reply: FastifyReply): Promise<boolean> => {
    if (franchiseId === null) {
      if (user.level === 'buzzz') return true;
      await sendProblem(reply, 403, 'Only the provider keeps companies outside a franchise', [{ name: 'body/franchiseId', reason: 'must name one of your franchises' }]);
      return false;
    }
    const franchise = canSeeFranchise(user, franchiseId) ? await getFranchise(db, franchiseId) : null;
    if (franchise && !franchise.deleted) return true;
    await sendProblem(reply, 404, 'No such franchise', [{ name: 'body/franchiseId', reason: 'names no franchise' }]);
    return false;
  };

  const current = async (user: SessionUser, companyId: string) => written(await visibleOne(user, companyId));

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies the caller may see, by name; `type` keeps the cleaning or the management companies (admins with the company permission)',
        querystring: AdminCompanyListQuery,
        response: { 200: AdminCompanyList },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      if (!mayAdminister(user, 'company')) return sendProblem(reply, 403, NEEDS_PERMISSION);
      const { type } = request.query;
      return (await visible(user)).filter((company) => type === undefined || company.companyType === type);
    },
  );

  app.post(
    '/api/admin/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Create a company under a franchise the caller is granted, or (the provider) under none',
        body: CreateCompanyBody,
        response: { 201: AdminCompany },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      if (!mayAdminister(user, 'company')) return sendProblem(reply, 403, NEEDS_PERMISSION);
      const franchiseId = request.body.franchiseId ?? null;
      if (!(await franchiseAllowed(user, franchiseId, reply))) return reply;
      const companyId = randomUUID();
      await adminWrite(deps, user, companyStreamId(companyId), companyDecider, {
        type: 'CreateCompany',
        data: { ...request.body, companyId, franchiseId, endClients: request.body.endClients ?? [] },
      });
      return reply.code(201).send(await current(user, companyId));
    },
  );

  app.get(
    '/api/admin/companies/:id',
    { schema: { tags: ['companies'], summary: 'One company', params: CompanyIdParams, response: { 200: AdminCompany } } },
    async (request, reply) => (await companyFor(request.sessionUser, request.params.id, reply, false)) ?? reply,
  );

  app.put(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: "Change a company's name, type, region, end clients, logo or franchise",
        params: CompanyIdParams,
        body: UpdateCompanyBody,
        response: { 200: AdminCompany },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const company = await companyFor(user, request.params.id, reply, true);
      if (!company) return reply;
      const { franchiseId } = request.body;
      if (franchiseId !== undefined && franchiseId !== company.franchiseId && !(await franchiseAllowed(user, franchiseId, reply))) return reply;
      await adminWrite(deps, user, companyStreamId(company.companyId), companyDecider, {
        type: 'UpdateCompany',
        data: { ...request.body, companyId: company.companyId },
      });
      // Still visible: a company moves only to a franchise the caller is granted (or, by the provider, to none).
      return current(user, company.companyId);
    },
  );

  app.delete(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a company that has no sites left',
        params: CompanyIdParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const company = await companyFor(user, request.params.id, reply, true);
      if (!company) return reply;
      // Its sites would be left without a company on every screen: they go first.
      const all: CompanyWithSites | undefined = (await listCompaniesWithSites(db)).find((one) => one.companyId === company.companyId);
      if (all && all.sites.length > 0) return sendProblem(reply, 409, `The company still has ${all.sites.length} site(s); delete them first`);
      await adminWrite(deps, user, companyStreamId(company.companyId), companyDecider, { type: 'DeleteCompany', data: { companyId: company.companyId } });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/companies/:id/history',
    {
      schema: {
        tags: ['companies', 'history'],
        summary: 'Who changed a company, what and when, from its event stream',
        params: CompanyIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const company = await companyFor(user, request.params.id, reply, false);
      if (!company) return reply;
      return readEntityHistory(deps, companyStreamId(company.companyId), user);
    },
  );
};
