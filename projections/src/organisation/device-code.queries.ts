import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { DeviceIdentity } from './organisation.queries.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/**
 * The active devices registered with this code (`POST /api/sensor/tabletAction` addresses
 * tablets by code). Codes are not unique in the registry, so the caller picks among them
 * (by scope) and decides what several matches mean.
 */
export async function findActiveDevicesByCode(db: Db, deviceCode: string): Promise<(DeviceIdentity & { deviceCode: string })[]> {
  const rows = await db
    .selectFrom('devices')
    .select(['device_id as deviceId', 'site_id as siteId', 'room_id as roomId', 'device_type as deviceType', 'status', 'device_code as deviceCode'])
    .where('device_code', '=', deviceCode)
    .where('status', '=', 'active')
    .orderBy('registered_at')
    .orderBy('device_id')
    .execute();
  return rows.map((row) => ({ ...row, deviceCode: row.deviceCode ?? deviceCode }));
}

/**
 * The active devices anywhere in the organisation whose code is `deviceCode` regardless of
 * case (codes are stored trimmed): what the device-code uniqueness check compares with. A
 * retired device's code is free again, so only active devices count.
 */
export async function findActiveDevicesWithCodeAnyCase(db: Db, deviceCode: string): Promise<{ deviceId: string; deviceCode: string }[]> {
  const rows = await db
    .selectFrom('devices')
    .select(['device_id as deviceId', 'device_code as deviceCode'])
    .where(sql<boolean>`lower(device_code) = lower(${deviceCode})`)
    .where('status', '=', 'active')
    .orderBy('registered_at')
    .orderBy('device_id')
    .execute();
  return rows.flatMap((row) => (row.deviceCode === null ? [] : [{ deviceId: row.deviceId, deviceCode: row.deviceCode }]));
}
