import Type from 'typebox';

/** Room kinds (spec §3 "Room"); `handicapped` is the accessible toilet. */
export const ROOM_TYPES = [
  'men',
  'women',
  'shared',
  'handicapped',
  'lobby',
  'kitchen',
  'meeting_room',
  'elevator',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/**
 * Whom a room serves, for the dashboard's gender filter (spec §3 "Filter options"); the
 * spec shows no values, so these follow the counter channels. Null where it does not
 * apply (a lobby, a kitchen).
 */
export const ROOM_GENDERS = ['men', 'women', 'shared'] as const;
export type RoomGender = (typeof ROOM_GENDERS)[number];

/** Floors 1-25 (spec §9). */
export const ROOM_FLOOR_MIN = 1;
export const ROOM_FLOOR_MAX = 25;

/** A room reference: exactly three digits (spec §5 "must be 3 digits"), leading zeros kept. */
export const ROOM_REF_ID_PATTERN = '^[0-9]{3}$';

/** English-only text: letters, digits and spaces (spec §5), for the room's English title. */
export const ENGLISH_TEXT_PATTERN = '^[A-Za-z0-9 ]+$';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const OptionalText = (maxLength: number) => Type.Union([Type.String({ minLength: 1, maxLength }), Type.Null()]);
const Count = Type.Integer({ minimum: 0, maximum: 1000 });

/** Everything about a room an admin can change (all but its id and site). */
export const RoomProfile = Type.Object({
  /** The name shown on boards and reports, in any language. */
  displayName: Type.String({ minLength: 1, maxLength: 100 }),
  /** The English title (spec `room_name_en`): letters, digits and spaces only. */
  roomNameEn: Type.String({ minLength: 1, maxLength: 100, pattern: ENGLISH_TEXT_PATTERN }),
  roomType: Type.Enum(ROOM_TYPES),
  /** 1-25, or null when the site has no floors worth naming. */
  floor: Type.Union([Type.Integer({ minimum: ROOM_FLOOR_MIN, maximum: ROOM_FLOOR_MAX }), Type.Null()]),
  /** Building name; the filter maps buildings to floors. Null when the site has one building. */
  building: OptionalText(100),
  /** Free zone label (the filter's `zone`). */
  zone: OptionalText(100),
  gender: Type.Union([Type.Enum(ROOM_GENDERS), Type.Null()]),
  /** Spec `is_calculated`: whether the room's figures count in the site's statistics. */
  isCalculated: Type.Boolean(),
  /** Pinned rooms are listed first. */
  pinned: Type.Boolean(),
  /** Spec `ref_id`: three digits, e.g. `007`. Unique per site is the handler's check, not the event's. */
  refId: Type.String({ pattern: ROOM_REF_ID_PATTERN }),
  /** Toilet cells (stalls). */
  cellsNum: Count,
  sinksNum: Count,
  urinalsNum: Count,
  /** Spec `toilet_paper_size`: the roll size in use, free text (`jumbo`, `standard`...). */
  toiletPaperSize: OptionalText(50),
  /** Visitors since the last cleaning that open a `counter` call; null = the site default (30). */
  visitorThreshold: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
});
export type RoomProfile = Type.Static<typeof RoomProfile>;

/** A room was added to a site. Every profile field is explicit (defaults already applied). */
export const RoomCreated = Type.Object({
  roomId: Id,
  siteId: Id,
  ...RoomProfile.properties,
});
export type RoomCreated = Type.Static<typeof RoomCreated>;

/** Some profile fields changed: only those present changed (a null sets the field to null). */
export const RoomUpdated = Type.Object({
  roomId: Id,
  /** The room's site, unchanged: carried so per-site consumers need no lookup. */
  siteId: Id,
  ...Type.Partial(RoomProfile).properties,
});
export type RoomUpdated = Type.Static<typeof RoomUpdated>;

/** The room was removed; its stream accepts no further commands. Its history stays. */
export const RoomRemoved = Type.Object({
  roomId: Id,
  siteId: Id,
});
export type RoomRemoved = Type.Static<typeof RoomRemoved>;

/** Room event data schemas, keyed by event type (stream `org-room-<roomId>`). */
export const RoomEventSchemas = {
  RoomCreated,
  RoomUpdated,
  RoomRemoved,
} as const;

export type RoomEventType = keyof typeof RoomEventSchemas;
export const ROOM_EVENT_TYPES = Object.keys(RoomEventSchemas) as RoomEventType[];

/** A room event as deciders produce it: `{ type, data }`. */
export type RoomEvent = {
  [K in RoomEventType]: { type: K; data: Type.Static<(typeof RoomEventSchemas)[K]> };
}[RoomEventType];

/** Prefix of every room registry stream (distinct from the calls stream `room-<roomId>`). */
export const ROOM_STREAM_PREFIX = 'org-room-';

/** A room's own stream: its creation, updates and removal. */
export const roomStreamId = (roomId: string): string => `${ROOM_STREAM_PREFIX}${roomId}`;
