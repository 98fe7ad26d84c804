import Type from 'typebox';

const Id = Type.String({ minLength: 1, maxLength: 100 });

/** A room as `GET /api/room/staticRooms` lists it (spec §3 "Room" field names). */
export const StaticRoom = Type.Object({
  id: Type.String(),
  siteId: Type.String(),
  displayName: Type.String(),
  room_name_en: Type.String(),
  roomType: Type.String(),
  floor: Type.Union([Type.Integer(), Type.Null()]),
  building: Type.Union([Type.String(), Type.Null()]),
  zone: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  is_calculated: Type.Boolean(),
  pinned: Type.Boolean(),
  ref_id: Type.String(),
  cells_num: Type.Integer(),
  sinks_num: Type.Integer(),
  urinals_num: Type.Integer(),
  toilet_paper_size: Type.Union([Type.String(), Type.Null()]),
});
export type StaticRoom = Type.Static<typeof StaticRoom>;

/** `GET /api/room/staticRooms`: the rooms the caller may see, filtered. */
export const StaticRoomList = Type.Array(StaticRoom);

/**
 * `GET /api/room/staticRooms`: `building`, `floor`, `gender` and `zone` are JSON-decoded
 * (`["A","B"]`, `[3,4]`, or a single bare value); `null` or `[]` means no filter.
 */
export const StaticRoomsQuery = Type.Object(
  {
    siteId: Type.Optional(Id),
    companyId: Type.Optional(Id),
    building: Type.Optional(Type.String({ maxLength: 2000 })),
    floor: Type.Optional(Type.String({ maxLength: 2000 })),
    gender: Type.Optional(Type.String({ maxLength: 2000 })),
    zone: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type StaticRoomsQuery = Type.Static<typeof StaticRoomsQuery>;
