import { ROOM_GENDERS, type RoomGender } from '@facility/contracts';
import { Type } from '@fastify/type-provider-typebox';
import { TIME_TYPES, VIEW_UNITS } from './time-filter.ts';

/**
 * The dashboard's filter as query parameters (spec §3 "Filter selection", §2 "Extra filter
 * panel"), shared by every statistics route: the time filter, and the room filters (rooms,
 * building, floor, gender), shift and days. Lists are comma-separated.
 */
const LocalDate = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Site-local date, yyyy-mm-dd' });
const commaList = (item: string, description: string) =>
  Type.String({ maxLength: 4_000, pattern: `^(${item})(,(${item}))*$`, description: `${description}, comma-separated` });

export const TimeFilterFields = {
  timeType: Type.Optional(Type.Enum(TIME_TYPES, { description: 'Default last_month; the range ends yesterday, site-local' })),
  timeFrom: Type.Optional(LocalDate),
  timeTo: Type.Optional(LocalDate),
  viewTimeBy: Type.Optional(Type.Enum(VIEW_UNITS, { description: 'Default day; last_quarter and last_year are never viewed by day' })),
};

/** Shift and days: the only extra filters of the room screens (spec §2). */
export const ShiftDaysFields = {
  shift: Type.Optional(commaList('[1-9]\\d{0,2}', 'Shift numbers of the site')),
  days: Type.Optional(commaList('[1-7]', 'Weekdays, 1 = Sunday ... 7 = Saturday')),
};

export const RoomFilterFields = {
  rooms: Type.Optional(commaList('[^,]+', 'Room ids')),
  building: Type.Optional(commaList('[^,]+', 'Buildings')),
  floor: Type.Optional(commaList('\\d{1,3}', 'Floors')),
  gender: Type.Optional(commaList(ROOM_GENDERS.join('|'), 'Room genders')),
  servikName: Type.Optional(Type.String({ maxLength: 200, description: 'Service name (single); no site defines service names yet, so any value matches nothing' })),
  ...ShiftDaysFields,
};

export interface RoomFilterQuery {
  rooms?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  gender?: string | undefined;
  servikName?: string | undefined;
  shift?: string | undefined;
  days?: string | undefined;
}

/** The parsed room, shift and days filter; absent fields do not filter. */
export interface RoomFilter {
  roomIds?: string[] | undefined;
  buildings?: string[] | undefined;
  floors?: number[] | undefined;
  genders?: RoomGender[] | undefined;
  /** Shift numbers (buckets outside every shift are number 0 and never match). */
  shifts?: number[] | undefined;
  /** Weekdays 1 = Sunday ... 7 = Saturday, of the day a shift started on. */
  weekdays?: number[] | undefined;
}

const splitList = (value: string | undefined): string[] | undefined => (value ? value.split(',') : undefined);

export function parseRoomFilter(query: RoomFilterQuery): RoomFilter {
  return {
    // A service name matches no room until sites can define them (filter/options lists none).
    roomIds: query.servikName ? [] : splitList(query.rooms),
    buildings: splitList(query.building),
    floors: splitList(query.floor)?.map(Number),
    genders: splitList(query.gender) as RoomGender[] | undefined,
    shifts: splitList(query.shift)?.map(Number),
    weekdays: splitList(query.days)?.map(Number),
  };
}

export interface FilterableRoom {
  roomId: string;
  building: string | null;
  floor: number | null;
  gender: RoomGender | null;
}

/** Whether a room passes the room filters (rooms, building, floor, gender), as `roomFilterConditions` decides in SQL. */
export function roomMatches(room: FilterableRoom, filter: RoomFilter): boolean {
  if (filter.roomIds && !filter.roomIds.includes(room.roomId)) return false;
  if (filter.buildings?.length && (room.building === null || !filter.buildings.includes(room.building))) return false;
  if (filter.floors?.length && (room.floor === null || !filter.floors.includes(room.floor))) return false;
  if (filter.genders?.length && (room.gender === null || !filter.genders.includes(room.gender))) return false;
  return true;
}
