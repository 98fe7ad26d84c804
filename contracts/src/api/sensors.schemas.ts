import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';
import { Nullable } from './schema-helpers.ts';

const NullableDate = Nullable(Type.String({ format: 'date' }));

/** `GET /api/sensor/status?siteId=`. */
export const SensorStatusQuery = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type SensorStatusQuery = Type.Static<typeof SensorStatusQuery>;

/** Spec §4 device health, computed at request time. */
export const DeviceHealth = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('warning'), Type.Literal('red'), Type.Literal('offline')]),
    colour: Type.Union([Type.Literal('green'), Type.Literal('orange'), Type.Literal('red'), Type.Literal('blue')]),
    hoursSinceSignal: Nullable(Type.Number({ minimum: 0 })),
    counterStatus: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('warning'), Type.Literal('offline')])),
  },
  { description: 'Spec §4 device health, computed at request time' },
);
export type DeviceHealth = Type.Static<typeof DeviceHealth>;

/** One device (spec §3 "Device status record" names, plus its health). */
export const DeviceStatusItem = Type.Object({
  device_id: Type.String(),
  device_type: Type.Enum(DEVICE_TYPES),
  deviceCode: Nullable(Type.String()),
  roomId: Type.String(),
  roomName: Nullable(Type.String()),
  version: Nullable(Type.String()),
  last_signal: Nullable(Type.String({ format: 'date-time', description: 'Null when the device never signalled' })),
  last_heartbeat: Nullable(Type.String({ format: 'date-time' })),
  battery: Nullable(Type.Number()),
  ssid: Nullable(Type.String()),
  rssi: Nullable(Type.Number()),
  simId: Nullable(Type.String()),
  user_flags: Nullable(Type.Integer()),
  sensor_flags: Nullable(Type.Integer()),
  state: Nullable(Type.String()),
  counter_state: Nullable(Type.String()),
  note: Nullable(Type.Object({ date: Type.String({ format: 'date-time' }), txt: Type.String() })),
  battery_maintenance_date: NullableDate,
  panel_maintenance_date: NullableDate,
  technician_maintenance_date: NullableDate,
  is_update: Type.Boolean({ description: 'Spec §3: a firmware update waits for the device (pads and counters; see POST /api/admin/devices/{id}/flags)' }),
  is_restart: Type.Boolean({ description: 'Spec §3: a restart waits for the device (pads and counters)' }),
  health: DeviceHealth,
});
export type DeviceStatusItem = Type.Static<typeof DeviceStatusItem>;

/** `GET /api/sensor/status`: a site's active devices with their status record and health. */
export const DeviceStatusList = Type.Array(DeviceStatusItem);
