import { OffDaysBody, OffDaysResponse, SiteIdParams, SiteResponse, SiteTimeSavingBody } from '@facility/contracts';
import { getSite, localDateOf } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { validateHolidays, validateOffDays } from './site.calendar.ts';
import { refusePastEntries } from './site.past-dates.ts';
import { checked, NO_SUCH_SITE, siteWrites } from './site-writes.ts';

/**
 * A site's calendar and time-saving settings (spec §7 `site/offdays/{id}`; the time-saving
 * route is ours, DOMAIN.md "Organisation"). Scope and admin rules as in site.routes.ts:
 * 404 for a site outside the grant, then 403 for a non-admin.
 */
export const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { write, current, siteToChange } = siteWrites(app);

  app.get(
    '/api/site/offdays/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "A site's off-days and holidays",
        params: SiteIdParams,
        response: { 200: OffDaysResponse },
      },
    },
    async (request, reply) => {
      const place = await visibleSitePlace(db, request.sessionUser, request.params.id);
      const site = place ? await getSite(db, place.siteId) : null;
      if (!site) return sendProblem(reply, 404, NO_SUCH_SITE);
      return { siteId: site.siteId, offDays: site.offDays, holidays: site.holidays };
    },
  );

  app.put(
    '/api/site/offdays/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Replace a site's off-days (and holidays, when given) (admins)",
        description:
          "New entries that are over before the site's today (in its time zone) are refused (400 naming `body/offDays/{i}/day` or `body/holidays/{i}/end`); entries the site already holds may stay or go.",
        params: SiteIdParams,
        body: OffDaysBody,
        response: { 200: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.params.id, reply);
      if (!place) return reply;
      const { offDays, holidays } = request.body;
      const site = (await getSite(db, place.siteId))!;
      const today = localDateOf(app.clock(), site.timezone);
      // Check both lists before writing either, so an invalid holiday leaves the off-days alone.
      checked(() => {
        validateOffDays(offDays);
        if (holidays) validateHolidays(holidays, site.shifts);
        refusePastEntries({ offDays, holidays }, site, today);
      });
      await write(user, place.siteId, { type: 'SetSiteOffDays', data: { siteId: place.siteId, offDays } });
      if (holidays) await write(user, place.siteId, { type: 'SetSiteHolidays', data: { siteId: place.siteId, holidays } });
      return current(place.siteId);
    },
  );

  app.put(
    '/api/site/timeSaving/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Set whether and how a site's time saved and estimated ROI are computed (admins)",
        params: SiteIdParams,
        body: SiteTimeSavingBody,
        response: { 200: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.params.id, reply);
      if (!place) return reply;
      await write(user, place.siteId, { type: 'SetSiteTimeSaving', data: { siteId: place.siteId, ...request.body } });
      return current(place.siteId);
    },
  );
};
