import type { DeviceType, SensorNetworkItem, SignalQuality } from '@facility/contracts';
import { matchesSearch } from '../../../components/admin/admin-page.tsx';

export type SignalTone = 'good' | 'warn' | 'bad';

/**
 * What a signal badge shows besides its word: how many of four bars are filled and its
 * tone. Bars and word carry the meaning; the colour only repeats it.
 */
export function signalBadge(quality: SignalQuality): { bars: 1 | 2 | 3 | 4; tone: SignalTone } {
  switch (quality) {
    case 'excellent':
      return { bars: 4, tone: 'good' };
    case 'good':
      return { bars: 3, tone: 'good' };
    case 'fair':
      return { bars: 2, tone: 'warn' };
    case 'poor':
      return { bars: 1, tone: 'bad' };
  }
}

export type NetworkSortKey = 'signal' | 'room' | 'lastSignal';
export type SortDirection = 'ascending' | 'descending';
export interface NetworkSort {
  key: NetworkSortKey;
  direction: SortDirection;
}

/** The table opens with the weakest signal on top: the devices to look at. */
export const DEFAULT_NETWORK_SORT: NetworkSort = { key: 'signal', direction: 'ascending' };

/** A column header clicked: the same column turns its direction, another starts ascending. */
export const nextSort = (current: NetworkSort, key: NetworkSortKey): NetworkSort =>
  current.key === key ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' };

const byRoomThenCode = (a: SensorNetworkItem, b: SensorNetworkItem): number =>
  (a.roomName ?? '').localeCompare(b.roomName ?? '') || (a.deviceCode ?? a.device_id).localeCompare(b.deviceCode ?? b.device_id);

const sortValue = (item: SensorNetworkItem, key: NetworkSortKey): number | string | null => {
  switch (key) {
    case 'signal':
      return item.rssi;
    case 'lastSignal':
      return item.last_signal === null ? null : Date.parse(item.last_signal);
    case 'room':
      return item.roomName;
  }
};

/**
 * Sorted by a column (signal: the RSSI in dBm, weakest first when ascending; last signal:
 * oldest first). A device without a value stays at the end in both directions, since
 * "unknown" is neither strong nor weak; ties by room and code.
 */
export function sortNetwork(items: readonly SensorNetworkItem[], sort: NetworkSort): SensorNetworkItem[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? byRoomThenCode(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return sign * order || byRoomThenCode(a, b);
  });
}

/** The search matches the code, id, room, type name (in the reader's language), MAC, version, SSID and SIM. */
export function filterNetwork(items: readonly SensorNetworkItem[], search: string, typeName: (type: DeviceType) => string): SensorNetworkItem[] {
  return items.filter((item) => matchesSearch(search, item.deviceCode, item.device_id, item.roomName, typeName(item.device_type), item.mac_id, item.version, item.ssid, item.simId));
}

/** The flags waiting for the device, in a fixed order. */
export const pendingFlags = (item: Pick<SensorNetworkItem, 'is_update' | 'is_restart'>): ('update' | 'restart')[] => [
  ...(item.is_update ? (['update'] as const) : []),
  ...(item.is_restart ? (['restart'] as const) : []),
];
