import type { SensorNetworkItem } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORK_SORT, filterNetwork, nextSort, pendingFlags, signalBadge, sortNetwork } from './network.ts';

const item = (id: string, overrides: Partial<SensorNetworkItem> = {}): SensorNetworkItem => ({
  device_id: id,
  device_type: 'pad9',
  deviceCode: id.toUpperCase(),
  roomId: 'r1',
  roomName: 'Lobby',
  mac_id: null,
  version: null,
  ssid: null,
  rssi: null,
  simId: null,
  signal: null,
  last_signal: null,
  last_heartbeat: null,
  is_update: false,
  is_restart: false,
  ...overrides,
});
const ids = (list: SensorNetworkItem[]) => list.map((entry) => entry.device_id);

describe('signalBadge', () => {
  it('fills fewer bars for a weaker signal', () => {
    expect((['excellent', 'good', 'fair', 'poor'] as const).map((quality) => signalBadge(quality))).toEqual([
      { bars: 4, tone: 'good' },
      { bars: 3, tone: 'good' },
      { bars: 2, tone: 'warn' },
      { bars: 1, tone: 'bad' },
    ]);
  });
});

describe('sortNetwork', () => {
  const items = [
    item('a', { rssi: -50, roomName: 'B', last_signal: '2026-03-01T10:00:00Z' }),
    item('b', { rssi: null, roomName: 'A' }),
    item('c', { rssi: -85, roomName: 'C', last_signal: '2026-03-01T08:00:00Z' }),
    item('d', { rssi: -60, roomName: 'A', last_signal: '2026-03-01T09:00:00Z' }),
  ];
  it('starts with the weakest signal, unknown last', () => {
    expect(ids(sortNetwork(items, DEFAULT_NETWORK_SORT))).toEqual(['c', 'd', 'a', 'b']);
  });
  it('keeps unknown signals last when the direction turns', () => {
    expect(ids(sortNetwork(items, { key: 'signal', direction: 'descending' }))).toEqual(['a', 'd', 'c', 'b']);
  });
  it('sorts by room (ties by code) and by last signal', () => {
    expect(ids(sortNetwork(items, { key: 'room', direction: 'ascending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortNetwork(items, { key: 'lastSignal', direction: 'descending' }))).toEqual(['a', 'd', 'c', 'b']);
  });
});

describe('nextSort', () => {
  it('turns the direction of the same column and starts another ascending', () => {
    expect(nextSort(DEFAULT_NETWORK_SORT, 'signal')).toEqual({ key: 'signal', direction: 'descending' });
    expect(nextSort({ key: 'signal', direction: 'descending' }, 'room')).toEqual({ key: 'room', direction: 'ascending' });
  });
});

describe('filterNetwork', () => {
  const items = [item('a', { ssid: 'Guest-WiFi', mac_id: 'AA:BB:CC' }), item('b', { device_type: 'tablet', simId: '8997201' })];
  const typeName = (type: string) => (type === 'tablet' ? 'Tablet' : 'Pad');
  it('matches network fields and the type’s name, ignoring case', () => {
    expect(ids(filterNetwork(items, 'guest', typeName))).toEqual(['a']);
    expect(ids(filterNetwork(items, 'aa:bb', typeName))).toEqual(['a']);
    expect(ids(filterNetwork(items, '8997', typeName))).toEqual(['b']);
    expect(ids(filterNetwork(items, 'tablet', typeName))).toEqual(['b']);
    expect(ids(filterNetwork(items, ' ', typeName))).toEqual(['a', 'b']);
  });
});

describe('pendingFlags', () => {
  it('lists the waiting flags', () => {
    expect(pendingFlags({ is_update: true, is_restart: true })).toEqual(['update', 'restart']);
    expect(pendingFlags({ is_update: false, is_restart: true })).toEqual(['restart']);
    expect(pendingFlags({ is_update: false, is_restart: false })).toEqual([]);
  });
});
