import {
  ALREADY_USED_REASON,
  AdminRoom,
  AdminRoomList,
  AdminRoomsQuery,
  CreateRoomBody,
  EntityHistory,
  GeneratedRooms,
  GenerateRoomsBody,
  RoomDeletedResponse,
  RoomIdParams,
  roomStreamId,
  UpdateRoomBody,
} from '@facility/contracts';
import { getRoom, listDevices, listRooms, type RoomRecord, type SitePlace } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../../domain/command-handler.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../../tenancy/organisation-scope.ts';
import { readEntityHistory } from '../history/entity-history.ts';
import { waitForOrganisation } from '../wait-for-organisation.ts';
import { asBodyFields, profileInput, toAdminRoom, underBody } from './room-admin.fields.ts';
import { createRooms } from './room-batch.ts';
import { planRooms } from './room-generator.ts';
import type { RoomCommand } from './room.commands.ts';
import { roomDecider } from './room.decider.ts';
import { newRoomProfile, normaliseRoomProfile } from './room.rules.ts';

const NO_SUCH_ROOM = 'No such room';
const NO_SUCH_SITE = 'No such site';
const NOT_ALLOWED = 'Not allowed: rooms are managed by admins and users with the room permission';

/** Admins, and users holding the `room` permission (spec §2 navigation item), manage rooms. */
export const mayManageRooms = (user: SessionUser): boolean => user.type === 'admin' || user.roles.includes('room');

/**
 * The admin room routes (INTERFACES.md "Admin API"): list, create, generate from a building
 * map, read, change, remove, and the room's history (read through the shared history reader).
 *
 * Scope first: a site or room outside the caller's grant (or unknown, removed, of a deleted
 * site) answers 404, so ids cannot be probed; then a caller without the permission gets 403.
 * Every change goes through the room decider with the caller as actor, and answers once the
 * organisation read model shows it (or after 5 s).
 */
export const roomAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const context = (user: SessionUser) => ({ now: app.clock(), actor: { kind: 'user' as const, id: user.userId } });

  /** The visible site the caller may manage rooms in, or null once 404/403 is answered. */
  const siteToManage = async (user: SessionUser, siteId: string, reply: FastifyReply): Promise<SitePlace | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    if (!place) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (!mayManageRooms(user)) await sendProblem(reply, 403, NOT_ALLOWED);
    else return place;
    return null;
  };

  /** The live, visible room the caller may manage, or null once 404/403 is answered. */
  const roomToManage = async (user: SessionUser, roomId: string, reply: FastifyReply): Promise<RoomRecord | null> => {
    const room = await getRoom(db, roomId);
    const place = room && !room.removed ? await visibleSitePlace(db, user, room.siteId) : null;
    if (!room || !place) await sendProblem(reply, 404, NO_SUCH_ROOM);
    else if (!mayManageRooms(user)) await sendProblem(reply, 403, NOT_ALLOWED);
    else return room;
    return null;
  };

  /** A 400 naming `ref_id` when another live room of the site has it (spec: unique per site). */
  const requireFreeRefId = async (siteId: string, refId: string, exceptRoomId?: string) => {
    const taken = (await listRooms(db, siteId)).some((room) => room.refId === refId && room.roomId !== exceptRoomId);
    if (taken) throw new ValidationError('body/ref_id', `ref_id ${refId} ${ALREADY_USED_REASON} another room of this site`);
  };

  const write = async (user: SessionUser, roomId: string, command: RoomCommand) => {
    const streamId = roomStreamId(roomId);
    let result;
    try {
      result = await handleCommand(store, streamId, roomDecider, command, context(user));
    } catch (error) {
      throw underBody(error);
    }
    if (result.events.length > 0) await waitForOrganisation(db, store, streamId, result.version);
  };

  const current = async (roomId: string) => toAdminRoom((await getRoom(db, roomId))!);

  app.get(
    '/api/admin/rooms',
    {
      schema: { tags: ['rooms'], summary: "A site's rooms (admins, room permission)", querystring: AdminRoomsQuery, response: { 200: AdminRoomList } },
    },
    async (request, reply) => {
      const place = await siteToManage(request.sessionUser, request.query.siteId, reply);
      if (!place) return reply;
      return (await listRooms(db, place.siteId)).map(toAdminRoom);
    },
  );

  app.post(
    '/api/admin/rooms',
    {
      schema: { tags: ['rooms'], summary: 'Add a room to a site (admins, room permission)', body: CreateRoomBody, response: { 201: AdminRoom } },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToManage(user, request.body.siteId, reply);
      if (!place) return reply;
      // Every field checked before the reference's uniqueness, so the answer names the first bad field.
      const profile = asBodyFields(() => newRoomProfile(profileInput(request.body)));
      await requireFreeRefId(place.siteId, profile.refId);
      const roomId = randomUUID();
      await write(user, roomId, { type: 'CreateRoom', data: { roomId, siteId: place.siteId, ...profile } });
      return reply.code(201).send(await current(roomId));
    },
  );

  app.post(
    '/api/admin/rooms/generate',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Plan (dryRun) or create, all or none, the rooms of a building map (admins, room permission)',
        body: GenerateRoomsBody,
        response: { 200: GeneratedRooms, 201: GeneratedRooms },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const place = await siteToManage(user, request.body.siteId, reply);
      if (!place) return reply;
      const used = (await listRooms(db, place.siteId)).map((room) => room.refId);
      const profiles = planRooms(request.body, used);
      const answer = (ids: (string | null)[]) =>
        profiles.map((profile, i) => ({
          id: ids[i] ?? null,
          displayName: profile.displayName,
          room_name_en: profile.roomNameEn,
          roomType: profile.roomType,
          gender: profile.gender,
          building: profile.building ?? '',
          floor: profile.floor ?? 0,
          ref_id: profile.refId,
          cells_num: profile.cellsNum,
          sinks_num: profile.sinksNum,
          urinals_num: profile.urinalsNum,
        }));
      if (request.body.dryRun === true) return { dryRun: true, count: profiles.length, rooms: answer([]) };

      const created = await createRooms(db, store, place.siteId, profiles, context(user));
      const last = created.at(-1);
      if (last) await waitForOrganisation(db, store, roomStreamId(last.roomId), 1);
      return reply.code(201).send({ dryRun: false, count: created.length, rooms: answer(created.map((room) => room.roomId)) });
    },
  );

  app.get(
    '/api/admin/rooms/:id',
    {
      schema: { tags: ['rooms'], summary: 'One room (admins, room permission)', params: RoomIdParams, response: { 200: AdminRoom } },
    },
    async (request, reply) => {
      const room = await roomToManage(request.sessionUser, request.params.id, reply);
      if (!room) return reply;
      return toAdminRoom(room);
    },
  );

  app.put(
    '/api/admin/rooms/:id',
    {
      schema: {
        tags: ['rooms'],
        summary: "Change a room's fields (admins, room permission)",
        params: RoomIdParams,
        body: UpdateRoomBody,
        response: { 200: AdminRoom },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const room = await roomToManage(user, request.params.id, reply);
      if (!room) return reply;
      const changes = asBodyFields(() => normaliseRoomProfile(profileInput(request.body)));
      if (changes.refId !== undefined && changes.refId !== room.refId) await requireFreeRefId(room.siteId, changes.refId, room.roomId);
      await write(user, room.roomId, { type: 'UpdateRoom', data: { roomId: room.roomId, ...changes } });
      return current(room.roomId);
    },
  );

  app.delete(
    '/api/admin/rooms/:id',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Remove a room from every list; its history and statistics stay (admins, room permission)',
        params: RoomIdParams,
        response: { 204: RoomDeletedResponse },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const room = await roomToManage(user, request.params.id, reply);
      if (!room) return reply;
      // A device left in a removed room would keep reporting for a room no list shows.
      const devices = (await listDevices(db, room.siteId)).filter((device) => device.roomId === room.roomId);
      if (devices.length > 0) {
        return sendProblem(reply, 409, `The room still has ${devices.length} device(s); move or retire them first`);
      }
      await write(user, room.roomId, { type: 'RemoveRoom', data: { roomId: room.roomId } });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/rooms/:id/history',
    {
      schema: {
        tags: ['rooms'],
        summary: "Who changed a room, what and when, from its event log; removed rooms' too (admins, room permission)",
        params: RoomIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      // A removed room keeps its history, so it is looked up removed or not; its site must still be visible.
      const room = await getRoom(db, request.params.id);
      const place = room ? await visibleSitePlace(db, user, room.siteId) : null;
      if (!room || !place) return sendProblem(reply, 404, NO_SUCH_ROOM);
      if (!mayManageRooms(user)) return sendProblem(reply, 403, NOT_ALLOWED);
      return readEntityHistory({ store, db }, roomStreamId(room.roomId), user);
    },
  );
};
