import {
  ClearShiftsQuery,
  CreateSiteBody,
  DeleteSiteBody,
  EntityHistory,
  OffDaysBody,
  OffDaysResponse,
  SetShiftsBody,
  SiteDeletedResponse,
  SiteIdParams,
  SiteList,
  SiteResponse,
  siteStreamId,
  UpdateSiteBody,
  type Site,
} from '@facility/contracts';
import { getSite, listRooms, type SitePlace, type SiteRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../../domain/command-handler.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import type { SiteCommand } from './site.commands.ts';
import { validateHolidays, validateOffDays } from './site.calendar.ts';
import { siteDecider } from './site.decider.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';
import { canManageCompany, visibleCompanies, visibleCompany, visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { roomRoutes } from '../room/room.routes.ts';
import { readEntityHistory } from '../history/entity-history.ts';

const NO_SUCH_SITE = 'No such site';
const ADMINS_ONLY = 'Only admins change sites';

/** A site rule's field (`shifts/0/start`) as the request names it (`body/shifts/0/start`). */
const underBody = (error: unknown): unknown =>
  error instanceof ValidationError ? new ValidationError(`body/${error.field}`, error.message) : error;

/** Runs pure site rules, naming a failing field under `body/`. */
function checked(run: () => void): void {
  try {
    run();
  } catch (error) {
    throw underBody(error);
  }
}

export function toSiteResponse(site: SiteRecord): Site {
  return { ...site, createdAt: site.createdAt.toISOString(), updatedAt: site.updatedAt.toISOString() };
}

/**
 * The site routes (spec §7 "Site") and, registered from here, `GET /api/room/staticRooms`.
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

  /** Runs a command on the site's stream and waits for the read model to show it. */
  const write = async (user: SessionUser, siteId: string, command: SiteCommand) => {
    const streamId = siteStreamId(siteId);
    let result;
    try {
      result = await handleCommand(store, streamId, siteDecider, command, { now: app.clock(), actor: { kind: 'user', id: user.userId } });
    } catch (error) {
      throw underBody(error);
    }
    if (result.events.length > 0) await waitForOrganisation(db, store, streamId, result.version);
  };

  /** The site after a write (the read model's copy). */
  const current = async (siteId: string) => toSiteResponse((await getSite(db, siteId))!);

  /**
   * The site an admin may change: answers 404 when it is unknown or out of scope (first, so
   * existence never leaks) and 403 when the caller is not an admin; null once answered.
   */
  const siteToChange = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (user.type !== 'admin') await sendProblem(reply, 403, ADMINS_ONLY);
    else return place;
    return null;
  };

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
      // Check both lists before writing either, so an invalid holiday leaves the off-days alone.
      const shifts = (await getSite(db, place.siteId))?.shifts ?? [];
      checked(() => {
        validateOffDays(offDays);
        if (holidays) validateHolidays(holidays, shifts);
      });
      await write(user, place.siteId, { type: 'SetSiteOffDays', data: { siteId: place.siteId, offDays } });
      if (holidays) await write(user, place.siteId, { type: 'SetSiteHolidays', data: { siteId: place.siteId, holidays } });
      return current(place.siteId);
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
