import type { DeviceType } from '@facility/contracts';

/**
 * Device health, exactly spec §4 "Device health" (DOMAIN.md "Device health"). Pure: the
 * caller passes `now`, so the same inputs always give the same answer.
 *
 * - Age: hours since the last signal; a last signal in the future counts as now (0 h).
 * - Non-pad devices (tablet, counters, sensors, tags): under 1 h `ok`, 1 to under 3 h
 *   `warning`, 3 h or more `red`.
 * - pad9 and pad9plus: 1 h or less `ok`, over 1 h `offline`.
 * - Colour: `ok` green, `warning` orange, `red` and `offline` red; any of them blue when
 *   the device has a note text (the spec's "blue variant" / "blue icon with note").
 * - A device that never signalled is infinitely old: `red` (non-pad) or `offline` (pad),
 *   with `hoursSinceSignal` null.
 * - pad9plus also gets `counterStatus`: `offline` when its counter state is missing or
 *   `offline`, otherwise the non-pad rule on the signal age with `red` turned into `offline`.
 */
export type HealthStatus = 'ok' | 'warning' | 'red' | 'offline';
export type HealthColour = 'green' | 'orange' | 'red' | 'blue';
export type CounterStatus = 'ok' | 'warning' | 'offline';

export interface DeviceHealth {
  status: HealthStatus;
  colour: HealthColour;
  /** Hours since the last signal, never negative; null when the device never signalled. */
  hoursSinceSignal: number | null;
  /** Only for pad9plus: the health of its people counter. */
  counterStatus?: CounterStatus;
}

export interface DeviceHealthInput {
  deviceType: DeviceType;
  lastSignalAt: Date | null;
  /** The latest heartbeat's `counterState`; null when none was reported. */
  counterState: string | null;
  /** The device note's text; null when there is no note. */
  noteText: string | null;
}

/** Device hour thresholds (spec §9): 1 and 3 hours for sensors, 1 hour for pads. */
export const SENSOR_WARNING_HOURS = 1;
export const SENSOR_RED_HOURS = 3;
export const PAD_OFFLINE_HOURS = 1;

const MS_PER_HOUR = 3_600_000;
const PAD_TYPES: ReadonlySet<DeviceType> = new Set(['pad9', 'pad9plus']);

const COLOUR: Record<HealthStatus, HealthColour> = { ok: 'green', warning: 'orange', red: 'red', offline: 'red' };

/** The non-pad rule; `hours` is Infinity for a device that never signalled. */
function sensorStatus(hours: number): 'ok' | 'warning' | 'red' {
  if (hours < SENSOR_WARNING_HOURS) return 'ok';
  if (hours < SENSOR_RED_HOURS) return 'warning';
  return 'red';
}

export function deviceHealth(input: DeviceHealthInput, now: Date): DeviceHealth {
  const hoursSinceSignal =
    input.lastSignalAt === null ? null : Math.max(0, now.getTime() - input.lastSignalAt.getTime()) / MS_PER_HOUR;
  const hours = hoursSinceSignal ?? Number.POSITIVE_INFINITY;
  const isPad = PAD_TYPES.has(input.deviceType);
  const status: HealthStatus = isPad ? (hours <= PAD_OFFLINE_HOURS ? 'ok' : 'offline') : sensorStatus(hours);
  const hasNote = input.noteText !== null && input.noteText.trim() !== '';
  const health: DeviceHealth = { status, colour: hasNote ? 'blue' : COLOUR[status], hoursSinceSignal };
  if (input.deviceType === 'pad9plus') {
    const counterState = input.counterState?.trim().toLowerCase() ?? '';
    const fromAge = sensorStatus(hours);
    health.counterStatus = counterState === '' || counterState === 'offline' || fromAge === 'red' ? 'offline' : fromAge;
  }
  return health;
}
