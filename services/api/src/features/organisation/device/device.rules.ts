import { ALREADY_USED_REASON, DEVICE_TYPES } from '@facility/contracts';
import type { DeviceType } from '@facility/contracts';
import {
  CALENDAR_DATE_PATTERN,
  MAINTENANCE_KINDS,
} from '@facility/contracts';
import type { MaintenanceKind } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { optionalText as optionalTextRule, requiredText as requiredTextRule, requireId } from '../../../domain/field-rules.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { trimText } from '../../../domain/trim-text.ts';

export { requireId };

/** Non-blank text, trimmed, at most `max` characters. */
export const requiredText = (value: unknown, field: string, max: number): string => requiredTextRule(max)(value, field);

/** Trimmed text or null; blank counts as none. */
export const optionalText = (value: unknown, field: string, max: number): string | null =>
  optionalTextRule(max)(value, field);

const CALENDAR_DATE = new RegExp(CALENDAR_DATE_PATTERN);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Trimmed text that may be empty. */
export function freeText(value: unknown, field: string, max: number): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new ValidationError(field, `${field} must be text`);
  const text = trimText(value);
  if (text.length > max) throw new ValidationError(field, `${field} must be at most ${max} characters`);
  return text;
}

/**
 * A 400 naming `deviceCode` when another device in service (`others`, retired ones left out
 * by the caller) already has the code, regardless of case: people tell devices apart by it,
 * and `POST /api/sensor/tabletAction` addresses a tablet by it across everything the caller
 * sees. Organisation-wide, so a move to another site never makes two alike. No code (null
 * or blank) is always allowed. The message does not say where the other device is: the
 * caller may not be allowed to see it.
 */
export function requireFreeDeviceCode(
  code: string | null | undefined,
  others: readonly { deviceId: string; deviceCode: string | null }[],
  exceptDeviceId?: string,
): void {
  if (code === null || code === undefined || trimText(code) === '') return;
  const key = nameKey(code);
  const taken = others.some((device) => device.deviceId !== exceptDeviceId && device.deviceCode !== null && nameKey(device.deviceCode) === key);
  if (taken) throw new ValidationError('deviceCode', `deviceCode "${trimText(code)}" ${ALREADY_USED_REASON} another device in service`);
}

export function deviceType(value: unknown): DeviceType {
  if (!DEVICE_TYPES.includes(value as DeviceType)) {
    throw new ValidationError('deviceType', `deviceType must be one of ${DEVICE_TYPES.join(', ')}`);
  }
  return value as DeviceType;
}

export function maintenanceKind(value: unknown): MaintenanceKind {
  if (!MAINTENANCE_KINDS.includes(value as MaintenanceKind)) {
    throw new ValidationError('kind', `kind must be one of ${MAINTENANCE_KINDS.join(', ')}`);
  }
  return value as MaintenanceKind;
}

/**
 * A real `YYYY-MM-DD` day, not after today. "Today" is the site's, which the decider does
 * not know, so a day of slack covers time zones ahead of UTC.
 */
export function maintenanceDate(value: unknown, now: Date): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const parsed = CALENDAR_DATE.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw new ValidationError('date', 'date must be a valid date (YYYY-MM-DD)');
  }
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  if (text > latest) throw new ValidationError('date', 'date must not be in the future');
  return text;
}
