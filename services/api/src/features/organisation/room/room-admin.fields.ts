import type { AdminRoom, RoomProfile } from '@facility/contracts';
import type { RoomRecord } from '@facility/projections';
import { ValidationError } from '../../../domain/errors.ts';
import { toStaticRoom } from './room.routes.ts';

/** Spec §3 field names (as the admin API's bodies spell them) and the profile fields they set. */
const PROFILE_FIELD = {
  displayName: 'displayName',
  room_name_en: 'roomNameEn',
  roomType: 'roomType',
  floor: 'floor',
  building: 'building',
  zone: 'zone',
  gender: 'gender',
  is_calculated: 'isCalculated',
  pinned: 'pinned',
  ref_id: 'refId',
  cells_num: 'cellsNum',
  sinks_num: 'sinksNum',
  urinals_num: 'urinalsNum',
  toilet_paper_size: 'toiletPaperSize',
  visitorThreshold: 'visitorThreshold',
} as const satisfies Record<string, keyof RoomProfile>;

type BodyField = keyof typeof PROFILE_FIELD;

const BODY_FIELD = Object.fromEntries(Object.entries(PROFILE_FIELD).map(([body, profile]) => [profile, body])) as Record<
  keyof RoomProfile,
  BodyField
>;

/** A body's room fields as profile fields (absent stay absent); other keys (siteId) are left out. */
export function profileInput(body: Partial<Record<BodyField, unknown>>): Partial<Record<keyof RoomProfile, unknown>> {
  const input: Partial<Record<keyof RoomProfile, unknown>> = {};
  for (const [bodyField, profileField] of Object.entries(PROFILE_FIELD) as [BodyField, keyof RoomProfile][]) {
    if (body[bodyField] !== undefined) input[profileField] = body[bodyField];
  }
  return input;
}

/**
 * A room rule's error (naming profile fields: `refId must be 3 digits`) as the body names
 * the field (`body/ref_id`, `ref_id must be 3 digits`); other errors unchanged.
 */
export function underBody(error: unknown): unknown {
  if (!(error instanceof ValidationError) || !(error.field in BODY_FIELD)) return error;
  const bodyField = BODY_FIELD[error.field as keyof RoomProfile];
  return new ValidationError(`body/${bodyField}`, error.message.replace(error.field, bodyField));
}

/** Runs room rules, naming a failing field as the body does. */
export function asBodyFields<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw underBody(error);
  }
}

/** A room as the admin API answers it. */
export function toAdminRoom(room: RoomRecord): AdminRoom {
  return { ...toStaticRoom(room), visitorThreshold: room.visitorThreshold };
}
