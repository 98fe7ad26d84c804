import type { DeviceType } from '@facility/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

// Reads of the site screens (spec §7 "Site": site/details, site/QRDevices).

/** How much a site holds: its rooms that are not removed and its devices that are not removed. */
export interface SiteContentCounts {
  roomCount: number;
  deviceCount: number;
}

export async function countSiteContents(db: Db, siteId: string): Promise<SiteContentCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('rooms')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .where('site_id', '=', siteId)
        .where('removed', '=', false)
        .as('roomCount'),
      eb
        .selectFrom('devices')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .where('site_id', '=', siteId)
        .where('status', '=', 'active')
        .as('deviceCount'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL counts are bigint, which postgres.js reads as text.
  return { roomCount: Number(row.roomCount ?? 0), deviceCount: Number(row.deviceCount ?? 0) };
}

/** A device with the room it is installed in. */
export interface SiteDeviceWithRoom<T extends DeviceType = DeviceType> {
  deviceId: string;
  deviceType: T;
  deviceCode: string | null;
  qrTag: string | null;
  installSpot: string | null;
  room: { roomId: string; displayName: string; building: string | null; floor: number | null };
}

/**
 * The site's devices of the given types that are not removed, with their rooms, oldest
 * registration first. A room with devices cannot be removed, so every device has its room.
 */
export async function listSiteDevicesWithRooms<T extends DeviceType>(db: Db, siteId: string, deviceTypes: readonly T[]): Promise<SiteDeviceWithRoom<T>[]> {
  if (deviceTypes.length === 0) return [];
  const rows = await db
    .selectFrom('devices as d')
    .innerJoin('rooms as r', 'r.room_id', 'd.room_id')
    .select([
      'd.device_id as deviceId',
      'd.device_type as deviceType',
      'd.device_code as deviceCode',
      'd.qr_tag as qrTag',
      'd.install_spot as installSpot',
      'r.room_id as roomId',
      'r.display_name as displayName',
      'r.building',
      'r.floor',
    ])
    .where('d.site_id', '=', siteId)
    .where('d.status', '=', 'active')
    .where('d.device_type', 'in', [...deviceTypes])
    .orderBy('d.registered_at')
    .orderBy('d.device_id')
    .execute();
  // The query kept only the asked types.
  return rows.map(({ roomId, displayName, building, floor, deviceType, ...device }) => ({
    ...device,
    deviceType: deviceType as T,
    room: { roomId, displayName, building, floor },
  }));
}
