import {
  CreateWorkingAreaBody,
  EntityHistory,
  UpdateWorkingAreaBody,
  WorkingArea,
  WorkingAreaDeletedResponse,
  WorkingAreaIdParams,
  WorkingAreaList,
  WorkingAreasQuery,
  workingAreaStreamId,
} from '@facility/contracts';
import { getWorkingArea, listRooms, listWorkingAreas, type SitePlace, type WorkingAreaRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { adminWrite, checkedBody, written } from '../admin-access.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { mayManageWorkingAreas, mayReadWorkingAreas } from './working-area.access.ts';
import { siteCleanerIndex } from './site-cleaners.ts';
import { workingAreaDecider } from './working-area.decider.ts';
import { requireFreeName, requireKnownIds, workingAreaName } from './working-area.rules.ts';
import { toWorkingArea } from './working-area.view.ts';

const NO_SUCH_SITE = 'No such site';
const NO_SUCH_WORKING_AREA = 'No such working area';
const MAY_NOT_READ = 'Not allowed: working areas are for admins and users with the working_area or real-time permission';
const MAY_NOT_MANAGE = 'Not allowed: working areas are changed by admins and users with the working_area permission';
const NOT_A_ROOM = 'is not a room of this site';
const NOT_A_CLEANER = 'is not a cleaner of this site';

type Need = 'read' | 'manage';
const allowed = (user: SessionUser, need: Need) => (need === 'read' ? mayReadWorkingAreas(user) : mayManageWorkingAreas(user));

/**
 * The working-area routes (spec §2 `/working-area`): a site's working areas, one area, its
 * creation, change, deletion and history. Scope first: a site or area outside the caller's
 * grant (or unknown, deleted, of a deleted site) answers 404, so ids cannot be probed; then
 * a caller without the permission gets 403 (reading: admins, `working_area`, `real-time`;
 * changing: admins, `working_area`). Rooms must be live rooms of the site and cleaners
 * users of type `cleaner` granted it, each bad id named (`body/roomIds/2`); names are unique
 * in the site regardless of case. Every change goes through the working-area decider with
 * the caller as actor, and answers once the organisation read model shows it.
 */
export const workingAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };

  /** The visible site, or null once 404/403 is answered. */
  const siteFor = async (user: SessionUser, siteId: string, reply: FastifyReply, need: Need): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (!allowed(user, need)) await sendProblem(reply, 403, need === 'read' ? MAY_NOT_READ : MAY_NOT_MANAGE);
    else return place;
    return null;
  };

  /** A working area of a visible site (deleted ones only with `includeDeleted`), or null once 404/403 is answered. */
  const areaFor = async (
    user: SessionUser,
    workingAreaId: string,
    reply: FastifyReply,
    need: Need,
    includeDeleted = false,
  ): Promise<{ area: WorkingAreaRecord; place: SitePlace } | null> => {
    const area = await getWorkingArea(db, workingAreaId);
    const place = area && (includeDeleted || !area.deleted) ? await visibleSitePlace(db, user, area.siteId) : null;
    if (!area || !place) await sendProblem(reply, 404, NO_SUCH_WORKING_AREA);
    else if (!allowed(user, need)) await sendProblem(reply, 403, need === 'read' ? MAY_NOT_READ : MAY_NOT_MANAGE);
    else return { area, place };
    return null;
  };

  const liveRoomIds = async (siteId: string) => new Set((await listRooms(db, siteId)).map((room) => room.roomId));

  const current = async (workingAreaId: string, place: SitePlace): Promise<WorkingArea> => {
    const area = await getWorkingArea(db, workingAreaId);
    return toWorkingArea(written(area), await siteCleanerIndex(db, place));
  };

  app.get(
    '/api/admin/working-areas',
    {
      schema: {
        tags: ['working-areas'],
        summary: "A site's working areas by name (admins, working_area or real-time permission)",
        querystring: WorkingAreasQuery,
        response: { 200: WorkingAreaList },
      },
    },
    async (request, reply) => {
      const place = await siteFor(request.sessionUser, request.query.siteId, reply, 'read');
      if (!place) return reply;
      const cleaners = await siteCleanerIndex(db, place);
      return (await listWorkingAreas(db, place.siteId)).map((area) => toWorkingArea(area, cleaners));
    },
  );

  app.post(
    '/api/admin/working-areas',
    {
      schema: {
        tags: ['working-areas'],
        summary: 'Add a working area to a site: a name, some of its rooms and cleaners (admins, working_area permission)',
        body: CreateWorkingAreaBody,
        response: { 201: WorkingArea },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteFor(user, request.body.siteId, reply, 'manage');
      if (!place) return reply;
      const { roomIds = [], cleanerIds = [] } = request.body;
      const rooms = await liveRoomIds(place.siteId);
      const cleaners = await siteCleanerIndex(db, place);
      const others = await listWorkingAreas(db, place.siteId);
      // Every field is checked before the name's uniqueness, so the answer names the first bad field.
      const name = checkedBody(() => {
        const trimmed = workingAreaName(request.body.name);
        requireKnownIds('roomIds', roomIds, rooms, NOT_A_ROOM);
        requireKnownIds('cleanerIds', cleanerIds, new Set(cleaners.keys()), NOT_A_CLEANER);
        requireFreeName(trimmed, others);
        return trimmed;
      });
      const workingAreaId = randomUUID();
      await adminWrite(deps, user, workingAreaStreamId(workingAreaId), workingAreaDecider, {
        type: 'CreateWorkingArea',
        data: { workingAreaId, siteId: place.siteId, name, roomIds, cleanerIds },
      });
      return reply.code(201).send(await current(workingAreaId, place));
    },
  );

  app.get(
    '/api/admin/working-areas/:id',
    {
      schema: {
        tags: ['working-areas'],
        summary: 'One working area (admins, working_area or real-time permission)',
        params: WorkingAreaIdParams,
        response: { 200: WorkingArea },
      },
    },
    async (request, reply) => {
      const found = await areaFor(request.sessionUser, request.params.id, reply, 'read');
      if (!found) return reply;
      return toWorkingArea(found.area, await siteCleanerIndex(db, found.place));
    },
  );

  app.put(
    '/api/admin/working-areas/:id',
    {
      schema: {
        tags: ['working-areas'],
        summary: "Change a working area's name, rooms or cleaners; a list is replaced whole (admins, working_area permission)",
        params: WorkingAreaIdParams,
        body: UpdateWorkingAreaBody,
        response: { 200: WorkingArea },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await areaFor(user, request.params.id, reply, 'manage');
      if (!found) return reply;
      const { area, place } = found;
      const { name, roomIds, cleanerIds } = request.body;
      const rooms = roomIds === undefined ? new Set<string>() : await liveRoomIds(place.siteId);
      const cleaners = await siteCleanerIndex(db, place);
      const others = name === undefined ? [] : await listWorkingAreas(db, place.siteId);
      checkedBody(() => {
        const trimmed = name === undefined ? undefined : workingAreaName(name);
        if (roomIds !== undefined) requireKnownIds('roomIds', roomIds, rooms, NOT_A_ROOM);
        if (cleanerIds !== undefined) requireKnownIds('cleanerIds', cleanerIds, new Set(cleaners.keys()), NOT_A_CLEANER);
        if (trimmed !== undefined) requireFreeName(trimmed, others, area.workingAreaId);
      });
      await adminWrite(deps, user, workingAreaStreamId(area.workingAreaId), workingAreaDecider, {
        type: 'UpdateWorkingArea',
        data: {
          workingAreaId: area.workingAreaId,
          ...(name === undefined ? {} : { name }),
          ...(roomIds === undefined ? {} : { roomIds }),
          ...(cleanerIds === undefined ? {} : { cleanerIds }),
        },
      });
      return current(area.workingAreaId, place);
    },
  );

  app.delete(
    '/api/admin/working-areas/:id',
    {
      schema: {
        tags: ['working-areas'],
        summary: 'Delete a working area; its history stays (admins, working_area permission)',
        params: WorkingAreaIdParams,
        response: { 204: WorkingAreaDeletedResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await areaFor(user, request.params.id, reply, 'manage');
      if (!found) return reply;
      await adminWrite(deps, user, workingAreaStreamId(found.area.workingAreaId), workingAreaDecider, {
        type: 'DeleteWorkingArea',
        data: { workingAreaId: found.area.workingAreaId },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/working-areas/:id/history',
    {
      schema: {
        tags: ['working-areas', 'history'],
        summary: "Who changed a working area, what and when, from its event stream; deleted areas' too",
        params: WorkingAreaIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      // A deleted area keeps its history; its site must still be visible.
      const found = await areaFor(user, request.params.id, reply, 'read', true);
      if (!found) return reply;
      return readEntityHistory(deps, workingAreaStreamId(found.area.workingAreaId), user);
    },
  );
};
