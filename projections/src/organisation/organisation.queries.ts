import { DEFAULT_CALL_SETTINGS } from '@facility/contracts';
import type {
  DeviceType,
  RoomGender,
  RoomType,
  SiteCallSettings,
  SiteHoliday,
  SiteLocation,
  SiteOffDay,
  SiteShift,
  SiteStatus,
  SiteType,
} from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import type { DeviceNote, DeviceStatus, TimeSavingParameters } from './organisation.table.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

// ---------------------------------------------------------------- companies and sites

export interface CompanyWithSites {
  companyId: string;
  companyName: string;
  /** Null for a company without a franchise, or whose franchise was deleted. */
  franchiseId: string | null;
  franchiseName: string | null;
  logo: string | null;
  /** The company's sites that are not deleted, by name. */
  sites: { siteId: string; name: string; type: SiteType; timezone: string }[];
}

/** Every company that is not deleted, by name, with its sites. */
export async function listCompaniesWithSites(db: Db): Promise<CompanyWithSites[]> {
  const companies = await db
    .selectFrom('companies as c')
    .leftJoin('franchises as f', (join) => join.onRef('f.franchise_id', '=', 'c.franchise_id').on('f.deleted', '=', false))
    .select(['c.company_id as companyId', 'c.name as companyName', 'f.franchise_id as franchiseId', 'f.name as franchiseName', 'c.logo'])
    .where('c.deleted', '=', false)
    .orderBy('c.name')
    .orderBy('c.company_id')
    .execute();
  const sites = await db
    .selectFrom('sites')
    .select(['company_id', 'site_id as siteId', 'name', 'type', 'timezone'])
    .where('deleted', '=', false)
    .where('company_id', 'in', companies.length ? companies.map((company) => company.companyId) : [''])
    .orderBy('name')
    .orderBy('site_id')
    .execute();
  return companies.map((company) => ({
    ...company,
    sites: sites.filter((site) => site.company_id === company.companyId).map(({ company_id: _, ...site }) => site),
  }));
}

export interface SiteRecord {
  siteId: string;
  companyId: string;
  name: string;
  description: string | null;
  type: SiteType;
  status: SiteStatus;
  country: string;
  state: string;
  city: string;
  sector: string;
  buildingArea: number | null;
  /** `YYYY-MM-DD`. */
  officialStartDate: string;
  timezone: string;
  location: SiteLocation;
  shifts: SiteShift[];
  holidays: SiteHoliday[];
  offDays: SiteOffDay[];
  isTimeSave: boolean;
  /** Null until the time-saving parameters are first set. */
  timeSaving: TimeSavingParameters | null;
  /** The site's call rules: DEFAULT_CALL_SETTINGS until first set. */
  callSettings: SiteCallSettings;
  exposures: boolean;
  alerts: boolean;
  embeddedLink: string | null;
  cleanersNumber: number | null;
  counterThreshold: number;
  cleaningServiceProviderId: number;
  managementServiceProviderId: number;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A site, deleted ones included (see `deleted`), or null when there never was one. */
export async function getSite(db: Db, siteId: string): Promise<SiteRecord | null> {
  const row = await db
    .selectFrom('sites')
    .select([
      'site_id as siteId',
      'company_id as companyId',
      'name',
      'description',
      'type',
      'status',
      'country',
      'state',
      'city',
      'sector',
      'building_area as buildingArea',
      'official_start_date as officialStartDate',
      'timezone',
      'location',
      'shifts',
      'holidays',
      'off_days as offDays',
      'is_time_save as isTimeSave',
      'time_saving as timeSaving',
      'call_settings as callSettings',
      'exposures',
      'alerts',
      'embedded_link as embeddedLink',
      'cleaners_number as cleanersNumber',
      'counter_threshold as counterThreshold',
      'cleaning_service_provider_id as cleaningServiceProviderId',
      'management_service_provider_id as managementServiceProviderId',
      'deleted',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row ? { ...row, callSettings: row.callSettings ?? DEFAULT_CALL_SETTINGS } : null;
}

/** Where a site sits in the organisation, for scope checks. */
export interface SitePlace {
  siteId: string;
  companyId: string;
  /** The company's franchise; null when it has none or it was deleted. */
  franchiseId: string | null;
}

/** The place of a site that is not deleted; null for a deleted or unknown site. */
export async function getSitePlace(db: Db, siteId: string): Promise<SitePlace | null> {
  const row = await db
    .selectFrom('sites as s')
    .leftJoin('companies as c', 'c.company_id', 's.company_id')
    .leftJoin('franchises as f', (join) => join.onRef('f.franchise_id', '=', 'c.franchise_id').on('f.deleted', '=', false))
    .select(['s.site_id as siteId', 's.company_id as companyId', 'f.franchise_id as franchiseId'])
    .where('s.site_id', '=', siteId)
    .where('s.deleted', '=', false)
    .executeTakeFirst();
  return row ?? null;
}

// ---------------------------------------------------------------- rooms

export interface RoomRecord {
  roomId: string;
  siteId: string;
  displayName: string;
  roomNameEn: string;
  roomType: RoomType;
  floor: number | null;
  building: string | null;
  zone: string | null;
  gender: RoomGender | null;
  isCalculated: boolean;
  pinned: boolean;
  refId: string;
  cellsNum: number;
  sinksNum: number;
  urinalsNum: number;
  toiletPaperSize: string | null;
  visitorThreshold: number | null;
  removed: boolean;
  /** When it was created and removed (see `rooms.created_at`, `rooms.removed_at`). */
  createdAt: Date | null;
  removedAt: Date | null;
}

const selectRooms = (db: Db) =>
  db
    .selectFrom('rooms')
    .select([
      'room_id as roomId',
      'site_id as siteId',
      'display_name as displayName',
      'room_name_en as roomNameEn',
      'room_type as roomType',
      'floor',
      'building',
      'zone',
      'gender',
      'is_calculated as isCalculated',
      'pinned',
      'ref_id as refId',
      'cells_num as cellsNum',
      'sinks_num as sinksNum',
      'urinals_num as urinalsNum',
      'toilet_paper_size as toiletPaperSize',
      'visitor_threshold as visitorThreshold',
      'removed',
      'created_at as createdAt',
      'removed_at as removedAt',
    ]);

/**
 * The site's rooms that are not removed: pinned first, then by display name. With
 * `withRemoved`, the removed ones follow, by display name: gone from every list, but what
 * happened in them before still counts in the site's statistics. With `standingAt`, the
 * rooms there at that moment, in the live order: those not removed, and those removed
 * after it (a room removed without a recorded time, with the log on KurrentDB, is not).
 */
export async function listRooms(db: Db, siteId: string, options: { withRemoved?: boolean; standingAt?: Date } = {}): Promise<RoomRecord[]> {
  const rooms = selectRooms(db).where('site_id', '=', siteId);
  const { standingAt } = options;
  const ordered = options.withRemoved
    ? rooms.orderBy('removed').orderBy(sql<boolean>`pinned and not removed`, 'desc')
    : standingAt
      ? rooms.where((eb) => eb.or([eb('removed', '=', false), eb('removed_at', '>', standingAt)])).orderBy('pinned', 'desc')
      : rooms.where('removed', '=', false).orderBy('pinned', 'desc');
  return ordered.orderBy('display_name').orderBy('room_id').execute();
}

/** A room, removed ones included (see `removed`), or null when there never was one. */
export async function getRoom(db: Db, roomId: string): Promise<RoomRecord | null> {
  return (await selectRooms(db).where('room_id', '=', roomId).executeTakeFirst()) ?? null;
}

// ---------------------------------------------------------------- devices

/** What the ingest needs to know about the device presenting a token. */
export interface DeviceIdentity {
  deviceId: string;
  siteId: string;
  roomId: string;
  deviceType: DeviceType;
  status: DeviceStatus;
}

/** The active device holding this token hash; null for an unknown, rotated-out or revoked token. */
export async function findDeviceByTokenHash(db: Db, tokenHash: string): Promise<DeviceIdentity | null> {
  const row = await db
    .selectFrom('devices')
    .select(['device_id as deviceId', 'site_id as siteId', 'room_id as roomId', 'device_type as deviceType', 'status'])
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

/** A device's registry record (never its token hash). */
export interface DeviceRecord extends DeviceIdentity {
  deviceCode: string | null;
  installSpot: string | null;
  macId: string | null;
  qrTag: string | null;
  note: DeviceNote | null;
  /** Latest recorded day per maintenance kind, `YYYY-MM-DD`. */
  batteryMaintenanceDate: string | null;
  panelMaintenanceDate: string | null;
  technicianMaintenanceDate: string | null;
  registeredAt: Date;
}

const selectDevices = (db: Db) =>
  db
    .selectFrom('devices')
    .select([
      'device_id as deviceId',
      'site_id as siteId',
      'room_id as roomId',
      'device_type as deviceType',
      'status',
      'device_code as deviceCode',
      'install_spot as installSpot',
      'mac_id as macId',
      'qr_tag as qrTag',
      'note',
      'battery_maintenance_date as batteryMaintenanceDate',
      'panel_maintenance_date as panelMaintenanceDate',
      'technician_maintenance_date as technicianMaintenanceDate',
      'registered_at as registeredAt',
    ]);

/** The site's devices, oldest registration first; removed ones only when asked for. */
export async function listDevices(db: Db, siteId: string, options: { includeRemoved?: boolean } = {}): Promise<DeviceRecord[]> {
  let query = selectDevices(db).where('site_id', '=', siteId);
  if (!options.includeRemoved) query = query.where('status', '=', 'active');
  return query.orderBy('registered_at').orderBy('device_id').execute();
}

/** A device, removed ones included (see `status`), or null when there never was one. */
export async function getDevice(db: Db, deviceId: string): Promise<DeviceRecord | null> {
  return (await selectDevices(db).where('device_id', '=', deviceId).executeTakeFirst()) ?? null;
}
