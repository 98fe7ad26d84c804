import { ENGLISH_TEXT_PATTERN, ROOM_FLOOR_MAX, ROOM_GENERATOR_MAX_ROOMS, type GenerateRoomsBody, type GeneratorBuilding, type GeneratorRoomKind, type RoomGender, type RoomType } from '@facility/contracts';

/**
 * The building-map wizard's first step as plain data, its checks, and the
 * `POST /api/admin/rooms/generate` body it makes. The checks mirror the server's (schema
 * limits and the generator's rules) so most mistakes show before a round trip; each is keyed
 * by the field's path as the server's 400 names it (`buildings/0/nameEn`), so a server
 * reason and a local one land under the same input.
 */

/** GenerateRoomsBody's limits (contracts/src/api/room-admin.schemas.ts). */
export const GENERATOR_LIMITS = {
  buildings: 20,
  kinds: 20,
  nameLength: 50,
  countMin: 1,
  countMax: 50,
  fixturesMax: 1000,
  rooms: ROOM_GENERATOR_MAX_ROOMS,
  lastFloor: ROOM_FLOOR_MAX,
} as const;

/** `''`: the generator's default for the type (men/women/shared toilets serve that gender); `none`: nobody in particular. */
export type KindGender = RoomGender | '' | 'none';

/** One kind of room on every floor; numbers are the typed text (the "must be numbers" rule judges it). */
export interface KindDraft {
  roomType: RoomType;
  gender: KindGender;
  count: string;
  /** `''` = none (0). */
  cells_num: string;
  sinks_num: string;
  urinals_num: string;
}

export interface BuildingDraft {
  name: string;
  /** Needed only when `name` is not English text (letters, digits, spaces). */
  nameEn: string;
  fromFloor: number;
  toFloor: number;
  /** This building has its own rooms per floor instead of the map's shared ones. */
  ownKinds: boolean;
  kinds: KindDraft[];
}

export interface WizardState {
  buildings: BuildingDraft[];
  /** The rooms on each floor of every building without its own. */
  kinds: KindDraft[];
  /** `''` = after the site's highest reference. */
  firstRefId: string;
}

/** A message: a dictionary key with its namespace (`admin:rules.threeDigits`) and values. */
export interface WizardMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type WizardErrors = Record<string, WizardMessage>;

export const newKind = (roomType: RoomType = 'men'): KindDraft => ({ roomType, gender: '', count: '1', cells_num: '', sinks_num: '', urinals_num: '' });

export const newBuilding = (name = ''): BuildingDraft => ({ name, nameEn: '', fromFloor: 1, toFloor: 1, ownKinds: false, kinds: [newKind('men'), newKind('women')] });

/** A small map to start from: one building, three floors, a men's and a women's toilet on each. */
export const INITIAL_WIZARD: WizardState = {
  buildings: [{ ...newBuilding('A'), toFloor: 3 }],
  kinds: [newKind('men'), newKind('women')],
  firstRefId: '',
};

const ENGLISH_TEXT = new RegExp(ENGLISH_TEXT_PATTERN);
const DIGITS = /^\d+$/;
const blank = (text: string) => text.trim() === '';

/** The rooms each floor of this building gets. */
export const kindsOf = (state: WizardState, building: BuildingDraft): KindDraft[] => (building.ownKinds ? building.kinds : state.kinds);

/** How many rooms the map makes (a count not yet a number counts as none). */
export function plannedRoomCount(state: WizardState): number {
  return state.buildings.reduce((sum, building) => {
    const floors = Math.max(0, building.toFloor - building.fromFloor + 1);
    const perFloor = kindsOf(state, building).reduce((n, kind) => n + (DIGITS.test(kind.count.trim()) ? Number(kind.count) : 0), 0);
    return sum + floors * perFloor;
  }, 0);
}

const numberError = (text: string, min: number, max: number, optional: boolean): WizardMessage | null => {
  if (blank(text)) return optional ? null : { key: 'admin:rules.pleaseEnter' };
  if (!DIGITS.test(text.trim())) return { key: 'admin:rules.mustBeNumbers' };
  const value = Number(text);
  return value < min || value > max ? { key: 'room-admin:generate.error.range', values: { min, max } } : null;
};

function checkKinds(kinds: readonly KindDraft[], path: string, errors: WizardErrors): void {
  if (kinds.length === 0) errors[path] = { key: 'room-admin:generate.error.noKinds' };
  kinds.forEach((kind, k) => {
    const checks = {
      count: numberError(kind.count, GENERATOR_LIMITS.countMin, GENERATOR_LIMITS.countMax, false),
      cells_num: numberError(kind.cells_num, 0, GENERATOR_LIMITS.fixturesMax, true),
      sinks_num: numberError(kind.sinks_num, 0, GENERATOR_LIMITS.fixturesMax, true),
      urinals_num: numberError(kind.urinals_num, 0, GENERATOR_LIMITS.fixturesMax, true),
    };
    for (const [field, error] of Object.entries(checks)) if (error) errors[`${path}/${k}/${field}`] = error;
  });
}

/**
 * Everything wrong with the map, keyed by field path; empty when it may go to the server.
 * `buildings` carries the "too many rooms" refusal (the server names the same field).
 */
export function wizardErrors(state: WizardState): WizardErrors {
  const errors: WizardErrors = {};
  const seen = new Set<string>();
  state.buildings.forEach((building, b) => {
    const path = `buildings/${b}`;
    const name = building.name.trim();
    if (name === '') errors[`${path}/name`] = { key: 'admin:rules.pleaseEnter' };
    else if (name.length > GENERATOR_LIMITS.nameLength) errors[`${path}/name`] = { key: 'room-admin:generate.error.tooLong', values: { max: GENERATOR_LIMITS.nameLength } };
    else if (seen.has(name)) errors[`${path}/name`] = { key: 'room-admin:generate.error.duplicate' };
    seen.add(name);
    // The English title comes from nameEn, or from the name itself when that is English.
    const english = blank(building.nameEn) ? name : building.nameEn.trim();
    if (english.length > GENERATOR_LIMITS.nameLength) errors[`${path}/nameEn`] = { key: 'room-admin:generate.error.tooLong', values: { max: GENERATOR_LIMITS.nameLength } };
    else if (english !== '' && !ENGLISH_TEXT.test(english)) errors[`${path}/nameEn`] = { key: 'admin:rules.englishTitle' };
    if (building.toFloor < building.fromFloor) errors[`${path}/floors`] = { key: 'room-admin:generate.error.floorOrder' };
    if (building.ownKinds) checkKinds(building.kinds, `${path}/roomsPerFloor`, errors);
  });
  if (state.buildings.some((building) => !building.ownKinds)) checkKinds(state.kinds, 'roomsPerFloor', errors);
  if (!blank(state.firstRefId) && !/^\d{3}$/.test(state.firstRefId.trim())) errors.firstRefId = { key: 'admin:rules.threeDigits' };
  const total = plannedRoomCount(state);
  if (state.buildings.length === 0) errors.buildings = { key: 'room-admin:generate.error.noBuildings' };
  else if (total > GENERATOR_LIMITS.rooms) errors.buildings = { key: 'room-admin:generate.error.tooMany', values: { rooms: total, max: GENERATOR_LIMITS.rooms } };
  return errors;
}

const optionalCount = (text: string): number | undefined => (blank(text) ? undefined : Number(text.trim()));

function kindBody(kind: KindDraft): GeneratorRoomKind {
  const body: GeneratorRoomKind = { roomType: kind.roomType, count: Number(kind.count.trim()) };
  if (kind.gender !== '') body.gender = kind.gender === 'none' ? null : kind.gender;
  const fixtures = { cells_num: optionalCount(kind.cells_num), sinks_num: optionalCount(kind.sinks_num), urinals_num: optionalCount(kind.urinals_num) };
  for (const [field, value] of Object.entries(fixtures) as [keyof typeof fixtures, number | undefined][]) if (value !== undefined) body[field] = value;
  return body;
}

/** The generate request for a map without errors: a preview (`dryRun`) or the real thing. */
export function wizardToBody(state: WizardState, siteId: string, dryRun: boolean): GenerateRoomsBody {
  const buildings = state.buildings.map((building): GeneratorBuilding => {
    const body: GeneratorBuilding = { name: building.name.trim(), firstFloor: building.fromFloor, floors: building.toFloor - building.fromFloor + 1 };
    if (!blank(building.nameEn)) body.nameEn = building.nameEn.trim();
    if (building.ownKinds) body.roomsPerFloor = building.kinds.map(kindBody);
    return body;
  });
  const body: GenerateRoomsBody = { siteId, buildings, dryRun };
  // Shared kinds only when some building uses them (the server refuses an empty list).
  if (state.buildings.some((building) => !building.ownKinds)) body.roomsPerFloor = state.kinds.map(kindBody);
  if (!blank(state.firstRefId)) body.firstRefId = state.firstRefId.trim();
  return body;
}
