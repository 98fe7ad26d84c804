import { CompanyGeneralList, CompanyGeneralQuery } from '@facility/contracts';
import { listCompanyProfiles } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { visibleCompanies } from '../../../tenancy/organisation-scope.ts';

/** General information on the companies the caller may see (spec §3 "Company", §7 company/general). */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/company/general',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies the caller may see, by name, with type, region, end clients, franchise and visible sites; an empty list when none',
        querystring: CompanyGeneralQuery,
        response: { 200: CompanyGeneralList },
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
