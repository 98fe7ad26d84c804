import { SiteCallSettingsBody, SiteCallSettingsResponse, SiteIdParams } from '@facility/contracts';
import { getSite } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { NO_SUCH_SITE, siteWrites } from './site-writes.ts';

/**
 * A site's call rules (spec §3 "Call"; `SiteCallSettings` in the contracts): who calls
 * staff when, in which mode, and the named services. Anyone who sees the site reads them;
 * admins and the site's managers change them (404 outside the caller's scope, then 403).
 */
export const siteCallsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { write, siteToRun } = siteWrites(app);

  const callSettings = async (siteId: string): Promise<SiteCallSettingsResponse> => {
    const site = (await getSite(db, siteId))!;
    return { siteId: site.siteId, ...site.callSettings };
  };

  app.get(
    '/api/site/calls/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "A site's call rules (the defaults until first set)",
        params: SiteIdParams,
        response: { 200: SiteCallSettingsResponse },
      },
    },
    async (request, reply) => {
      const place = await visibleSitePlace(db, request.sessionUser, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      return callSettings(place.siteId);
    },
  );

  app.put(
    '/api/site/calls/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Replace a site's call rules (admins and the site's managers)",
        description:
          'Times are stored sorted and services by name. A problem belongs to at most one service (400 naming `body/services/{i}/problems/{j}`); service names are unique regardless of case (`body/services/{i}/name`).',
        params: SiteIdParams,
        body: SiteCallSettingsBody,
        response: { 200: SiteCallSettingsResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToRun(user, request.params.id, reply);
      if (!place) return reply;
      await write(user, place.siteId, { type: 'SetSiteCallSettings', data: { siteId: place.siteId, ...request.body } });
      return callSettings(place.siteId);
    },
  );
};
