import type { BatteryPowerReport } from '@facility/contracts';
import { daysBetween, type BatteryDayRow, type LatestBattery, type ReportDevice } from '@facility/projections';
import { batteryTrend } from './battery-trend.ts';

/**
 * The battery power report (spec §7 `GET sensor/battery/power`): per device the days'
 * readings, their trend and the latest reading ever. Pure.
 */
export interface BatteryPowerInput {
  days: readonly string[];
  devices: readonly ReportDevice[];
  /** Days with readings, any order. */
  readings: readonly BatteryDayRow[];
  latest: readonly LatestBattery[];
}

export function batteryPowerReport({ days, devices, readings, latest }: BatteryPowerInput): BatteryPowerReport {
  const latestOf = new Map(latest.map((row) => [row.deviceId, row]));
  const readingsOf = new Map<string, BatteryDayRow[]>();
  for (const row of readings) readingsOf.set(row.deviceId, [...(readingsOf.get(row.deviceId) ?? []), row]);
  return {
    days: [...days],
    devices: devices.map((device) => {
      const own = (readingsOf.get(device.deviceId) ?? []).toSorted((a, b) => a.day.localeCompare(b.day));
      // Day numbers from the first reading: the slope does not depend on where they start.
      const trend = batteryTrend(own.map((row) => ({ x: daysBetween(own[0]!.day, row.day), y: row.last })));
      const newest = latestOf.get(device.deviceId);
      return {
        device_id: device.deviceId,
        device_type: device.deviceType,
        deviceCode: device.deviceCode,
        roomId: device.roomId,
        roomName: device.roomName,
        battery: newest?.battery ?? null,
        batteryAt: newest?.at.toISOString() ?? null,
        readings: own.map(({ day, min, max, last }) => ({ day, min, max, last })),
        ...trend,
        battery_maintenance_date: device.batteryMaintenanceDate,
      };
    }),
  };
}
