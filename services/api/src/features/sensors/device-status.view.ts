import { DEVICE_TYPES } from '@facility/contracts';
import type { DeviceStatusRecord } from '@facility/projections';
import { Type } from '@fastify/type-provider-typebox';
import { deviceHealth } from './device-health.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableDate = Nullable(Type.String({ format: 'date' }));

const DeviceHealthSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('warning'), Type.Literal('red'), Type.Literal('offline')]),
    colour: Type.Union([Type.Literal('green'), Type.Literal('orange'), Type.Literal('red'), Type.Literal('blue')]),
    hoursSinceSignal: Nullable(Type.Number({ minimum: 0 })),
    counterStatus: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('warning'), Type.Literal('offline')])),
  },
  { description: 'Spec §4 device health, computed at request time' },
);

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
  health: DeviceHealthSchema,
});

/** The wire shape of one device (spec §3 "Device status record" names, plus its health). */
export function toDeviceStatusItem(device: DeviceStatusRecord, now: Date) {
  return {
    device_id: device.deviceId,
    device_type: device.deviceType,
    deviceCode: device.deviceCode,
    roomId: device.roomId,
    roomName: device.roomName,
    version: device.version,
    last_signal: device.lastSignalAt?.toISOString() ?? null,
    last_heartbeat: device.lastHeartbeatAt?.toISOString() ?? null,
    battery: device.battery,
    ssid: device.ssid,
    rssi: device.rssi,
    simId: device.simId,
    user_flags: device.userFlags,
    sensor_flags: device.sensorFlags,
    state: device.state,
    counter_state: device.counterState,
    note: device.note ? { date: device.note.setAt, txt: device.note.text } : null,
    battery_maintenance_date: device.batteryMaintenanceDate,
    panel_maintenance_date: device.panelMaintenanceDate,
    technician_maintenance_date: device.technicianMaintenanceDate,
    health: deviceHealth(
      {
        deviceType: device.deviceType,
        lastSignalAt: device.lastSignalAt,
        counterState: device.counterState,
        noteText: device.note?.text ?? null,
      },
      now,
    ),
  };
}
