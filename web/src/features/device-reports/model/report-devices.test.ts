import { describe, expect, it } from 'vitest';
import { filterReportDevices, reportDeviceName, withRoomNames, type ReportDevice } from './report-devices.ts';

const devices: ReportDevice[] = [
  { device_id: 'd-1', device_type: 'pad9', deviceCode: 'P-101', roomName: 'Lobby WC' },
  { device_id: 'd-2', device_type: 'tablet', deviceCode: null, roomName: 'Kitchen' },
];
const typeName = (type: string) => (type === 'tablet' ? 'Tablette' : 'Pad');

describe('report devices', () => {
  it('names a device by its code, else its id', () => {
    expect(devices.map(reportDeviceName)).toEqual(['P-101', 'd-2']);
  });
  it('searches code, id, room and the translated type', () => {
    const ids = (search: string) => filterReportDevices(devices, search, typeName).map((device) => device.device_id);
    expect(ids('p-10')).toEqual(['d-1']);
    expect(ids('kitch')).toEqual(['d-2']);
    expect(ids('tablette')).toEqual(['d-2']);
    expect(ids('d-')).toEqual(['d-1', 'd-2']);
    expect(ids('')).toEqual(['d-1', 'd-2']);
  });
});

describe('withRoomNames', () => {
  it('names each room as the reader reads it, so the search finds the shown name; a device without a room stays without', () => {
    const rows = [
      { device_id: 'd-1', device_type: 'pad9' as const, deviceCode: null, roomId: 'r-1', roomName: 'לובי' },
      { device_id: 'd-2', device_type: 'pad9' as const, deviceCode: null, roomId: 'r-2', roomName: null },
    ];
    const named = withRoomNames(rows, (roomId, displayName) => (roomId === 'r-1' ? 'Lobby' : displayName));
    expect(named.map((row) => row.roomName)).toEqual(['Lobby', null]);
    expect(filterReportDevices(named, 'lobby', typeName).map((row) => row.device_id)).toEqual(['d-1']);
  });
});
