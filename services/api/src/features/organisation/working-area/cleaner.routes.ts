import { SiteCleanerList, SiteCleanersQuery } from '@facility/contracts';
import { listWorkingAreas } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { siteCleanerIndex } from './site-cleaners.ts';
import { mayReadCleaners } from './working-area.access.ts';
import { toSiteCleaners } from './working-area.view.ts';

/**
 * `GET /api/admin/cleaners?siteId=` (spec §2 `/users/cleaners`, §3 "Cleaner"): the users of
 * type `cleaner` granted the site, each with the site's working areas it belongs to. A site
 * outside the caller's grant answers 404; a caller without the `users`, `working_area` or
 * `real-time` permission (admins need none) 403.
 */
export const cleanerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/admin/cleaners',
    {
      schema: {
        tags: ['working-areas', 'users'],
        summary: "A site's cleaners with their working areas (admins, users, working_area or real-time permission)",
        querystring: SiteCleanersQuery,
        response: { 200: SiteCleanerList },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await visibleSitePlace(db, user, request.query.siteId);
      if (!place) return sendProblem(reply, 404, 'No such site');
      if (!mayReadCleaners(user)) return sendProblem(reply, 403, 'Not allowed: the cleaners list is for admins and users with the users, working_area or real-time permission');
      const cleaners = await siteCleanerIndex(db, place);
      return toSiteCleaners([...cleaners.values()], await listWorkingAreas(db, place.siteId));
    },
  );
};
