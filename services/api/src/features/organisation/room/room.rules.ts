import {
  ENGLISH_TEXT_PATTERN,
  ROOM_FLOOR_MAX,
  ROOM_FLOOR_MIN,
  ROOM_GENDERS,
  ROOM_REF_ID_PATTERN,
  ROOM_TYPES,
} from '@facility/contracts';
import type { RoomProfile } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { flag, integer, oneOf, optionalText, requiredText, type FieldRule, requireId } from '../../../domain/field-rules.ts';

export { requireId };

const ENGLISH_TEXT = new RegExp(ENGLISH_TEXT_PATTERN);
const REF_ID = new RegExp(ROOM_REF_ID_PATTERN);

const nullable =
  <T>(rule: FieldRule<T>): FieldRule<T | null> =>
  (value, field) =>
    value === null ? null : rule(value, field);

const ROOM_RULES: { [K in keyof RoomProfile]-?: FieldRule<RoomProfile[K]> } = {
  displayName: requiredText(100),
  roomNameEn: (value, field) => {
    const text = requiredText(100)(value, field);
    if (!ENGLISH_TEXT.test(text)) {
      throw new ValidationError(field, `${field} must have an English title (letters, digits and spaces only)`);
    }
    return text;
  },
  roomType: oneOf(ROOM_TYPES),
  floor: nullable(integer(ROOM_FLOOR_MIN, ROOM_FLOOR_MAX)),
  building: optionalText(100),
  zone: optionalText(100),
  gender: nullable(oneOf(ROOM_GENDERS)),
  isCalculated: flag,
  pinned: flag,
  refId: (value, field) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!REF_ID.test(text)) throw new ValidationError(field, `${field} must be 3 digits`);
    return text;
  },
  cellsNum: integer(0, 1000),
  sinksNum: integer(0, 1000),
  urinalsNum: integer(0, 1000),
  toiletPaperSize: optionalText(50),
  visitorThreshold: nullable(integer(1, 100_000)),
};

const ROOM_FIELDS = Object.keys(ROOM_RULES) as (keyof RoomProfile)[];

/** What a new room gets for the profile fields its command left out. */
export const ROOM_DEFAULTS = {
  floor: null,
  building: null,
  zone: null,
  gender: null,
  isCalculated: true,
  pinned: false,
  cellsNum: 0,
  sinksNum: 0,
  urinalsNum: 0,
  toiletPaperSize: null,
  visitorThreshold: null,
} as const satisfies Partial<RoomProfile>;

/**
 * Checks every profile field present in `input` (undefined = absent) and returns them
 * normalised; other keys (ids, unknown extras) are left out.
 */
export function normaliseRoomProfile(input: Partial<Record<keyof RoomProfile, unknown>>): Partial<RoomProfile> {
  const profile: Partial<Record<keyof RoomProfile, unknown>> = {};
  for (const field of ROOM_FIELDS) {
    const value = input[field];
    if (value !== undefined) profile[field] = ROOM_RULES[field](value, field);
  }
  return profile as Partial<RoomProfile>;
}

/**
 * A new room's full profile: every field checked, left-out ones (undefined) defaulted
 * ({@link ROOM_DEFAULTS}); a left-out required field is reported as required.
 */
export function newRoomProfile(input: Partial<Record<keyof RoomProfile, unknown>>): RoomProfile {
  const profile: Partial<Record<keyof RoomProfile, unknown>> = {};
  for (const field of ROOM_FIELDS) {
    const value = input[field] === undefined ? (ROOM_DEFAULTS as Partial<RoomProfile>)[field] : input[field];
    if (value === undefined) throw new ValidationError(field, `${field} is required`);
    profile[field] = ROOM_RULES[field](value, field);
  }
  return profile as RoomProfile;
}

/** The fields of `next` whose value differs from `current`. */
export function changedRoomFields(current: RoomProfile, next: Partial<RoomProfile>): Partial<RoomProfile> {
  const changes: Partial<Record<keyof RoomProfile, unknown>> = {};
  for (const field of ROOM_FIELDS) {
    if (next[field] !== undefined && next[field] !== current[field]) changes[field] = next[field];
  }
  return changes as Partial<RoomProfile>;
}
