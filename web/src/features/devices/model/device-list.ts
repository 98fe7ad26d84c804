import type { DeviceStatusItem, DeviceType } from '@facility/contracts';
import { matchesSearch } from '../../../components/admin/admin-page.tsx';
import { healthSeverity, type HealthStatus } from './device-health.ts';

/** The health filter: one of the spec §4 states, or `noted` (the blue variant: devices with a note). */
export type HealthFilter = HealthStatus | 'noted';
export const HEALTH_FILTERS = ['offline', 'red', 'warning', 'ok', 'noted'] as const satisfies readonly HealthFilter[];

export interface DeviceListFilter {
  search: string;
  health: HealthFilter | '';
  type: DeviceType | '';
}

export const NO_DEVICE_FILTER: DeviceListFilter = { search: '', health: '', type: '' };

const matchesHealth = (device: DeviceStatusItem, health: HealthFilter | ''): boolean =>
  health === '' ? true : health === 'noted' ? device.health.colour === 'blue' : device.health.status === health;

/**
 * The devices the filter keeps. The search matches the device code, id, room, version,
 * note and the type's name in the reader's language (`typeName`).
 */
export function filterDevices(devices: readonly DeviceStatusItem[], filter: DeviceListFilter, typeName: (type: DeviceType) => string): DeviceStatusItem[] {
  return devices.filter(
    (device) =>
      matchesHealth(device, filter.health) &&
      (filter.type === '' || device.device_type === filter.type) &&
      matchesSearch(filter.search, device.deviceCode, device.device_id, device.roomName, device.version, device.note?.txt, typeName(device.device_type)),
  );
}

/**
 * Most severe health first (offline, red, warning, OK); within a state the device silent
 * the longest first (one that never signalled before any that did), then by code for a
 * stable order.
 */
export function compareDevices(a: DeviceStatusItem, b: DeviceStatusItem): number {
  const severity = healthSeverity(a.health.status) - healthSeverity(b.health.status);
  if (severity !== 0) return severity;
  const signal = signalTime(a) - signalTime(b);
  if (signal !== 0) return signal;
  return (a.deviceCode ?? a.device_id).localeCompare(b.deviceCode ?? b.device_id);
}

const signalTime = (device: DeviceStatusItem): number => (device.last_signal === null ? Number.NEGATIVE_INFINITY : Date.parse(device.last_signal));

/** How the list is ordered: health (worst first, the default), room, last signal (oldest first) or battery (lowest first). */
export const DEVICE_SORTS = ['health', 'room', 'signal', 'battery'] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];

const byText = (a: string | null, b: string | null): number => (a ?? '\uffff').localeCompare(b ?? '\uffff');
/** Devices without a reading go last whichever way the list is sorted. */
const byBattery = (a: number | null, b: number | null): number => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

const COMPARE: Record<DeviceSort, (a: DeviceStatusItem, b: DeviceStatusItem) => number> = {
  health: () => 0,
  room: (a, b) => byText(a.roomName, b.roomName),
  signal: (a, b) => signalTime(a) - signalTime(b),
  battery: (a, b) => byBattery(a.battery, b.battery),
};

/** The list in `sort` order; ties fall back to the health order, so the order is always stable. */
export const sortDevices = (devices: readonly DeviceStatusItem[], sort: DeviceSort = 'health'): DeviceStatusItem[] =>
  [...devices].sort((a, b) => COMPARE[sort](a, b) || compareDevices(a, b));

/** How many devices are in each health state (the summary chips above the table). */
export function healthCounts(devices: readonly DeviceStatusItem[]): Record<HealthFilter, number> {
  const counts: Record<HealthFilter, number> = { offline: 0, red: 0, warning: 0, ok: 0, noted: 0 };
  for (const device of devices) {
    counts[device.health.status] += 1;
    if (device.health.colour === 'blue') counts.noted += 1;
  }
  return counts;
}

/** The device types present in the list, in `order` (the contract's order), for the type filter. */
export const presentTypes = (devices: readonly DeviceStatusItem[], order: readonly DeviceType[]): DeviceType[] =>
  order.filter((type) => devices.some((device) => device.device_type === type));
