import { describe, expect, it } from 'vitest';
import { offlineCsv, offlineTotals, sortOfflineRows, splitOfflineRows, withRoomNames, type OfflineTimeRow } from './offline-report.ts';

const row = (deviceId: string, offlineMinutes: number, alerts: number, overrides: Partial<OfflineTimeRow> = {}): OfflineTimeRow => ({
  deviceId,
  deviceCode: null,
  deviceType: 'counter_men',
  roomId: 'r-gents',
  roomName: 'Gents',
  offlineMinutes,
  alerts,
  share: 0,
  ...overrides,
});

describe('sortOfflineRows', () => {
  it('puts the most offline first, then the most alerts, then by name', () => {
    const rows = [row('c', 0, 0), row('b', 30, 1), row('a', 90, 1), row('e', 30, 3), row('d', 0, 0, { deviceCode: 'A' })];
    expect(sortOfflineRows(rows).map((entry) => entry.deviceId)).toEqual(['a', 'e', 'b', 'd', 'c']);
  });
});

describe('splitOfflineRows', () => {
  it('keeps the devices with offline time or alerts apart from those never offline, each in report order', () => {
    const { offline, never } = splitOfflineRows([row('z', 0, 0), row('a', 0, 1), row('b', 40, 1), row('c', 0, 0, { deviceCode: 'A' })]);
    expect(offline.map((entry) => entry.deviceId)).toEqual(['b', 'a']);
    expect(never.map((entry) => entry.deviceId)).toEqual(['c', 'z']);
  });
});

describe('offlineTotals', () => {
  it('sums minutes and alerts', () => {
    expect(offlineTotals([row('a', 90, 2), row('b', 30, 1)])).toEqual({ offlineMinutes: 120, alerts: 3 });
    expect(offlineTotals([])).toEqual({ offlineMinutes: 0, alerts: 0 });
  });
});

describe('offlineCsv', () => {
  it('writes h:mm and the minutes, the share as a percentage, most offline first', () => {
    const csv = offlineCsv([row('b', 5, 1, { share: 0.000115 }), row('a', 125, 2, { deviceCode: 'WC-1', roomName: null, share: 0.12345 })], {
      header: ['Device', 'Id', 'Type', 'Room', 'Offline', 'Minutes', 'Share', 'Alerts'],
      type: (type) => `T:${type}`,
      hoursMinutes: (minutes) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`,
    });
    expect(csv.header).toEqual(['Device', 'Id', 'Type', 'Room', 'Offline', 'Minutes', 'Share', 'Alerts']);
    expect(csv.rows).toEqual([
      ['WC-1', 'a', 'T:counter_men', '', '2:05', 125, 12.3, 2],
      ['b', 'b', 'T:counter_men', 'Gents', '0:05', 5, 0, 1],
    ]);
  });
});

describe('room names in the reader language', () => {
  it('renames every row with a room by its id, keeping a gone room null, so the CSV carries the shown name', () => {
    const english = new Map([['r-lobby', 'Lobby']]);
    const rows = withRoomNames([row('a', 10, 1, { roomId: 'r-lobby', roomName: 'לובי' }), row('b', 0, 0, { roomId: null, roomName: null }), row('c', 0, 0)], (roomId, local) => english.get(roomId) ?? local);
    expect(rows.map((entry) => entry.roomName)).toEqual(['Lobby', null, 'Gents']);
    const csv = offlineCsv(rows, { header: ['d', 'i', 't', 'r', 'h', 'm', 's', 'a'], type: (type) => type, hoursMinutes: String });
    expect(csv.rows.map((cells) => cells[3])).toEqual(['Lobby', '', 'Gents']);
  });
});
