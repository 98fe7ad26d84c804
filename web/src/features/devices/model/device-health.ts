import type { DeviceHealth } from '@facility/contracts';

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

/** A past moment as a number and unit for `Intl.RelativeTimeFormat` (a negative value: "5 minutes ago"). */
export interface SignalAge {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * How long ago a device last signalled, in the largest whole unit (under a minute shows as
 * seconds, under an hour as minutes, under two days as hours, then days); null when it
 * never signalled. A timestamp in the future (a clock ahead) counts as now.
 */
export function signalAge(lastSignal: string | null, now: Date): SignalAge | null {
  if (lastSignal === null) return null;
  const at = Date.parse(lastSignal);
  if (Number.isNaN(at)) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - at) / 1000));
  if (seconds < 60) return { value: -seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: -hours, unit: 'hour' };
  return { value: -Math.floor(hours / 24), unit: 'day' };
}
