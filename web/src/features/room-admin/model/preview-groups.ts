import type { GeneratedRoom } from '@facility/contracts';

export interface PreviewFloor {
  floor: number;
  rooms: GeneratedRoom[];
}

export interface PreviewBuilding {
  building: string;
  count: number;
  /** The first and last reference numbers the building's rooms get. */
  refs: { first: string; last: string };
  floors: PreviewFloor[];
}

/**
 * The planned rooms grouped by building, then floor, in the generator's order (the map's
 * order: buildings as listed, floors upwards), so the preview reads like the map.
 */
export function groupPreview(rooms: readonly GeneratedRoom[]): PreviewBuilding[] {
  const groups: PreviewBuilding[] = [];
  for (const room of rooms) {
    let group = groups.find((entry) => entry.building === room.building);
    if (!group) {
      group = { building: room.building, count: 0, refs: { first: room.ref_id, last: room.ref_id }, floors: [] };
      groups.push(group);
    }
    group.count += 1;
    if (room.ref_id < group.refs.first) group.refs.first = room.ref_id;
    if (room.ref_id > group.refs.last) group.refs.last = room.ref_id;
    let floor = group.floors.find((entry) => entry.floor === room.floor);
    if (!floor) {
      floor = { floor: room.floor, rooms: [] };
      group.floors.push(floor);
    }
    floor.rooms.push(room);
  }
  return groups;
}

/** Where a 400 reason belongs in the wizard, read from its field path (`buildings/1/roomsPerFloor/0/count`). */
export interface ErrorPlace {
  /** 0-based building, when the field is a building's. */
  building?: number;
  /** 0-based room kind (of the building when `building` is set, else of the shared list). */
  kind?: number;
  /** The field's own name (`name`, `nameEn`, `count`, `firstRefId`...); `''` for the whole map. */
  field: string;
}

export function errorPlace(path: string): ErrorPlace {
  const parts = path.split('/').filter(Boolean);
  const place: ErrorPlace = { field: '' };
  let index = 0;
  if (parts[index] === 'buildings' && parts[index + 1] !== undefined && /^\d+$/.test(parts[index + 1]!)) {
    place.building = Number(parts[index + 1]);
    index += 2;
  }
  if (parts[index] === 'roomsPerFloor' && parts[index + 1] !== undefined && /^\d+$/.test(parts[index + 1]!)) {
    place.kind = Number(parts[index + 1]);
    index += 2;
  }
  place.field = parts.slice(index).join('/');
  return place;
}
