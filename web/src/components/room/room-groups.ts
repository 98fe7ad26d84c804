/**
 * The room picker's choice (task, working-area and shift forms): a site's rooms grouped by
 * building, then floor, so a whole floor (or building) is ticked at once, with a search
 * over names. Pure, for the picker and its tests.
 */
import { fold } from '../../lib/fold.ts';

/** What the picker needs of a room (from `GET room/staticRooms?siteId=`). */
export interface RoomChoice {
  id: string;
  displayName: string;
  building: string | null;
  floor: number | null;
}

export interface RoomGroup {
  /** Stable per building and floor (`A|3`, `|` for neither). */
  key: string;
  building: string | null;
  floor: number | null;
  rooms: RoomChoice[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const lastWhenNull = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : compare(a, b));
const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text.trim());

/** Named buildings first in natural order (B2 before B10), then floors upwards, rooms by name; rooms without either last. */
export function groupRooms(rooms: readonly RoomChoice[]): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const room of rooms) {
    const building = blankToNull(room.building);
    const key = `${building ?? ''}|${room.floor ?? ''}`;
    const group = groups.get(key) ?? { key, building, floor: room.floor, rooms: [] };
    group.rooms.push(room);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => lastWhenNull(a.building, b.building, collator.compare) || lastWhenNull(a.floor, b.floor, (x, y) => x - y));
  for (const group of sorted) group.rooms.sort((a, b) => collator.compare(a.displayName, b.displayName) || collator.compare(a.id, b.id));
  return sorted;
}

/** A building's floor groups under one box that ticks the whole building (the shift form). */
export interface BuildingGroup {
  key: string;
  building: string | null;
  /** Every room of the building, for its box. */
  rooms: RoomChoice[];
  floors: RoomGroup[];
}

/** Gathers the floor groups by building, in the order `groupRooms` put them (a building's floors are next to each other). */
export function byBuilding(groups: readonly RoomGroup[]): BuildingGroup[] {
  const buildings: BuildingGroup[] = [];
  for (const group of groups) {
    const last = buildings.at(-1);
    if (last && last.building === group.building) {
      last.floors.push(group);
      last.rooms.push(...group.rooms);
    } else {
      buildings.push({ key: group.building ?? '', building: group.building, rooms: [...group.rooms], floors: [group] });
    }
  }
  return buildings;
}

/** What ticking works on: a floor's or a building's rooms. */
type Tickable = Pick<RoomGroup, 'rooms'>;

/** Whether a group's rooms are all, some or none of the chosen ones. */
export function groupState(chosen: readonly string[], group: Tickable): 'all' | 'some' | 'none' {
  const held = group.rooms.filter((room) => chosen.includes(room.id)).length;
  return held === 0 ? 'none' : held === group.rooms.length ? 'all' : 'some';
}

/** Ticking a group: all its rooms when not all were chosen, otherwise none of them. */
export function toggleGroup(chosen: readonly string[], group: Tickable): string[] {
  const ids = group.rooms.map((room) => room.id);
  if (groupState(chosen, group) === 'all') return chosen.filter((id) => !ids.includes(id));
  return [...chosen, ...ids.filter((id) => !chosen.includes(id))];
}

/** The groups with only the rooms whose name (or building) matches the search, case and accents ignored; empty groups dropped. */
export function narrowGroups(groups: readonly RoomGroup[], search: string): RoomGroup[] {
  const wanted = fold(search.trim());
  if (wanted === '') return [...groups];
  return groups.flatMap((group) => {
    const rooms = group.rooms.filter((room) => fold(room.displayName).includes(wanted) || fold(group.building ?? '').includes(wanted));
    return rooms.length > 0 ? [{ ...group, rooms }] : [];
  });
}
