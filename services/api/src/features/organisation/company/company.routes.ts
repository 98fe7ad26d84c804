import { COMPANY_TYPES } from '@facility/contracts';
import { listCompanyProfiles } from '@facility/projections';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.ts';
import type { RouteDependencies } from '../../../route-dependencies.ts';
import { Language } from '../../analytics/analytics.schemas.ts';
import { visibleCompanies } from '../../../tenancy/organisation-scope.ts';

const CompanyGeneral = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: Type.Enum(COMPANY_TYPES),
  region: Type.String(),
  endClients: Type.Array(Type.String(), { description: 'The associated end clients' }),
  franchiseName: Type.Union([Type.String(), Type.Null()], { description: 'Null without a franchise (or when it was deleted)' }),
  siteCount: Type.Integer({ description: 'The sites of the company the caller may see (not deleted)' }),
  sites: Type.Array(Type.Object({ siteId: Type.String(), name: Type.String() }), { description: 'Those sites, by name' }),
});

/** General information on the companies the caller may see (spec §3 "Company", §7 company/general). */
export const companyRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  // Every route here is for signed-in users: one check for the whole scope.
  app.addHook('preHandler', requireUser);
  app.get(
    '/api/company/general',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies the caller may see, by name, with type, region, end clients, franchise and visible sites; an empty list when none',
        querystring: Type.Object({ language: Type.Optional(Language) }, { additionalProperties: false }),
        response: { 200: Type.Array(CompanyGeneral) },
      },
    },
    async (request) => {
      // The same scope as the filter bar: a company shows when granted as a whole or through one of its sites.
      const companies = await visibleCompanies(db, request.sessionUser);
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
            franchiseName: company.franchiseName,
            siteCount: company.sites.length,
            sites: company.sites.map((site) => ({ siteId: site.siteId, name: site.name })),
          },
        ];
      });
    },
  );
};
