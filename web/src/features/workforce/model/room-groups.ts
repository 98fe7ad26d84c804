/**
 * The working-area form's room choice: a site's rooms grouped by building, then floor, so
 * a whole floor can be ticked at once. Pure, for the form and its tests.
 */

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

/** Named buildings first (in natural order: B2 before B10), rooms without one last; likewise floors. */
function compareNullable<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compare(a, b);
}

const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text.trim());

/** The rooms in groups by building and floor, each group's rooms by name. */
export function groupRooms(rooms: readonly RoomChoice[]): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const room of rooms) {
    const building = blankToNull(room.building);
    const key = `${building ?? ''}|${room.floor ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, building, floor: room.floor, rooms: [] };
      groups.set(key, group);
    }
    group.rooms.push(room);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => compareNullable(a.building, b.building, collator.compare) || compareNullable(a.floor, b.floor, (x, y) => x - y),
  );
  for (const group of sorted) group.rooms.sort((a, b) => collator.compare(a.displayName, b.displayName) || collator.compare(a.id, b.id));
  return sorted;
}

/** Whether a group's rooms are all, some or none of the chosen ones. */
export function groupState(chosen: readonly string[], group: RoomGroup): 'all' | 'some' | 'none' {
  const held = group.rooms.filter((room) => chosen.includes(room.id)).length;
  return held === 0 ? 'none' : held === group.rooms.length ? 'all' : 'some';
}

/** Ticking a group: all its rooms when not all were chosen, otherwise none of them. */
export function toggleGroup(chosen: readonly string[], group: RoomGroup): string[] {
  const ids = group.rooms.map((room) => room.id);
  if (groupState(chosen, group) === 'all') return chosen.filter((id) => !ids.includes(id));
  return [...chosen, ...ids.filter((id) => !chosen.includes(id))];
}

/** One id in or out of the choice. */
export const toggleId = (chosen: readonly string[], id: string): string[] => (chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id]);

/** The groups with only the rooms whose name matches a search text (case and accents ignored); empty groups dropped. */
export function narrowGroups(groups: readonly RoomGroup[], search: string): RoomGroup[] {
  const wanted = fold(search.trim());
  if (wanted === '') return [...groups];
  return groups.flatMap((group) => {
    const rooms = group.rooms.filter((room) => fold(room.displayName).includes(wanted) || fold(group.building ?? '').includes(wanted));
    return rooms.length > 0 ? [{ ...group, rooms }] : [];
  });
}

// The admin kit's folding (`matchesSearch`), repeated so this file stays free of React and CSS.
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
