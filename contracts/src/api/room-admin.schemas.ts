import Type from 'typebox';
import { ROOM_GENDERS, ROOM_TYPES } from '../events/organisation/room.events.ts';
import { Nullable } from './schema-helpers.ts';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { StaticRoom } from './rooms.schemas.ts';

const Id = Type.String({ minLength: 1, maxLength: 100 });

/**
 * A room as the admin API answers it: the spec §3 "Room" fields (as `staticRooms` lists
 * them) plus the visitor threshold that opens a counter call.
 */
export const AdminRoom = Type.Object({
  ...StaticRoom.properties,
  visitorThreshold: Nullable(Type.Integer(), { description: 'Visitors since the last cleaning that open a counter call; null = the site default' }),
});
export type AdminRoom = Type.Static<typeof AdminRoom>;

/** `GET /api/admin/rooms?siteId=`: the site's rooms, pinned first, then by name. */
export const AdminRoomList = Type.Array(AdminRoom);
export type AdminRoomList = Type.Static<typeof AdminRoomList>;

export const AdminRoomsQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type AdminRoomsQuery = Type.Static<typeof AdminRoomsQuery>;

/**
 * The room fields a body may carry, spelt as spec §3 spells them. Only the JSON types are
 * checked here; the room rules check the rest and answer with the spec's messages
 * (`ref_id must be 3 digits`, `room_name_en must have an English title`).
 */
const roomFields = {
  displayName: Type.String({ maxLength: 500 }),
  /** The English title: letters, digits and spaces. */
  room_name_en: Type.String({ maxLength: 500 }),
  roomType: Type.Enum(ROOM_TYPES),
  floor: Nullable(Type.Integer()),
  building: Nullable(Type.String({ maxLength: 500 })),
  zone: Nullable(Type.String({ maxLength: 500 })),
  gender: Nullable(Type.Enum(ROOM_GENDERS)),
  is_calculated: Type.Boolean(),
  pinned: Type.Boolean(),
  /** Three digits, unique among the site's rooms. */
  ref_id: Type.String({ maxLength: 20 }),
  cells_num: Type.Integer(),
  sinks_num: Type.Integer(),
  urinals_num: Type.Integer(),
  toilet_paper_size: Nullable(Type.String({ maxLength: 500 })),
  visitorThreshold: Nullable(Type.Integer()),
};

/**
 * `POST /api/admin/rooms`: a new room in a site. Left-out optional fields default (floor,
 * building, zone, gender and paper size null; is_calculated true; pinned false; counts 0).
 */
export const CreateRoomBody = Type.Object(
  {
    siteId: Id,
    displayName: roomFields.displayName,
    room_name_en: roomFields.room_name_en,
    roomType: roomFields.roomType,
    ref_id: roomFields.ref_id,
    floor: Type.Optional(roomFields.floor),
    building: Type.Optional(roomFields.building),
    zone: Type.Optional(roomFields.zone),
    gender: Type.Optional(roomFields.gender),
    is_calculated: Type.Optional(roomFields.is_calculated),
    pinned: Type.Optional(roomFields.pinned),
    cells_num: Type.Optional(roomFields.cells_num),
    sinks_num: Type.Optional(roomFields.sinks_num),
    urinals_num: Type.Optional(roomFields.urinals_num),
    toilet_paper_size: Type.Optional(roomFields.toilet_paper_size),
    visitorThreshold: Type.Optional(roomFields.visitorThreshold),
  },
  { additionalProperties: false },
);
export type CreateRoomBody = Type.Static<typeof CreateRoomBody>;

/** `PUT /api/admin/rooms/{id}`: the fields to change; absent ones stay, null clears a nullable one. */
export const UpdateRoomBody = Type.Partial(Type.Object(roomFields), { additionalProperties: false });
export type UpdateRoomBody = Type.Static<typeof UpdateRoomBody>;

/** At most this many rooms per generator request. */
export const ROOM_GENERATOR_MAX_ROOMS = 500;

/** One kind of room the generator puts on every floor (`count` of them, default 1). */
export const GeneratorRoomKind = Type.Object(
  {
    roomType: Type.Enum(ROOM_TYPES),
    /** Default: men, women or shared for those room types, else null. */
    gender: Type.Optional(Nullable(Type.Enum(ROOM_GENDERS))),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    cells_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    sinks_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    urinals_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type GeneratorRoomKind = Type.Static<typeof GeneratorRoomKind>;

/** One building of the map: its floors (`firstFloor`..`firstFloor + floors - 1`, within 1-25). */
export const GeneratorBuilding = Type.Object(
  {
    /** The building's name, in any language; it heads each room's display name. */
    name: Type.String({ minLength: 1, maxLength: 50 }),
    /** The English name used in the English titles; default `name` when that is English text. */
    nameEn: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    floors: Type.Integer({ minimum: 1, maximum: 25 }),
    firstFloor: Type.Optional(Type.Integer({ minimum: 1, maximum: 25 })),
    /** The rooms on each of this building's floors; default the request's `roomsPerFloor`. */
    roomsPerFloor: Type.Optional(Type.Array(GeneratorRoomKind, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type GeneratorBuilding = Type.Static<typeof GeneratorBuilding>;

/**
 * `POST /api/admin/rooms/generate`: many rooms from a building map. Reference numbers are
 * given in order from `firstRefId` (default: after the site's highest), skipping those in use.
 * `dryRun` answers the plan and appends nothing.
 */
export const GenerateRoomsBody = Type.Object(
  {
    siteId: Id,
    buildings: Type.Array(GeneratorBuilding, { minItems: 1, maxItems: 20 }),
    roomsPerFloor: Type.Optional(Type.Array(GeneratorRoomKind, { minItems: 1, maxItems: 20 })),
    firstRefId: Type.Optional(Type.String({ maxLength: 20 })),
    dryRun: Type.Optional(Type.Boolean({ default: false })),
    language: Type.Optional(
      Type.Enum(USER_LANGUAGES, {
        description: "The language of the rooms' names (\"Floor\" and the room type); English when absent. English names are always English",
      }),
    ),
  },
  { additionalProperties: false },
);
export type GenerateRoomsBody = Type.Static<typeof GenerateRoomsBody>;

/** A room the generator plans: its fields, and its id once created (null in a dry run). */
export const GeneratedRoom = Type.Object({
  id: Nullable(Type.String()),
  displayName: Type.String(),
  room_name_en: Type.String(),
  roomType: Type.Enum(ROOM_TYPES),
  gender: Nullable(Type.Enum(ROOM_GENDERS)),
  building: Type.String(),
  floor: Type.Integer(),
  ref_id: Type.String(),
  cells_num: Type.Integer(),
  sinks_num: Type.Integer(),
  urinals_num: Type.Integer(),
});
export type GeneratedRoom = Type.Static<typeof GeneratedRoom>;

/** The generator's answer: the planned (dry run) or created rooms. */
export const GeneratedRooms = Type.Object({
  dryRun: Type.Boolean(),
  count: Type.Integer(),
  rooms: Type.Array(GeneratedRoom),
});
export type GeneratedRooms = Type.Static<typeof GeneratedRooms>;

export const RoomDeletedResponse = Type.Null();
