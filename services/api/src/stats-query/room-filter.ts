import type { RoomGender } from '@facility/contracts';

/**
 * The room filters of the statistics queries (rooms, building, floor, gender), service
 * name and hour, shift and days, as the query carries them (comma-separated lists:
 * contracts' `RoomFilterFields`), parsed.
 */
export interface RoomFilterQuery {
  rooms?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  gender?: string | undefined;
  servikName?: string | undefined;
  hour?: number | undefined;
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
  /** A service of the site: narrows complaint figures to its problems (see `complaint-filter.ts`), not the rooms. */
  servikName?: string | undefined;
  /** A site-local hour of day: narrows complaint figures to it. */
  hour?: number | undefined;
}

const splitList = (value: string | undefined): string[] | undefined => (value ? value.split(',') : undefined);

export function parseRoomFilter(query: RoomFilterQuery): RoomFilter {
  return {
    roomIds: splitList(query.rooms),
    buildings: splitList(query.building),
    floors: splitList(query.floor)?.map(Number),
    genders: splitList(query.gender) as RoomGender[] | undefined,
    shifts: splitList(query.shift)?.map(Number),
    weekdays: splitList(query.days)?.map(Number),
    servikName: query.servikName || undefined,
    hour: query.hour,
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
