import type { AdminRoom } from '@facility/contracts';
import { fold } from '../../../lib/fold.ts';
import { roomNameIn } from '../../../lib/room-name.ts';

/** The list's own narrowing: a search text and, optionally, one building and one floor. */
export interface RoomListFilter {
  search: string;
  /** `''` = every building. */
  building: string;
  /** `''` = every floor; otherwise the floor's number as text. */
  floor: string;
}

export const NO_ROOM_FILTER: RoomListFilter = { search: '', building: '', floor: '' };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The buildings of the site's rooms (sorted), and the floors of the chosen building (or of all). */
export function roomChoices(rooms: readonly AdminRoom[], building: string): { buildings: string[]; floors: number[] } {
  const buildings = [...new Set(rooms.map((room) => room.building).filter((name): name is string => name !== null && name !== ''))].sort(collator.compare);
  const inBuilding = building === '' ? rooms : rooms.filter((room) => room.building === building);
  const floors = [...new Set(inBuilding.map((room) => room.floor).filter((floor): floor is number => floor !== null))].sort((a, b) => a - b);
  return { buildings, floors };
}

/**
 * The rooms the list shows, in the server's order (pinned first, then by name). The search
 * looks at the names, the reference, building and zone, ignoring case and accents.
 */
export function filterRooms(rooms: readonly AdminRoom[], filter: RoomListFilter): AdminRoom[] {
  const wanted = fold(filter.search.trim());
  return rooms.filter(
    (room) =>
      (filter.building === '' || room.building === filter.building) &&
      (filter.floor === '' || String(room.floor) === filter.floor) &&
      (wanted === '' || [room.displayName, room.room_name_en, room.ref_id, room.building, room.zone].some((field) => field !== null && fold(field).includes(wanted))),
  );
}

/** A building change drops a floor the new building does not have. */
export function withBuilding(rooms: readonly AdminRoom[], filter: RoomListFilter, building: string): RoomListFilter {
  const { floors } = roomChoices(rooms, building);
  return { ...filter, building, floor: floors.some((floor) => String(floor) === filter.floor) ? filter.floor : '' };
}

/**
 * A room's two names as the list shows them (issue 19): the one in the reader's language
 * first, and the other one beneath when it differs, since the admin keeps both.
 */
export function listNames(room: Pick<AdminRoom, 'displayName' | 'room_name_en'>, language: string): { shown: string; other: string | null } {
  const shown = roomNameIn(language, { displayName: room.displayName, nameEn: room.room_name_en });
  const other = shown === room.displayName ? room.room_name_en.trim() : room.displayName;
  return { shown, other: other === '' || other === shown ? null : other };
}

/** The server's order (pinned first) with the rooms of each part by the name the reader sees. */
export function sortByShownName(rooms: readonly AdminRoom[], language: string): AdminRoom[] {
  const names = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return [...rooms].sort((a, b) => Number(b.pinned) - Number(a.pinned) || names.compare(listNames(a, language).shown, listNames(b, language).shown));
}
