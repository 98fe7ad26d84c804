import {
  ENGLISH_TEXT_PATTERN,
  ROOM_FLOOR_MAX,
  ROOM_GENERATOR_MAX_ROOMS,
  ROOM_REF_ID_PATTERN,
  type GeneratorBuilding,
  type GeneratorRoomKind,
  type RoomGender,
  type RoomProfile,
  type RoomType,
  type UserLanguage,
} from '@facility/contracts';
import { labelText } from '@facility/contracts/labels';
import { ValidationError } from '../../../domain/errors.ts';
import { trimText } from '../../../domain/trim-text.ts';
import { newRoomProfile } from './room.rules.ts';

/** A building map: what `POST /api/admin/rooms/generate` sends, without the site and mode. */
export interface BuildingMap {
  buildings: GeneratorBuilding[];
  roomsPerFloor?: GeneratorRoomKind[];
  firstRefId?: string;
  /** The language of the names' words; English (short words) when absent. */
  language?: UserLanguage;
}

const ENGLISH_TEXT = new RegExp(ENGLISH_TEXT_PATTERN);
const REF_ID = new RegExp(ROOM_REF_ID_PATTERN);
const LAST_REF = 999;

/** English names of the room types, for generated names. */
const TYPE_LABELS: Record<RoomType, string> = {
  men: 'Men',
  women: 'Women',
  shared: 'Shared',
  handicapped: 'Accessible',
  lobby: 'Lobby',
  kitchen: 'Kitchen',
  meeting_room: 'Meeting room',
  elevator: 'Elevator',
};

/** The label dictionaries' key of each room type's name. */
const TYPE_LABEL_KEYS: Record<RoomType, string> = {
  men: 'room_type_men',
  women: 'room_type_women',
  shared: 'room_type_shared',
  handicapped: 'room_type_handicapped_toilet',
  lobby: 'room_type_lobby',
  kitchen: 'room_type_kitchen',
  meeting_room: 'room_type_meeting_room',
  elevator: 'room_type_elevator',
};

/**
 * The words of a room's name: "Floor 3" and its type. In English the short words the
 * English name uses too ("Men"); in another language the label dictionaries' ("קומה 3",
 * "שירותי גברים"), so a Hebrew admin's building "בניין א" does not make "בניין א - Floor 3 - Men".
 */
function nameWords(language: UserLanguage | undefined): { floor: (floor: number) => string; type: (roomType: RoomType) => string } {
  if (language === undefined || language === 'en') return { floor: (floor) => `Floor ${floor}`, type: (roomType) => TYPE_LABELS[roomType] };
  const floorLabel = labelText(language, 'floor_n') ?? 'Floor {{floor}}';
  return {
    floor: (floor) => floorLabel.replace('{{floor}}', String(floor)),
    type: (roomType) => labelText(language, TYPE_LABEL_KEYS[roomType]) ?? TYPE_LABELS[roomType],
  };
}

/** Toilets serve their own gender; other rooms serve no one in particular. */
function defaultGender(roomType: RoomType): RoomGender | null {
  return roomType === 'men' || roomType === 'women' || roomType === 'shared' ? roomType : null;
}

const refText = (n: number) => String(n).padStart(3, '0');

/**
 * Hands out free 3-digit references in ascending order from `first` (default: one after the
 * highest in use, or 001), skipping those in use; never wraps past 999, so the numbers of one
 * map read in the map's order.
 */
function refAllocator(used: ReadonlySet<string>, firstRefId: string | undefined): () => string {
  let next: number;
  if (firstRefId !== undefined) {
    const text = firstRefId.trim();
    if (!REF_ID.test(text)) throw new ValidationError('body/firstRefId', 'firstRefId must be 3 digits');
    next = Number(text);
  } else {
    const highest = Math.max(0, ...[...used].filter((ref) => REF_ID.test(ref)).map(Number));
    next = highest < LAST_REF ? highest + 1 : 1;
  }
  const start = next;
  return () => {
    while (next <= LAST_REF && used.has(refText(next))) next++;
    if (next > LAST_REF) {
      throw new ValidationError('body/firstRefId', `not enough free 3-digit reference numbers from ${refText(start)} to 999`);
    }
    return refText(next++);
  };
}

/** The English name of a building for the English titles, or a 400 naming `nameEn`. */
function englishName(building: GeneratorBuilding, index: number): string {
  const name = trimText(building.nameEn ?? building.name);
  if (!ENGLISH_TEXT.test(name)) {
    const field = `body/buildings/${index}/nameEn`;
    throw new ValidationError(field, building.nameEn === undefined
      ? 'must have an English title: the building name is not English, give nameEn (letters, digits and spaces)'
      : 'must have an English title (letters, digits and spaces only)');
  }
  return name;
}

/**
 * Plans the rooms of a building map (pure): for each building, each of its floors, each
 * room kind `count` times, a room with a display name, an English title and a free
 * reference number (`usedRefIds`: the site's rooms' references). Checks the whole map before
 * answering anything, so a commit can create all the rooms or none; throws ValidationError
 * naming the body field.
 */
export function planRooms(map: BuildingMap, usedRefIds: Iterable<string>): RoomProfile[] {
  const used = new Set(usedRefIds);
  const nextRef = refAllocator(used, map.firstRefId);

  const seen = new Set<string>();
  const layouts = map.buildings.map((building, b) => {
    const name = trimText(building.name);
    if (name === '') throw new ValidationError(`body/buildings/${b}/name`, 'name is required');
    if (seen.has(name)) throw new ValidationError(`body/buildings/${b}/name`, `building ${name} is listed twice`);
    seen.add(name);
    const firstFloor = building.firstFloor ?? 1;
    const lastFloor = firstFloor + building.floors - 1;
    if (lastFloor > ROOM_FLOOR_MAX) {
      throw new ValidationError(`body/buildings/${b}/floors`, `floors must end by floor ${ROOM_FLOOR_MAX} (this map ends at ${lastFloor})`);
    }
    const kinds = building.roomsPerFloor ?? map.roomsPerFloor;
    if (!kinds || kinds.length === 0) {
      throw new ValidationError('body/roomsPerFloor', `roomsPerFloor is required (for all buildings, or for building ${name})`);
    }
    return { name, nameEn: englishName(building, b), firstFloor, lastFloor, kinds };
  });

  const total = layouts.reduce(
    (sum, layout) => sum + (layout.lastFloor - layout.firstFloor + 1) * layout.kinds.reduce((n, kind) => n + (kind.count ?? 1), 0),
    0,
  );
  if (total > ROOM_GENERATOR_MAX_ROOMS) {
    throw new ValidationError('body/buildings', `this map makes ${total} rooms; at most ${ROOM_GENERATOR_MAX_ROOMS} at once`);
  }

  const words = nameWords(map.language);
  const rooms: RoomProfile[] = [];
  for (const layout of layouts) {
    for (let floor = layout.firstFloor; floor <= layout.lastFloor; floor++) {
      for (const kind of layout.kinds) {
        const count = kind.count ?? 1;
        for (let n = 1; n <= count; n++) {
          const number = count > 1 ? ` ${n}` : '';
          const label = `${TYPE_LABELS[kind.roomType]}${number}`;
          rooms.push(
            newRoomProfile({
              displayName: `${layout.name} - ${words.floor(floor)} - ${words.type(kind.roomType)}${number}`,
              roomNameEn: `${layout.nameEn} Floor ${floor} ${label}`,
              roomType: kind.roomType,
              floor,
              building: layout.name,
              gender: kind.gender === undefined ? defaultGender(kind.roomType) : kind.gender,
              refId: nextRef(),
              cellsNum: kind.cells_num,
              sinksNum: kind.sinks_num,
              urinalsNum: kind.urinals_num,
            }),
          );
        }
      }
    }
  }
  return rooms;
}
