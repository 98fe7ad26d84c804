import { SiteUserList, SiteUsersQuery, type SiteUser } from '@facility/contracts';
import { listAdminUsers, type AdminUserRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { canAccessSite } from '../../../tenancy/tenancy.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';

const toSiteUser = (user: AdminUserRecord): SiteUser => ({
  userId: user.userId,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  type: user.type,
  active: user.active,
});

const byName = (a: SiteUser, b: SiteUser): number => a.lastName.localeCompare(b.lastName, 'en') || a.firstName.localeCompare(b.firstName, 'en') || a.username.localeCompare(b.username, 'en');

/**
 * `GET /api/site-users?siteId=` (spec §2 `/users`): the people who work at a site, for the
 * holders of the `users` permission, who are not all admins (the admin list,
 * `GET /api/admin/users`, also shows grants and permissions and is for user managers). The
 * provider's own staff (level buzzz) reach every site but work at none, so they are left out.
 * A site outside the caller's grant answers 404, before a missing permission's 403.
 */
export const siteUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/site-users',
    {
      schema: {
        tags: ['users'],
        summary: "A site's people: the users granted it (admins and the users permission)",
        querystring: SiteUsersQuery,
        response: { 200: SiteUserList },
      },
    },
    async (request, reply) => {
      const caller = request.sessionUser;
      const place = await visibleSitePlace(db, caller, request.query.siteId);
      if (!place) return sendProblem(reply, 404, 'No such site');
      if (caller.type !== 'admin' && !caller.roles.includes('users')) return sendProblem(reply, 403, "Only admins and holders of the users permission see a site's people");
      const users = await listAdminUsers(db);
      return users.filter((user) => user.level !== 'buzzz' && canAccessSite(user, place)).map(toSiteUser).sort(byName);
    },
  );
};
