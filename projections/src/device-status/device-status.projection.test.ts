import { describe, expect, it } from 'vitest';
import { foldDeviceStatus } from './device-status.projection.ts';
import { recordedEvents } from '../testing/recorded-event.ts';

const event = recordedEvents();

describe('foldDeviceStatus', () => {
  it('folds telemetry streams only: max signal time, latest stamp, latest heartbeat (ties to the later event)', () => {
    const folds = foldDeviceStatus([
      event('org-device-d-1', 'DeviceRegistered', '2026-06-01T12:00:00.000Z', { deviceId: 'd-1', siteId: 's-9', roomId: 'r-9' }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:00:00.000Z', { siteId: 's-1', roomId: 'r-1', battery: 50, version: 'a' }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:00:00.000Z', { siteId: 's-1', roomId: 'r-1', battery: 49 }),
      event('device-d-1', 'VisitorsCounted', '2026-06-01T11:00:00.000Z', { siteId: 's-1', roomId: 'r-2', count: 1 }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T09:00:00.000Z', { siteId: 's-1', roomId: 'r-2', battery: 99, rssi: 'loud' }),
      event('device-d-2', 'RatingGiven', '2026-06-01T08:00:00.000Z', { score: 50 }),
    ]);
    expect(folds).toEqual([
      {
        deviceId: 'd-1',
        siteId: 's-1',
        roomId: 'r-2',
        lastSignalAt: new Date('2026-06-01T11:00:00.000Z').getTime(),
        heartbeat: {
          at: new Date('2026-06-01T10:00:00.000Z').getTime(),
          battery: 49,
          version: null,
          rssi: null,
          ssid: null,
          simId: null,
          state: null,
          counterState: null,
          userFlags: null,
          sensorFlags: null,
        },
      },
      { deviceId: 'd-2', siteId: null, roomId: null, lastSignalAt: new Date('2026-06-01T08:00:00.000Z').getTime(), heartbeat: null },
    ]);
  });
});
