import { SHIFT_NAMES, type SetShiftsBody, type SiteShift } from '@facility/contracts';
import type { RuleKey } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';
import { WEEKDAYS } from './shift-labels.ts';
import { firstOverlap, minutesOfDay, type Overlap } from './shift-overlap.ts';

/**
 * One shift in the edit drawer, and the rules the server applies to it (services/api
 * site.shifts.ts), checked as the user types. Rules are keyed by the field names the
 * server's 400 pointers end with (`shifts/2/start` → `start`), so a refusal and a rule show
 * in the same place. The overlap rule needs the other shifts and is read apart
 * ({@link draftOverlap}), because its message names the other shift and the weekday.
 */

export type ShiftNameChoice = (typeof SHIFT_NAMES)[number] | 'other';
export const SHIFT_NAME_CHOICES: readonly ShiftNameChoice[] = [...SHIFT_NAMES, 'other'];

/** The server's limits (SiteShift schema and `validateShifts`). */
export const MAX_SHIFT_NUMBER = 1000;
export const MAX_SHIFT_NAME = 50;

export interface ShiftFormValues {
  shiftNumber: number | null;
  /** One of the usual names, `other` for free text, or '' before a choice. */
  nameChoice: ShiftNameChoice | '';
  /** The free-text name, used when `nameChoice` is `other`. */
  shiftName: string;
  /** `HH:mm`, '' until chosen. */
  start: string;
  end: string;
  days: number[];
  minSla: number | null;
  maxSla: number | null;
  /** Empty: the whole site. */
  roomIds: string[];
  active: boolean;
}

const isUsualName = (name: string): name is (typeof SHIFT_NAMES)[number] => (SHIFT_NAMES as readonly string[]).includes(name);

export function shiftToForm(shift: SiteShift): ShiftFormValues {
  const usual = isUsualName(shift.shiftName);
  return {
    shiftNumber: shift.shiftNumber,
    nameChoice: usual ? (shift.shiftName as ShiftNameChoice) : 'other',
    shiftName: usual ? '' : shift.shiftName,
    start: shift.start,
    end: shift.end,
    days: [...shift.days],
    minSla: shift.minSla,
    maxSla: shift.maxSla,
    roomIds: [...shift.roomIds],
    active: shift.active,
  };
}

/** The number after the highest in use (1 for the first shift). */
export const nextShiftNumber = (shifts: readonly Pick<SiteShift, 'shiftNumber'>[]): number => Math.max(0, ...shifts.map((shift) => shift.shiftNumber)) + 1;

/** A new shift: the next free number, every day, the whole site, active; times, name and SLAs left to choose. */
export function newShiftForm(shifts: readonly SiteShift[]): ShiftFormValues {
  return {
    shiftNumber: Math.min(nextShiftNumber(shifts), MAX_SHIFT_NUMBER),
    nameChoice: '',
    shiftName: '',
    start: '',
    end: '',
    days: [...WEEKDAYS],
    minSla: null,
    maxSla: null,
    roomIds: [],
    active: true,
  };
}

/** The stored name: the usual name's key or the trimmed free text. */
export const formShiftName = (values: Pick<ShiftFormValues, 'nameChoice' | 'shiftName'>): string =>
  values.nameChoice === 'other' ? values.shiftName.trim() : values.nameChoice;

/** The shift as the server takes it (only called once the rules pass); days and rooms sorted as the server stores them. */
export function formToShift(values: ShiftFormValues): SiteShift {
  return {
    shiftNumber: values.shiftNumber ?? 0,
    shiftName: formShiftName(values),
    start: values.start,
    end: values.end,
    days: [...new Set(values.days)].sort((a, b) => a - b),
    minSla: values.minSla ?? 0,
    maxSla: values.maxSla ?? 0,
    roomIds: [...new Set(values.roomIds)].sort(),
    active: values.active,
  };
}

/** `POST /api/site/shifts/{id}`: every shift, in the order given (a 400's `shifts/<n>` is the n-th of them). */
export const shiftsBody = (companyId: string, shifts: readonly SiteShift[]): SetShiftsBody => ({ companyId, shifts: shifts.map((shift) => ({ ...shift })) });

/** The list after the drawer's shift is put in place of `index` (null: added at the end). */
export const withShift = (shifts: readonly SiteShift[], index: number | null, shift: SiteShift): SiteShift[] =>
  index === null ? [...shifts, shift] : shifts.map((entry, at) => (at === index ? shift : entry));

export const withoutShift = (shifts: readonly SiteShift[], index: number): SiteShift[] => shifts.filter((_, at) => at !== index);

export const withActive = (shifts: readonly SiteShift[], index: number, active: boolean): SiteShift[] =>
  shifts.map((entry, at) => (at === index ? { ...entry, active } : entry));

/** This screen's own messages (`shifts:rules.*`); `useForm` reads the namespace prefix. The cast widens the kit's key type. */
export type ShiftRuleKey = 'numberRange' | 'nameTooLong' | 'invalidTime' | 'sameAsStart' | 'pickDay' | 'wholeMinutes' | 'maxBelowMin' | 'removedRooms';
export const shiftRule = (key: ShiftRuleKey): RuleKey => `shifts:rules.${key}` as RuleKey;

/** "Already in use": in the kit's dictionary, though not in its key type. */
const TAKEN: RuleKey = 'rules.taken';

const minutesRule = (value: number | null): RuleKey | null => {
  if (value === null) return 'rules.pleaseEnter';
  return Number.isInteger(value) && value >= 1 ? null : shiftRule('wholeMinutes');
};

const timeRule = (time: string): RuleKey | null => (time === '' ? 'rules.pleaseSelect' : minutesOfDay(time) === null ? shiftRule('invalidTime') : null);

interface RuleContext {
  /** The site's other shifts (the edited one left out). */
  others: readonly SiteShift[];
  /** The site's live room ids, or null while they load (rooms are then not checked). */
  roomIds: ReadonlySet<string> | null;
}

/** The server's per-shift rules: required fields, times, days, SLA minutes, unique numbers, rooms that exist. */
export const shiftRules =
  ({ others, roomIds }: RuleContext): FormRules<ShiftFormValues> =>
  (values) => {
    const { shiftNumber, nameChoice, shiftName } = values;
    let numberRule: RuleKey | null = null;
    if (shiftNumber === null) numberRule = 'rules.pleaseEnter';
    else if (!Number.isInteger(shiftNumber) || shiftNumber < 1 || shiftNumber > MAX_SHIFT_NUMBER) numberRule = shiftRule('numberRange');
    else if (others.some((other) => other.shiftNumber === shiftNumber)) numberRule = TAKEN;

    let nameRule: RuleKey | null = null;
    if (nameChoice === '') nameRule = 'rules.pleaseSelect';
    else if (nameChoice === 'other' && shiftName.trim() === '') nameRule = 'rules.pleaseEnter';
    else if (nameChoice === 'other' && shiftName.trim().length > MAX_SHIFT_NAME) nameRule = shiftRule('nameTooLong');

    const startRule = timeRule(values.start);
    const endRule = timeRule(values.end) ?? (values.end === values.start ? shiftRule('sameAsStart') : null);
    const maxRule = minutesRule(values.maxSla) ?? (values.minSla !== null && values.maxSla !== null && values.maxSla < values.minSla ? shiftRule('maxBelowMin') : null);

    return {
      shiftNumber: numberRule,
      shiftName: nameRule,
      start: startRule,
      end: endRule,
      days: values.days.length === 0 ? shiftRule('pickDay') : null,
      minSla: minutesRule(values.minSla),
      maxSla: maxRule,
      roomIds: roomIds && values.roomIds.some((roomId) => !roomIds.has(roomId)) ? shiftRule('removedRooms') : null,
    };
  };

/** The first of the other shifts the draft would overlap once saved (both active, a shared room, shared time). */
export const draftOverlap = (values: ShiftFormValues, others: readonly SiteShift[]): Overlap | null =>
  firstOverlap({ shiftNumber: values.shiftNumber, start: values.start, end: values.end, days: values.days, roomIds: values.roomIds, active: values.active }, others);

/** A saved shift whose rooms include some the site no longer has (the server refuses every save until they are taken out). */
export const removedRoomsOf = (shift: Pick<SiteShift, 'roomIds'>, roomIds: ReadonlySet<string> | null): string[] =>
  roomIds === null ? [] : shift.roomIds.filter((roomId) => !roomIds.has(roomId));
