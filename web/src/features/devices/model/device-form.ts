import {
  DEVICE_TYPES,
  isAlreadyUsedReason,
  MAINTENANCE_KINDS,
  type AdminDeviceDetail,
  type DeviceMaintenanceEntry,
  type DeviceType,
  type MaintenanceKind,
  type RegisterDeviceBody,
  type UpdateDeviceBody,
} from '@facility/contracts';
import { chosen, firstFailing, isoDate, maxLength, required, type RuleKey } from '../../../components/form/field-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { nameKey } from '../../../lib/name-key.ts';

/** The register form: the room, the kind of device and an optional code printed on it. */
export interface RegisterFormValues {
  roomId: string;
  deviceType: DeviceType | '';
  deviceCode: string;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = { roomId: '', deviceType: '', deviceCode: '' };

export const DEVICE_CODE_MAX = 100;

/** "Another device already has this code": the devices dictionary's, named with its namespace (the kit's `t` reads `admin`). */
export const CODE_TAKEN = 'devices:register.codeTaken' as RuleKey;

/**
 * The register form's checks. `takenCodes`: codes of devices in service the form knows of
 * (the site's, and any the server refused as taken); the server checks the whole
 * organisation again, so a code used at another site is refused on saving.
 */
export function registerFormRules(values: RegisterFormValues, takenCodes: readonly (string | null)[] = []): Record<string, RuleKey | null> {
  const code = values.deviceCode.trim();
  let codeRule: RuleKey | null = null;
  if (code.length > DEVICE_CODE_MAX) codeRule = 'rules.nameTooLong';
  else if (code !== '' && takenCodes.some((taken) => taken !== null && nameKey(taken) === nameKey(code))) codeRule = CODE_TAKEN;
  return { roomId: chosen(values.roomId), deviceType: chosen(values.deviceType), deviceCode: codeRule };
}

/** Whether a failed registration is the server saying another device in service has the code (400 naming `body/deviceCode`). */
export const refusedAsTakenCode = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && error.invalidParams.some((param) => param.name === 'body/deviceCode' && isAlreadyUsedReason(param.reason));

/** `POST /api/admin/devices`: an empty code is left out (the server then has none). */
export function toRegisterBody(values: RegisterFormValues): RegisterDeviceBody {
  if (values.deviceType === '' || !(DEVICE_TYPES as readonly string[]).includes(values.deviceType)) throw new Error('A device type is required');
  const code = values.deviceCode.trim();
  return { roomId: values.roomId, deviceType: values.deviceType, ...(code === '' ? {} : { deviceCode: code }) };
}

/** One maintenance record to add: battery replacement, panel change or technician check. */
export interface MaintenanceFormValues {
  kind: MaintenanceKind | '';
  date: string;
  byName: string;
  note: string;
}

export const emptyMaintenanceForm = (today: string): MaintenanceFormValues => ({ kind: '', date: today, byName: '', note: '' });

export const BY_NAME_MAX = 100;

/** The work's day must be a real date, not after `today` (the server refuses a future day). */
export const maintenanceFormRules =
  (today: string) =>
  (values: MaintenanceFormValues): Record<string, RuleKey | null> => ({
    kind: chosen(values.kind),
    date: isoDate(values.date) ?? (values.date.trim() > today ? 'rules.invalidDate' : null),
    byName: firstFailing(values.byName, [required, maxLength(BY_NAME_MAX)]),
  });

/** `PUT /api/admin/devices/{id}` with one maintenance record; an empty note is left out. */
export function toMaintenanceBody(values: MaintenanceFormValues): UpdateDeviceBody {
  if (values.kind === '' || !(MAINTENANCE_KINDS as readonly string[]).includes(values.kind)) throw new Error('A maintenance kind is required');
  const note = values.note.trim();
  return { maintenance: [{ kind: values.kind, date: values.date.trim(), byName: values.byName.trim(), ...(note === '' ? {} : { note }) }] };
}

/** `PUT` body moving the device to another room; null when the room is the one it is in (nothing to send). */
export const toMoveBody = (device: Pick<AdminDeviceDetail, 'roomId'>, roomId: string): UpdateDeviceBody | null =>
  roomId === '' || roomId === device.roomId ? null : { roomId };

/** `PUT` body setting the note; an empty text clears it (the health colour stops being blue). Null when unchanged. */
export function toNoteBody(device: Pick<AdminDeviceDetail, 'note'>, text: string): UpdateDeviceBody | null {
  const note = text.trim();
  return note === (device.note?.txt ?? '') ? null : { note };
}

/** The maintenance records newest first: by the day of the work, then by when it was recorded. */
export const maintenanceNewestFirst = (entries: readonly DeviceMaintenanceEntry[]): DeviceMaintenanceEntry[] =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.recordedAt.localeCompare(a.recordedAt));

/** Today's day `YYYY-MM-DD` in the reader's zone (what a date input's max is). */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
