import type { DeviceRegistryEvent, MaintenanceKind } from '@facility/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { jsonb, type Handlers } from './organisation.handlers.ts';
import type { DevicesTable } from './organisation.table.ts';

/** The status-record column keeping the latest day of each maintenance kind. */
const MAINTENANCE_COLUMN = {
  battery_replacement: 'battery_maintenance_date',
  panel_change: 'panel_maintenance_date',
  technician_check: 'technician_maintenance_date',
} as const satisfies Record<MaintenanceKind, keyof DevicesTable>;

/** Updates a device and counts its current room and site as touched. */
async function updateDevice(
  trx: Transaction<ReadModelDatabase>,
  deviceId: string,
  scope: ScopeCollector,
  changes: Updateable<DevicesTable>,
  onlyActive = false,
): Promise<void> {
  let query = trx.updateTable('devices').set(changes).where('device_id', '=', deviceId);
  if (onlyActive) query = query.where('status', '=', 'active');
  const row = await query.returning(['site_id', 'room_id']).executeTakeFirst();
  scope.add(row?.site_id, row?.room_id);
}

/**
 * The device registry. A removed device keeps its row with status `removed` and no token
 * hash, so the ingest's token lookup no longer finds it.
 */
export const deviceHandlers: Handlers<DeviceRegistryEvent> = {
  async DeviceRegistered(trx, data, _event, scope) {
    await trx
      .insertInto('devices')
      .values({
        device_id: data.deviceId,
        site_id: data.siteId,
        room_id: data.roomId,
        device_type: data.deviceType,
        device_code: data.deviceCode,
        token_hash: data.tokenHash,
        status: 'active',
        registered_at: data.registeredAt,
      })
      .execute();
    scope.add(data.siteId, data.roomId);
  },

  async DeviceInstalled(trx, { deviceId, installSpot, macId, qrTag }, _event, scope) {
    await updateDevice(trx, deviceId, scope, { install_spot: installSpot, mac_id: macId, qr_tag: qrTag });
  },

  async DeviceMoved(trx, data, _event, scope) {
    // The install spot named a place in the old room.
    await updateDevice(trx, data.deviceId, scope, { room_id: data.toRoomId, site_id: data.toSiteId, install_spot: null });
    scope.add(data.fromSiteId, data.fromRoomId);
  },

  async DeviceTokenRotated(trx, { deviceId, tokenHash }, _event, scope) {
    // A removed device's token stays revoked.
    await updateDevice(trx, deviceId, scope, { token_hash: tokenHash }, true);
  },

  async DeviceMaintenanceRecorded(trx, { deviceId, kind, date }, _event, scope) {
    const column = MAINTENANCE_COLUMN[kind] as (typeof MAINTENANCE_COLUMN)[MaintenanceKind] | undefined;
    if (column === undefined) return; // a kind this version does not know: nothing to show
    // Records may be back-filled: keep the latest day (greatest() skips a null).
    await updateDevice(trx, deviceId, scope, { [column]: sql<string>`greatest(${sql.ref(column)}, ${date})` });
  },

  async DeviceNoteSet(trx, { deviceId, text, setAt }, _event, scope) {
    // An empty text clears the note.
    await updateDevice(trx, deviceId, scope, { note: text === '' ? null : jsonb({ text, setAt }) });
  },

  async DeviceRemoved(trx, { deviceId, roomId, siteId }, _event, scope) {
    await updateDevice(trx, deviceId, scope, { status: 'removed', token_hash: null });
    scope.add(siteId, roomId);
  },
};
