import type { DeviceStatusItem } from '@facility/contracts';
import type { DeviceStatusRecord } from '@facility/projections';
import { deviceHealth } from './device-health.ts';

/** The wire shape of one device (spec §3 "Device status record" names, plus its health). */
export function toDeviceStatusItem(device: DeviceStatusRecord, now: Date): DeviceStatusItem {
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
    is_update: device.isUpdate,
    is_restart: device.isRestart,
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
