import { sql } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { DEVICE_FLAGS_EVENT_TYPES, foldDeviceFlags, type DeviceFlagsState } from './device-flags.fold.ts';

/**
 * The spec §3 `is_update` / `is_restart` flags waiting for each pad and counter: raised by
 * an admin (`DeviceFlagsRaised`), lowered by the device's acknowledgement
 * (`DeviceFlagsCleared`) or its removal (`DeviceRemoved`). Read by the device (ingest
 * answer, `GET /api/devices/flags`) and by the device status list.
 */
export const deviceFlagsProjection: ProjectionDefinition = {
  name: 'device-flags',
  lane: 'live',
  version: 1,
  eventTypes: [...DEVICE_FLAGS_EVENT_TYPES],
  tables: ['device_flags'],

  async apply(trx, events) {
    const relevant = events.filter((event) => DEVICE_FLAGS_EVENT_TYPES.has(event.type) && typeof event.data.deviceId === 'string');
    if (relevant.length === 0) return { siteIds: [], roomIds: [] };
    const deviceIds = [...new Set(relevant.map((event) => String(event.data.deviceId)))];
    const existing = await trx.selectFrom('device_flags').selectAll().where('device_id', 'in', deviceIds).execute();
    const devices = new Map<string, DeviceFlagsState>(
      existing.map((row) => [
        row.device_id,
        { deviceId: row.device_id, siteId: row.site_id, isUpdate: row.is_update, isRestart: row.is_restart, updatedAt: new Date(row.updated_at).getTime() },
      ]),
    );
    const changed = foldDeviceFlags(devices, relevant);
    const rows = [...changed].map((deviceId) => {
      const device = devices.get(deviceId)!;
      return { ...device, updatedAt: new Date(device.updatedAt).toISOString() };
    });
    if (rows.length === 0) return { siteIds: [], roomIds: [] };
    await sql`insert into device_flags (device_id, site_id, is_update, is_restart, updated_at)
      select "deviceId", "siteId", "isUpdate", "isRestart", "updatedAt"
      from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("deviceId" text, "siteId" text, "isUpdate" boolean,
        "isRestart" boolean, "updatedAt" timestamptz)
      on conflict (device_id) do update set site_id = excluded.site_id, is_update = excluded.is_update,
        is_restart = excluded.is_restart, updated_at = excluded.updated_at`.execute(trx);
    const scope = new ScopeCollector();
    for (const row of rows) scope.add(row.siteId, null);
    return scope.toScope();
  },
};
