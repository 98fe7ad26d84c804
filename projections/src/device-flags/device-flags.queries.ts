import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** The spec §3 flags waiting for a device. */
export interface DeviceFlagsRecord {
  isUpdate: boolean;
  isRestart: boolean;
}

/** The flags waiting for a device (one primary-key read); none raised when it has no row. */
export async function getDeviceFlags(db: Db, deviceId: string): Promise<DeviceFlagsRecord> {
  const row = await db
    .selectFrom('device_flags')
    .select(['is_update as isUpdate', 'is_restart as isRestart'])
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row ?? { isUpdate: false, isRestart: false };
}
