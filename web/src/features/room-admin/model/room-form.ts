import { ROOM_GENDERS, ROOM_TYPES, type AdminRoom, type CreateRoomBody, type RoomGender, type RoomType, type UpdateRoomBody } from '@facility/contracts';
import { chosen, englishTitle, firstFailing, numbers, required, threeDigits } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';

/**
 * The room form's values, keyed by the body's field names (spec §3 spelling) so a 400 the
 * server gives for `body/ref_id` lands under the `ref_id` input. Numbers are kept as the
 * typed text: the spec's "must be numbers" rule judges the text, not a parsed number.
 */
export interface RoomFormValues {
  displayName: string;
  room_name_en: string;
  ref_id: string;
  roomType: RoomType | '';
  building: string;
  /** `''` = no floor; otherwise `1`..`25` (chosen from a list, so never out of range). */
  floor: string;
  zone: string;
  gender: RoomGender | '';
  is_calculated: boolean;
  pinned: boolean;
  cells_num: string;
  sinks_num: string;
  urinals_num: string;
  toilet_paper_size: string;
  /** `''` = the site's default threshold. */
  visitorThreshold: string;
}

/** What a new room starts with: the server's defaults (counted, not pinned, no fixtures). */
export const EMPTY_ROOM_FORM: RoomFormValues = {
  displayName: '',
  room_name_en: '',
  ref_id: '',
  roomType: '',
  building: '',
  floor: '',
  zone: '',
  gender: '',
  is_calculated: true,
  pinned: false,
  cells_num: '0',
  sinks_num: '0',
  urinals_num: '0',
  toilet_paper_size: '',
  visitorThreshold: '',
};

const isRoomType = (value: string): value is RoomType => (ROOM_TYPES as readonly string[]).includes(value);
const isGender = (value: string | null): value is RoomGender => value !== null && (ROOM_GENDERS as readonly string[]).includes(value);

/** A stored room as form values (an unknown type or gender shows as not chosen). */
export function roomToForm(room: AdminRoom): RoomFormValues {
  return {
    displayName: room.displayName,
    room_name_en: room.room_name_en,
    ref_id: room.ref_id,
    roomType: isRoomType(room.roomType) ? room.roomType : '',
    building: room.building ?? '',
    floor: room.floor === null ? '' : String(room.floor),
    zone: room.zone ?? '',
    gender: isGender(room.gender) ? room.gender : '',
    is_calculated: room.is_calculated,
    pinned: room.pinned,
    cells_num: String(room.cells_num),
    sinks_num: String(room.sinks_num),
    urinals_num: String(room.urinals_num),
    toilet_paper_size: room.toilet_paper_size ?? '',
    visitorThreshold: room.visitorThreshold === null ? '' : String(room.visitorThreshold),
  };
}

/** The spec §5 rules for each field: the first failing rule's message key, or null. */
export const roomFormRules: FormRules<RoomFormValues> = (values) => ({
  displayName: required(values.displayName),
  room_name_en: englishTitle(values.room_name_en),
  ref_id: threeDigits(values.ref_id),
  roomType: chosen(values.roomType),
  cells_num: firstFailing(values.cells_num, [required, numbers]),
  sinks_num: firstFailing(values.sinks_num, [required, numbers]),
  urinals_num: firstFailing(values.urinals_num, [required, numbers]),
  visitorThreshold: numbers(values.visitorThreshold),
});

/**
 * Toilets serve their own gender: picking such a type fills an empty gender (as the
 * generator defaults it); any other type leaves the gender as it is.
 */
export function genderForType(roomType: RoomType | '', gender: RoomGender | ''): RoomGender | '' {
  if (gender !== '') return gender;
  return roomType === 'men' || roomType === 'women' || roomType === 'shared' ? roomType : '';
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const integer = (value: string): number => Number(value.trim());

/** Every room field as the body sends it: trimmed text, empty optional text as null. */
function bodyFields(values: RoomFormValues) {
  if (values.roomType === '') throw new Error('roomType is checked by the form before a body is made');
  return {
    displayName: values.displayName.trim(),
    room_name_en: values.room_name_en.trim(),
    ref_id: values.ref_id.trim(),
    roomType: values.roomType,
    building: text(values.building),
    floor: values.floor === '' ? null : integer(values.floor),
    zone: text(values.zone),
    gender: values.gender === '' ? null : values.gender,
    is_calculated: values.is_calculated,
    pinned: values.pinned,
    cells_num: integer(values.cells_num),
    sinks_num: integer(values.sinks_num),
    urinals_num: integer(values.urinals_num),
    toilet_paper_size: text(values.toilet_paper_size),
    visitorThreshold: values.visitorThreshold.trim() === '' ? null : integer(values.visitorThreshold),
  };
}

/** `POST /api/admin/rooms` for a checked form, in the given site. */
export function toCreateBody(values: RoomFormValues, siteId: string): CreateRoomBody {
  return { siteId, ...bodyFields(values) };
}

/**
 * `PUT /api/admin/rooms/{id}`: every field, so a cleared optional one (null) is cleared on
 * the server too; the server records only what changed.
 */
export function toUpdateBody(values: RoomFormValues): UpdateRoomBody {
  return bodyFields(values);
}
