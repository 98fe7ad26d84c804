import type { DeviceType } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { DeviceNote } from '../organisation/organisation.table.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** A registered device with its status record (spec §3 "Device status record"). */
export interface DeviceStatusRecord {
  deviceId: string;
  deviceType: DeviceType;
  deviceCode: string | null;
  roomId: string;
  /** The room's display name; null if the room is unknown to the read model. */
  roomName: string | null;
  /** The hardware's MAC id (registry; replaced with the hardware). */
  macId: string | null;
  note: DeviceNote | null;
  /** Latest recorded day per maintenance kind, `YYYY-MM-DD`. */
  batteryMaintenanceDate: string | null;
  panelMaintenanceDate: string | null;
  technicianMaintenanceDate: string | null;
  /** Null when the device never signalled; the heartbeat fields are then null too. */
  lastSignalAt: Date | null;
  lastHeartbeatAt: Date | null;
  battery: number | null;
  version: string | null;
  rssi: number | null;
  ssid: string | null;
  simId: string | null;
  state: string | null;
  counterState: string | null;
  userFlags: number | null;
  sensorFlags: number | null;
  /** The spec §3 flags waiting for the device (projection `device-flags`); false when none was raised. */
  isUpdate: boolean;
  isRestart: boolean;
}

/**
 * The site's active devices (as the registry places them now), oldest registration first,
 * each with its status row; a device that never signalled has null status fields. With
 * `roomIds`, only the devices in those rooms (a room's page reads its own, not the site's).
 * Each carries the update and restart flags waiting for it.
 */
export async function listDeviceStatus(db: Db, siteId: string, roomIds?: readonly string[]): Promise<DeviceStatusRecord[]> {
  if (roomIds && roomIds.length === 0) return [];
  let query = db
    .selectFrom('devices as d')
    .leftJoin('rooms as r', 'r.room_id', 'd.room_id')
    .leftJoin('device_status as s', 's.device_id', 'd.device_id')
    .leftJoin('device_flags as f', 'f.device_id', 'd.device_id')
    .select([
      'd.device_id as deviceId',
      'd.device_type as deviceType',
      'd.device_code as deviceCode',
      'd.room_id as roomId',
      'r.display_name as roomName',
      'd.mac_id as macId',
      'd.note',
      'd.battery_maintenance_date as batteryMaintenanceDate',
      'd.panel_maintenance_date as panelMaintenanceDate',
      'd.technician_maintenance_date as technicianMaintenanceDate',
      's.last_signal_at as lastSignalAt',
      's.last_heartbeat_at as lastHeartbeatAt',
      's.battery',
      's.version',
      's.rssi',
      's.ssid',
      's.sim_id as simId',
      's.state',
      's.counter_state as counterState',
      's.user_flags as userFlags',
      's.sensor_flags as sensorFlags',
      sql<boolean>`coalesce(f.is_update, false)`.as('isUpdate'),
      sql<boolean>`coalesce(f.is_restart, false)`.as('isRestart'),
    ])
    .where('d.site_id', '=', siteId)
    .where('d.status', '=', 'active');
  if (roomIds) query = query.where('d.room_id', 'in', [...roomIds]);
  return query.orderBy('d.registered_at').orderBy('d.device_id').execute();
}
