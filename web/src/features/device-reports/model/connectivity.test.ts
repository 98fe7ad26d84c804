import { describe, expect, it } from 'vitest';
import { isConnectivityEmpty, levelCounts, monthSpans, shareLevel, sharePercent, sortConnectivity, type ConnectivityDevice } from './connectivity.ts';

const device = (id: string, average: number | null, roomName: string | null = 'Lobby'): ConnectivityDevice => ({
  device_id: id,
  device_type: 'pad9',
  deviceCode: id.toUpperCase(),
  roomId: `room-${roomName ?? ''}`,
  roomName,
  online: [average],
  average,
});

describe('shareLevel', () => {
  it('keeps a day without a value apart from a day without a signal', () => {
    expect(shareLevel(null)).toBe('none');
    expect(shareLevel(undefined)).toBe('none');
    expect(shareLevel(Number.NaN)).toBe('none');
    expect(shareLevel(0)).toBe('off');
  });
  it('steps at 50, 80 and 95 %', () => {
    expect([0.01, 0.49, 0.5, 0.79, 0.8, 0.949, 0.95, 1].map(shareLevel)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high', 'full', 'full']);
  });
});

describe('sharePercent', () => {
  it('rounds to one decimal', () => {
    expect(sharePercent(0.875)).toBe(87.5);
    expect(sharePercent(2 / 3)).toBe(66.7);
    expect(sharePercent(0)).toBe(0);
    expect(sharePercent(1)).toBe(100);
  });
  it('never shows a partly online day as 0 % or 100 %', () => {
    expect(sharePercent(0.0001)).toBe(0.1);
    expect(sharePercent(0.9999)).toBe(99.9);
  });
});

describe('sortConnectivity', () => {
  const devices = [device('a', 0.9, 'B room'), device('b', null, 'A room'), device('c', 0.2, 'C room'), device('d', 0.9, 'A room')];
  it('puts the worst average first and devices without values last', () => {
    expect(sortConnectivity(devices, 'worst').map((entry) => entry.device_id)).toEqual(['c', 'd', 'a', 'b']);
  });
  it('sorts by room, then code', () => {
    expect(sortConnectivity(devices, 'room').map((entry) => entry.device_id)).toEqual(['b', 'd', 'a', 'c']);
  });
  it('leaves its input alone', () => {
    sortConnectivity(devices, 'worst');
    expect(devices.map((entry) => entry.device_id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('monthSpans', () => {
  it('groups consecutive days by month', () => {
    expect(monthSpans(['2026-01-30', '2026-01-31', '2026-02-01'])).toEqual([
      { month: '2026-01', firstDay: '2026-01-30', start: 0, length: 2 },
      { month: '2026-02', firstDay: '2026-02-01', start: 2, length: 1 },
    ]);
    expect(monthSpans([])).toEqual([]);
  });
});

describe('levelCounts', () => {
  it('counts devices by their average’s step', () => {
    expect(levelCounts([device('a', 1), device('b', 0.97), device('c', null), device('d', 0)])).toEqual({ none: 1, off: 1, low: 0, mid: 0, high: 0, full: 2 });
  });
});

describe('isConnectivityEmpty', () => {
  it('is empty without devices, days or any value', () => {
    expect(isConnectivityEmpty({ days: ['2026-03-01'], devices: [] })).toBe(true);
    expect(isConnectivityEmpty({ days: [], devices: [device('a', null)] })).toBe(true);
    expect(isConnectivityEmpty({ days: ['2026-03-01'], devices: [device('a', null), device('b', null)] })).toBe(true);
    expect(isConnectivityEmpty({ days: ['2026-03-01'], devices: [device('a', null), device('b', 0)] })).toBe(false);
  });
});
