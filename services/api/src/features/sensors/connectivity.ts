import type { ConnectivityReport } from '@facility/contracts';
import { localDateOf, type DayWindow, type ReportDevice, type SignalledHours } from '@facility/projections';
import { hourOf } from './report-dates.ts';

/**
 * The connectivity report (spec §7 `GET sensor/connectivity`): per device and day, the share
 * of the day's hours in which it signalled. Pure.
 */

const HOUR_MS = 3_600_000;

/** Hour-aligned starts in [from, to). */
const hoursBetween = (from: number, to: number): number => Math.max(0, Math.ceil(to / HOUR_MS) - Math.ceil(from / HOUR_MS));

/**
 * The online share of one device over one day window: the hours in which it signalled over
 * the hours the day had for it. Those are the hours from the one it came into service in
 * (its registration, or an earlier first signal), that have passed by `now`; the hour still
 * running counts only once it has a signal, so a device that reports at half past is not
 * marked down at a quarter past. Null before its first day in service, and when no hour of
 * the day counts yet.
 */
export function onlineShare(
  window: DayWindow,
  device: { since: Date; sinceDay: string },
  now: Date,
  signalled: { hours: number; includesCurrent: boolean } | undefined,
): number | null {
  if (window.day < device.sinceDay) return null;
  const running = hourOf(now).getTime();
  const from = Math.max(window.from.getTime(), hourOf(device.since).getTime());
  const passed = hoursBetween(from, Math.min(window.to.getTime(), running));
  const runningCounts = signalled?.includesCurrent === true && running >= from && running < window.to.getTime();
  const total = passed + (runningCounts ? 1 : 0);
  return total === 0 ? null : (signalled?.hours ?? 0) / total;
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

export interface ConnectivityInput {
  days: readonly string[];
  /** The windows of the days up to today (`dayWindows`); the other days are null. */
  windows: readonly DayWindow[];
  devices: readonly ReportDevice[];
  signalled: readonly SignalledHours[];
  timezone: string;
  now: Date;
}

export function connectivityReport({ days, windows, devices, signalled, timezone, now }: ConnectivityInput): ConnectivityReport {
  const byDeviceDay = new Map(signalled.map((row) => [`${row.deviceId}\u0000${row.day}`, row]));
  const windowOf = new Map(windows.map((window) => [window.day, window]));
  return {
    days: [...days],
    devices: devices.map((device) => {
      const inService = { since: device.inServiceSince, sinceDay: localDateOf(device.inServiceSince, timezone) };
      const online = days.map((day) => {
        const window = windowOf.get(day);
        return window ? onlineShare(window, inService, now, byDeviceDay.get(`${device.deviceId}\u0000${day}`)) : null;
      });
      return {
        device_id: device.deviceId,
        device_type: device.deviceType,
        deviceCode: device.deviceCode,
        roomId: device.roomId,
        roomName: device.roomName,
        online,
        average: mean(online.filter((share) => share !== null)),
      };
    }),
  };
}
