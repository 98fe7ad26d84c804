import type { DeviceStatusItem } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { filterDevices, healthCounts, NO_DEVICE_FILTER, presentTypes, sortDevices } from './device-list.ts';

const device = (id: string, overrides: Partial<DeviceStatusItem> = {}): DeviceStatusItem => ({
  device_id: id,
  device_type: 'tablet',
  deviceCode: id.toUpperCase(),
  roomId: 'r1',
  roomName: 'Lobby',
  version: '1.0',
  last_signal: '2024-05-10T11:00:00Z',
  last_heartbeat: null,
  battery: 80,
  ssid: null,
  rssi: null,
  simId: null,
  user_flags: null,
  sensor_flags: null,
  state: null,
  counter_state: null,
  note: null,
  battery_maintenance_date: null,
  panel_maintenance_date: null,
  technician_maintenance_date: null,
  is_update: false,
  is_restart: false,
  health: { status: 'ok', colour: 'green', hoursSinceSignal: 1 },
  ...overrides,
});

const typeName = (type: string) => (type === 'tablet' ? 'Tablet' : 'Counter');

describe('filterDevices', () => {
  const devices = [
    device('a', { version: '2.3.1' }),
    device('b', { device_type: 'counter_men', roomName: 'Gents', health: { status: 'offline', colour: 'red', hoursSinceSignal: 9 } }),
    device('c', { note: { date: '2024-05-01T00:00:00Z', txt: 'Loose bracket' }, health: { status: 'warning', colour: 'blue', hoursSinceSignal: 2 } }),
  ];
  const ids = (list: DeviceStatusItem[]) => list.map((entry) => entry.device_id);

  it('keeps everything without a filter', () => {
    expect(ids(filterDevices(devices, NO_DEVICE_FILTER, typeName))).toEqual(['a', 'b', 'c']);
  });
  it('filters by health, the blue variant and type', () => {
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, health: 'offline' }, typeName))).toEqual(['b']);
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, health: 'noted' }, typeName))).toEqual(['c']);
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, type: 'tablet' }, typeName))).toEqual(['a', 'c']);
  });
  it('searches code, room, note and the type name', () => {
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, search: 'gents' }, typeName))).toEqual(['b']);
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, search: 'bracket' }, typeName))).toEqual(['c']);
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, search: 'counter' }, typeName))).toEqual(['b']);
    expect(ids(filterDevices(devices, { ...NO_DEVICE_FILTER, search: ' 2.3 ' }, typeName))).toEqual(['a']);
  });
});

describe('sortDevices', () => {
  it('puts the most severe first, then the longest silent, never-signalled first', () => {
    const sorted = sortDevices([
      device('ok-recent', { last_signal: '2024-05-10T11:30:00Z' }),
      device('ok-old', { last_signal: '2024-05-10T08:00:00Z' }),
      device('red', { health: { status: 'red', colour: 'red', hoursSinceSignal: 4 } }),
      device('offline-never', { last_signal: null, health: { status: 'offline', colour: 'red', hoursSinceSignal: null } }),
      device('offline', { last_signal: '2024-05-09T08:00:00Z', health: { status: 'offline', colour: 'blue', hoursSinceSignal: 20 } }),
      device('warning', { health: { status: 'warning', colour: 'orange', hoursSinceSignal: 2 } }),
    ]);
    expect(sorted.map((entry) => entry.device_id)).toEqual(['offline-never', 'offline', 'red', 'warning', 'ok-old', 'ok-recent']);
  });

  const red = { status: 'red', colour: 'red', hoursSinceSignal: 4 } as const;
  const fleet = [
    device('b', { roomName: 'Kitchen', battery: 55, last_signal: '2024-05-10T10:00:00Z' }),
    device('a', { roomName: 'Lobby', battery: null, last_signal: '2024-05-10T09:00:00Z' }),
    device('c', { roomName: null, battery: 12, last_signal: null, health: red }),
    device('d', { roomName: 'Kitchen', battery: 55, last_signal: '2024-05-10T11:00:00Z', health: red }),
  ];
  const ids = (sort: Parameters<typeof sortDevices>[1]) => sortDevices(fleet, sort).map((entry) => entry.device_id);

  it('sorts by room (unknown rooms last), ties in health order', () => {
    expect(ids('room')).toEqual(['d', 'b', 'a', 'c']);
  });

  it('sorts by last signal, the never-signalled and the longest silent first', () => {
    expect(ids('signal')).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by battery, lowest first and devices without a reading last', () => {
    expect(ids('battery')).toEqual(['c', 'd', 'b', 'a']);
  });
});

describe('healthCounts and presentTypes', () => {
  const devices = [device('a'), device('b', { device_type: 'pad9', health: { status: 'offline', colour: 'blue', hoursSinceSignal: 3 } })];
  it('counts each state and the noted devices', () => {
    expect(healthCounts(devices)).toEqual({ offline: 1, red: 0, warning: 0, ok: 1, noted: 1 });
  });
  it('lists the present types in the given order', () => {
    expect(presentTypes(devices, ['pad9', 'pad9plus', 'tablet'])).toEqual(['pad9', 'tablet']);
  });
});
