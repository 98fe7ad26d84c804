import type { DeviceHealth } from '@facility/contracts';
import type { AgeUnits } from '../../../lib/relative-age.ts';

export type HealthStatus = DeviceHealth['status'];

/**
 * The spec §4 health states, most severe first: offline, red warning, warning (orange), OK.
 * A sort puts the devices that need attention at the top.
 */
export const HEALTH_STATUSES = ['offline', 'red', 'warning', 'ok'] as const satisfies readonly HealthStatus[];

/** 0 for the most severe state (offline), 3 for OK. */
export const healthSeverity = (status: HealthStatus): number => HEALTH_STATUSES.indexOf(status);

/**
 * What a health badge shows: its state (the `devices` dictionary's `health.*` key), its
 * icon (so the state never rests on colour alone) and its tone for CSS. `noted` is the
 * spec's blue variant: a device with a note shows blue whatever its state, with the note
 * icon next to the state's own.
 */
export interface HealthBadge {
  status: HealthStatus;
  icon: string;
  tone: 'green' | 'orange' | 'red' | 'blue';
  noted: boolean;
}

const ICONS: Record<HealthStatus, string> = { ok: '✓', warning: '⚠', red: '✖', offline: '⊘' };
export const NOTE_ICON = '✎';

export function healthBadge(health: DeviceHealth): HealthBadge {
  return { status: health.status, icon: ICONS[health.status], tone: health.colour, noted: health.colour === 'blue' };
}

/**
 * How a last signal's age reads: seconds under a minute, hours under two days (the health
 * rules count in hours), then days.
 */
export const SIGNAL_AGE_UNITS: AgeUnits = { seconds: true, hoursUpTo: 48 };
