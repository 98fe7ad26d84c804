import { StaticRoomList, StaticRoomsQuery } from '@facility/contracts';
import { listRooms, type RoomRecord } from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from '../../../domain/errors.ts';
import { sendProblem } from '../../../plugins/problem-details.ts';
import { visibleCompanies, visibleCompany, visibleSitePlace } from '../../../tenancy/organisation-scope.ts';

type Scalar = string | number;

/**
 * A JSON-decoded filter value (spec §7: `["A","B"]`, `[3]`, or one bare value such as `A`);
 * null when it filters nothing (absent, `null`, `[]`). Items must be of `kind`.
 */
export function parseFilter(name: string, raw: string | undefined, kind: 'string' | 'number'): Scalar[] | null {
  if (raw === undefined || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw; // a bare word: `building=A`
  }
  if (value === null) return null;
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return null;
  return items.map((item, index) => {
    if (kind === 'number' && typeof item === 'string' && item.trim() !== '' && Number.isFinite(Number(item))) return Number(item);
    if (kind === 'string' && typeof item === 'number') return String(item);
    if (typeof item !== kind) throw new ValidationError(`querystring/${name}`, `item ${index} must be a ${kind}`);
    return item as Scalar;
  });
}

export function toStaticRoom(room: RoomRecord) {
  return {
    id: room.roomId,
    siteId: room.siteId,
    displayName: room.displayName,
    room_name_en: room.roomNameEn,
    roomType: room.roomType,
    floor: room.floor,
    building: room.building,
    zone: room.zone,
    gender: room.gender,
    is_calculated: room.isCalculated,
    pinned: room.pinned,
    ref_id: room.refId,
    cells_num: room.cellsNum,
    sinks_num: room.sinksNum,
    urinals_num: room.urinalsNum,
    toilet_paper_size: room.toiletPaperSize,
  };
}

/**
 * `GET /api/room/staticRooms` (spec §7): the visible rooms, narrowed to a site or a company
 * (404 when that site or company is not visible, or the site is not the company's) and by
 * building, floor, gender and zone (any of the listed values).
 */
export const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/api/room/staticRooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Rooms the caller may see, filtered',
        querystring: StaticRoomsQuery,
        response: { 200: StaticRoomList },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const { siteId, companyId } = request.query;
      const buildings = parseFilter('building', request.query.building, 'string');
      const floors = parseFilter('floor', request.query.floor, 'number');
      const genders = parseFilter('gender', request.query.gender, 'string');
      const zones = parseFilter('zone', request.query.zone, 'string');

      let siteIds: string[];
      if (siteId !== undefined) {
        const place = await visibleSitePlace(db, user, siteId);
        if (!place || (companyId !== undefined && place.companyId !== companyId)) return sendProblem(reply, 404, 'No such site');
        siteIds = [place.siteId];
      } else if (companyId !== undefined) {
        const company = await visibleCompany(db, user, companyId);
        if (!company) return sendProblem(reply, 404, 'No such company');
        siteIds = company.sites.map((site) => site.siteId);
      } else {
        siteIds = (await visibleCompanies(db, user)).flatMap((company) => company.sites.map((site) => site.siteId));
      }

      const matches = (allowed: Scalar[] | null, value: Scalar | null) => allowed === null || (value !== null && allowed.includes(value));
      const rooms = (await Promise.all(siteIds.map((id) => listRooms(db, id)))).flat();
      return rooms
        .filter(
          (room) =>
            matches(buildings, room.building) && matches(floors, room.floor) && matches(genders, room.gender) && matches(zones, room.zone),
        )
        .map(toStaticRoom);
    },
  );
};
