import type { ReportDevice } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { connectivityReport, onlineShare } from './connectivity.ts';
import { dayWindows } from './report-dates.ts';

const ZONE = 'Asia/Jerusalem';
const window = (day: string, now = '2026-12-01T00:00:00Z', today = '2026-12-01') => dayWindows([day], ZONE, new Date(now), today)[0]!;
const longAgo = { since: new Date('2026-01-01T00:00:00Z'), sinceDay: '2026-01-01' };
const none = { hours: 0, includesCurrent: false };

describe('onlineShare', () => {
  it('is the share of the past day hours with a signal, a daylight-saving day counting its real hours', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(onlineShare(window('2026-06-09'), longAgo, now, { hours: 12, includesCurrent: false })).toBe(0.5);
    expect(onlineShare(window('2026-03-27'), longAgo, now, { hours: 23, includesCurrent: false })).toBe(1);
    expect(onlineShare(window('2026-10-25'), longAgo, now, { hours: 20, includesCurrent: false })).toBe(20 / 25);
    expect(onlineShare(window('2026-06-09'), longAgo, now, undefined)).toBe(0);
  });

  it('is null before the first day in service and counts that day from its hour', () => {
    // In service from 14:20 in Jerusalem (UTC+3): hours 14:00 to 23:00 count, ten of them.
    const device = { since: new Date('2026-06-09T11:20:00Z'), sinceDay: '2026-06-09' };
    const now = new Date('2026-12-01T00:00:00Z');
    expect(onlineShare(window('2026-06-08'), device, now, none)).toBeNull();
    expect(onlineShare(window('2026-06-09'), device, now, { hours: 5, includesCurrent: false })).toBe(0.5);
    expect(onlineShare(window('2026-06-10'), device, now, { hours: 6, includesCurrent: false })).toBe(0.25);
  });

  it('counts today up to now, the running hour only once it has a signal', () => {
    // 10:20 in Jerusalem: ten hours have passed.
    const now = '2026-06-10T07:20:00Z';
    const today = window('2026-06-10', now, '2026-06-10');
    expect(onlineShare(today, longAgo, new Date(now), { hours: 5, includesCurrent: false })).toBe(0.5);
    expect(onlineShare(today, longAgo, new Date(now), { hours: 6, includesCurrent: true })).toBe(6 / 11);
    // 00:10: nothing to judge until a signal arrives.
    const midnight = '2026-06-09T21:10:00Z';
    const early = window('2026-06-10', midnight, '2026-06-10');
    expect(onlineShare(early, longAgo, new Date(midnight), none)).toBeNull();
    expect(onlineShare(early, longAgo, new Date(midnight), { hours: 1, includesCurrent: true })).toBe(1);
  });
});

describe('connectivityReport', () => {
  it('lists every device with a value per day, null after today, and the mean of the others', () => {
    const device = (deviceId: string, registeredAt: string): ReportDevice => ({
      deviceId,
      deviceType: 'pad9',
      deviceCode: null,
      roomId: 'r-1',
      roomName: 'Lobby',
      registeredAt: new Date(registeredAt),
      inServiceSince: new Date(registeredAt),
      batteryMaintenanceDate: null,
    });
    const days = ['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11'];
    const now = new Date('2026-06-10T07:20:00Z');
    const report = connectivityReport({
      days,
      windows: dayWindows(days, ZONE, now, '2026-06-10'),
      devices: [device('d-1', '2026-01-01T00:00:00Z'), device('d-2', '2026-06-09T11:20:00Z')],
      signalled: [
        { deviceId: 'd-1', day: '2026-06-08', hours: 24, includesCurrent: false },
        { deviceId: 'd-1', day: '2026-06-09', hours: 6, includesCurrent: false },
        { deviceId: 'd-2', day: '2026-06-09', hours: 10, includesCurrent: false },
        { deviceId: 'd-2', day: '2026-06-10', hours: 11, includesCurrent: true },
      ],
      timezone: ZONE,
      now,
    });
    expect(report).toEqual({
      days,
      devices: [
        { device_id: 'd-1', device_type: 'pad9', deviceCode: null, roomId: 'r-1', roomName: 'Lobby', online: [1, 0.25, 0, null], average: 1.25 / 3 },
        { device_id: 'd-2', device_type: 'pad9', deviceCode: null, roomId: 'r-1', roomName: 'Lobby', online: [null, 1, 1, null], average: 1 },
      ],
    });
  });
});
