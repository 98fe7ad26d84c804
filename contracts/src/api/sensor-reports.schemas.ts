import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';
import { Nullable } from './schema-helpers.ts';

const SiteId = Type.String({ minLength: 1, maxLength: 200 });
/**
 * `dates` is `YYYY-MM-DD,YYYY-MM-DD` (first and last day, inclusive, in the site's time
 * zone), at most 93 days; default: the 30 days ending today.
 */
const Dates = Type.String({ maxLength: 40, description: 'YYYY-MM-DD,YYYY-MM-DD (inclusive, site time zone, at most 93 days)' });

const DeviceColumns = {
  device_id: Type.String(),
  device_type: Type.Enum(DEVICE_TYPES),
  deviceCode: Nullable(Type.String()),
  roomId: Type.String(),
  roomName: Nullable(Type.String()),
};

/** `GET /api/sensor/connectivity?siteId=&dates=`. */
export const ConnectivityQuery = Type.Object({ siteId: SiteId, dates: Type.Optional(Dates) }, { additionalProperties: false });
export type ConnectivityQuery = Type.Static<typeof ConnectivityQuery>;

/**
 * Online share per device per day: the share of the day's hours (of those elapsed, for
 * today) in which the device sent at least one signal (any telemetry; heartbeats come at
 * least hourly), counted from the hour it came into service (its registration, or its first
 * signal at the site when earlier). Null for days before that, after today, and while no
 * hour of today counts yet.
 */
export const ConnectivityReport = Type.Object({
  days: Type.Array(Type.String({ format: 'date' })),
  devices: Type.Array(
    Type.Object({
      ...DeviceColumns,
      /** One value 0..1 (or null) per entry of `days`. */
      online: Type.Array(Nullable(Type.Number({ minimum: 0, maximum: 1 }))),
      /** Mean of the non-null days; null when none. */
      average: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    }),
  ),
});
export type ConnectivityReport = Type.Static<typeof ConnectivityReport>;

/** `GET /api/sensor/battery/power?siteId=&dates=`. */
export const BatteryPowerQuery = Type.Object({ siteId: SiteId, dates: Type.Optional(Dates) }, { additionalProperties: false });
export type BatteryPowerQuery = Type.Static<typeof BatteryPowerQuery>;

export const BatteryDay = Type.Object({
  day: Type.String({ format: 'date' }),
  min: Type.Number(),
  max: Type.Number(),
  /** The last reading of the day. */
  last: Type.Number(),
});
export type BatteryDay = Type.Static<typeof BatteryDay>;

/** Battery levels per device per day, from the heartbeats that carried one. */
export const BatteryPowerReport = Type.Object({
  days: Type.Array(Type.String({ format: 'date' })),
  devices: Type.Array(
    Type.Object({
      ...DeviceColumns,
      /** The latest reading ever, and when. */
      battery: Nullable(Type.Number()),
      batteryAt: Nullable(Type.String({ format: 'date-time' })),
      /** Days of the period with readings, oldest first. */
      readings: Type.Array(BatteryDay),
      /** Least-squares slope of the days' last readings, percentage points per day; null under 2 days. */
      trendPerDay: Nullable(Type.Number()),
      /** At that slope, the days until the battery reaches 0 (null unless falling). */
      daysLeft: Nullable(Type.Number({ minimum: 0 })),
      battery_maintenance_date: Nullable(Type.String({ format: 'date' })),
    }),
  ),
});
export type BatteryPowerReport = Type.Static<typeof BatteryPowerReport>;

/** `GET /api/sensor?site_id=`: the site's devices with their network readings. */
export const SensorNetworkQuery = Type.Object({ site_id: SiteId }, { additionalProperties: false });
export type SensorNetworkQuery = Type.Static<typeof SensorNetworkQuery>;

/** How good an RSSI (dBm) is: >= -55 excellent, >= -67 good, >= -80 fair, else poor. */
export const SIGNAL_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const;
export type SignalQuality = (typeof SIGNAL_QUALITIES)[number];

export const SensorNetworkItem = Type.Object({
  ...DeviceColumns,
  mac_id: Nullable(Type.String()),
  version: Nullable(Type.String()),
  ssid: Nullable(Type.String()),
  rssi: Nullable(Type.Number()),
  simId: Nullable(Type.String()),
  signal: Nullable(Type.Enum(SIGNAL_QUALITIES)),
  last_signal: Nullable(Type.String({ format: 'date-time' })),
  last_heartbeat: Nullable(Type.String({ format: 'date-time' })),
  /** HTTP flags waiting for the device (pads and counters). */
  is_update: Type.Boolean(),
  is_restart: Type.Boolean(),
});
export type SensorNetworkItem = Type.Static<typeof SensorNetworkItem>;
export const SensorNetworkList = Type.Array(SensorNetworkItem);
export type SensorNetworkList = Type.Static<typeof SensorNetworkList>;
