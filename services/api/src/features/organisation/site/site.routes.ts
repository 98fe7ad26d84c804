import {
  ClearShiftsQuery,
  CreateSiteBody,
  DeleteSiteBody,
  EntityHistory,
  SetShiftsBody,
  SiteDeletedResponse,
  SiteIdParams,
  SiteList,
  SiteResponse,
  siteStreamId,
  UpdateSiteBody,
} from '@facility/contracts';
import { getSite, listRooms, type SiteRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../../../domain/errors.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { canManageCompany, visibleCompanies, visibleCompany, visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { roomRoutes } from '../room/room.routes.ts';
import { publicHolidayRoutes } from './public-holidays.routes.ts';
import { siteDetailRoutes } from './site-details.routes.ts';
import { siteCallsRoutes } from './site-calls.routes.ts';
import { siteSettingsRoutes } from './site-settings.routes.ts';
import { NO_SUCH_SITE, siteWrites, toSiteResponse } from './site-writes.ts';

/**
 * The site routes (spec §7 "Site") and, registered from here, the site's settings
 * (off-days, holidays, time saving), its detail reads, the public holiday calendar and
 * `GET /api/room/staticRooms`.
 *
 * Scope: every route answers 404 for a site (or company) outside the caller's grant, the
 * same as for one that does not exist, so ids cannot be probed. Writes need an admin
 * (`type === 'admin'`): a non-admin gets 403, but only for a site it can see; out of scope
 * wins with 404. Creating a site needs the company itself in the grant (level buzzz, the
 * company, or its franchise): a user granted only some of its sites gets 403.
 *
 * Writes go through the site decider; its validation errors name the field under `body/`.
 * A write answers once the organisation read model shows it (or after 5 s), with the site.
 */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  await app.register(roomRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(siteCallsRoutes);
  await app.register(siteDetailRoutes);
  await app.register(publicHolidayRoutes);
  const { write, current, siteToChange } = siteWrites(app);

  app.get(
    '/api/site',
    {
      schema: { tags: ['sites'], summary: 'The sites the caller may see', response: { 200: SiteList } },
    },
    async (request) => {
      const companies = await visibleCompanies(db, request.sessionUser);
      const siteIds = companies.flatMap((company) => company.sites.map((site) => site.siteId));
      const sites = await Promise.all(siteIds.map((siteId) => getSite(db, siteId)));
      return sites.filter((site): site is SiteRecord => site !== null && !site.deleted).map(toSiteResponse);
    },
  );

  app.get(
    '/api/site/:id',
    {
      schema: { tags: ['sites'], summary: 'One site', params: SiteIdParams, response: { 200: SiteResponse } },
    },
    async (request, reply) => {
      const place = await visibleSitePlace(db, request.sessionUser, request.params.id);
      const site = place ? await getSite(db, place.siteId) : null;
      if (!site) return sendProblem(reply, 404, NO_SUCH_SITE);
      return toSiteResponse(site);
    },
  );

  app.get(
    '/api/site/:id/history',
    {
      schema: {
        tags: ['sites', 'history'],
        summary: 'Who changed a site, what and when, from its event stream (admins)',
        params: SiteIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await visibleSitePlace(db, user, request.params.id);
      if (!place) return sendProblem(reply, 404, NO_SUCH_SITE);
      if (user.type !== 'admin') return sendProblem(reply, 403, 'Only admins see who changed a site');
      return readEntityHistory({ db, store }, siteStreamId(place.siteId), user);
    },
  );

  app.post(
    '/api/site',
    {
      schema: {
        tags: ['sites'],
        summary: 'Create a site in a company (admins)',
        body: CreateSiteBody,
        response: { 201: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const company = await visibleCompany(db, user, request.body.companyId);
      if (!company) return sendProblem(reply, 404, 'No such company');
      if (user.type !== 'admin' || !canManageCompany(user, company)) return sendProblem(reply, 403, 'Not allowed to add sites to this company');
      const siteId = randomUUID();
      await write(user, siteId, { type: 'CreateSite', data: { ...request.body, siteId } });
      return reply.code(201).send(await current(siteId));
    },
  );

  app.put(
    '/api/site',
    {
      schema: {
        tags: ['sites'],
        summary: "Change a site's details (admins)",
        body: UpdateSiteBody,
        response: { 200: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.body.siteId, reply);
      if (!place) return reply;
      await write(user, place.siteId, { type: 'UpdateSiteDetails', data: request.body });
      return current(place.siteId);
    },
  );

  app.delete(
    '/api/site',
    {
      schema: { tags: ['sites'], summary: 'Delete a site (admins)', body: DeleteSiteBody, response: { 204: SiteDeletedResponse } },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.body.siteId, reply);
      if (!place) return reply;
      await write(user, place.siteId, { type: 'DeleteSite', data: { siteId: place.siteId } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/site/shifts/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Replace a site's shifts (admins)",
        params: SiteIdParams,
        body: SetShiftsBody,
        response: { 200: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.params.id, reply);
      if (!place) return reply;
      const { companyId, shifts } = request.body;
      if (companyId !== place.companyId) throw new ValidationError('body/companyId', "is not the site's company");
      const roomIds = new Set((await listRooms(db, place.siteId)).map((room) => room.roomId));
      shifts.forEach((shift, i) =>
        shift.roomIds.forEach((roomId, j) => {
          if (!roomIds.has(roomId)) throw new ValidationError(`body/shifts/${i}/roomIds/${j}`, `names no room of this site (${roomId})`);
        }),
      );
      await write(user, place.siteId, { type: 'SetSiteShifts', data: { siteId: place.siteId, shifts } });
      return current(place.siteId);
    },
  );

  app.delete(
    '/api/site/shifts/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Clear a site's shifts (admins)",
        params: SiteIdParams,
        querystring: ClearShiftsQuery,
        response: { 200: SiteResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToChange(user, request.params.id, reply);
      if (!place) return reply;
      const { companyId } = request.query;
      if (companyId !== undefined && companyId !== place.companyId) {
        throw new ValidationError('querystring/companyId', "is not the site's company");
      }
      await write(user, place.siteId, { type: 'SetSiteShifts', data: { siteId: place.siteId, shifts: [] } });
      return current(place.siteId);
    },
  );
};
