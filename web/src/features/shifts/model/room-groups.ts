/**
 * The site's rooms for the shift's room picker, grouped by building, then floor (spec §3
 * "Room": building and floor may be empty). Groups without a building or floor come last;
 * floors go up numerically, rooms by name.
 */
export interface PickerRoom {
  id: string;
  displayName: string;
  building: string | null;
  floor: number | null;
}

export interface FloorGroup {
  floor: number | null;
  rooms: PickerRoom[];
}

export interface BuildingGroup {
  building: string | null;
  floors: FloorGroup[];
}

const byName = (a: PickerRoom, b: PickerRoom): number => a.displayName.localeCompare(b.displayName, undefined, { numeric: true }) || a.id.localeCompare(b.id);
const lastWhenNull = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);

export function groupRooms(rooms: readonly PickerRoom[]): BuildingGroup[] {
  const buildings = new Map<string | null, Map<number | null, PickerRoom[]>>();
  for (const room of rooms) {
    const building = room.building?.trim() ? room.building.trim() : null;
    const floors = buildings.get(building) ?? new Map<number | null, PickerRoom[]>();
    floors.set(room.floor, [...(floors.get(room.floor) ?? []), room]);
    buildings.set(building, floors);
  }
  return [...buildings.entries()]
    .sort(([a], [b]) => lastWhenNull(a, b, (x, y) => x.localeCompare(y, undefined, { numeric: true })))
    .map(([building, floors]) => ({
      building,
      floors: [...floors.entries()]
        .sort(([a], [b]) => lastWhenNull(a, b, (x, y) => x - y))
        .map(([floor, list]) => ({ floor, rooms: [...list].sort(byName) })),
    }));
}

/** The ids of a group's rooms, and whether all, some or none of them are chosen. */
export function groupState(rooms: readonly PickerRoom[], chosen: readonly string[]): 'all' | 'some' | 'none' {
  const count = rooms.filter((room) => chosen.includes(room.id)).length;
  return count === 0 ? 'none' : count === rooms.length ? 'all' : 'some';
}

/** Ticks or unticks a whole group; the result keeps the other groups' choices. */
export function toggleGroup(rooms: readonly PickerRoom[], chosen: readonly string[], on: boolean): string[] {
  const ids = rooms.map((room) => room.id);
  return on ? [...new Set([...chosen, ...ids])] : chosen.filter((id) => !ids.includes(id));
}
