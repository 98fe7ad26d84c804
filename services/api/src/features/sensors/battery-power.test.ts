import type { ReportDevice } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { batteryPowerReport } from './battery-power.ts';

const device = (deviceId: string, batteryMaintenanceDate: string | null = null): ReportDevice => ({
  deviceId,
  deviceType: 'counter_men',
  deviceCode: 'C-1',
  roomId: 'r-1',
  roomName: null,
  registeredAt: new Date('2026-01-01T00:00:00Z'),
  inServiceSince: new Date('2026-01-01T00:00:00Z'),
  batteryMaintenanceDate,
});

describe('batteryPowerReport', () => {
  it("gives each device its days' readings in order, their trend and its latest reading", () => {
    const report = batteryPowerReport({
      days: ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'],
      devices: [device('d-1', '2026-05-01'), device('d-2')],
      readings: [
        { deviceId: 'd-1', day: '2026-06-04', min: 70, max: 74, last: 70 },
        { deviceId: 'd-1', day: '2026-06-02', min: 76, max: 80, last: 76 },
      ],
      latest: [{ deviceId: 'd-1', battery: 69, at: new Date('2026-06-05T01:00:00Z') }],
    });
    expect(report.devices).toEqual([
      {
        device_id: 'd-1',
        device_type: 'counter_men',
        deviceCode: 'C-1',
        roomId: 'r-1',
        roomName: null,
        battery: 69,
        batteryAt: '2026-06-05T01:00:00.000Z',
        readings: [
          { day: '2026-06-02', min: 76, max: 80, last: 76 },
          { day: '2026-06-04', min: 70, max: 74, last: 70 },
        ],
        trendPerDay: -3,
        daysLeft: 70 / 3,
        battery_maintenance_date: '2026-05-01',
      },
      {
        device_id: 'd-2',
        device_type: 'counter_men',
        deviceCode: 'C-1',
        roomId: 'r-1',
        roomName: null,
        battery: null,
        batteryAt: null,
        readings: [],
        trendPerDay: null,
        daysLeft: null,
        battery_maintenance_date: null,
      },
    ]);
    expect(report.days).toHaveLength(4);
  });
});
