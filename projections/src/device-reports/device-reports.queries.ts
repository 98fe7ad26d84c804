import type { DeviceType } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/**
 * Reads for the device reports (connectivity, battery power, network). The hours counted are
 * those the device signalled from while it served the site (the stamp on its telemetry), so
 * a device moved in from another site brings none of its old site's history with it.
 */

/** A site's active device as the reports list it. */
export interface ReportDevice {
  deviceId: string;
  deviceType: DeviceType;
  deviceCode: string | null;
  roomId: string;
  /** The room's display name; null if the room is unknown to the read model. */
  roomName: string | null;
  registeredAt: Date;
  /**
   * Since when the device served the site: its registration, or its first signal at the
   * site when that came earlier (history uploaded from before it was registered, as the
   * demo's devices and imported fleets have).
   */
  inServiceSince: Date;
  /** `YYYY-MM-DD`. */
  batteryMaintenanceDate: string | null;
}

/** The site's active devices (as the registry places them now), oldest registration first. */
export async function listReportDevices(db: Db, siteId: string): Promise<ReportDevice[]> {
  return db
    .selectFrom('devices as d')
    .leftJoin('rooms as r', 'r.room_id', 'd.room_id')
    .select([
      'd.device_id as deviceId',
      'd.device_type as deviceType',
      'd.device_code as deviceCode',
      'd.room_id as roomId',
      'r.display_name as roomName',
      'd.registered_at as registeredAt',
      // least() skips the null of a device that never signalled here.
      sql<Date>`least(d.registered_at, (select min(h.hour) from device_signal_hours h where h.device_id = d.device_id and h.site_id = ${siteId}))`.as(
        'inServiceSince',
      ),
      'd.battery_maintenance_date as batteryMaintenanceDate',
    ])
    .where('d.site_id', '=', siteId)
    .where('d.status', '=', 'active')
    .orderBy('d.registered_at')
    .orderBy('d.device_id')
    .execute();
}

/** A span of UTC hours that make up one site-local day (or the part of it a report counts). */
export interface DayWindow {
  /** The local date, `YYYY-MM-DD`. */
  day: string;
  /** Hours starting at or after `from` and before `to` belong to the day. */
  from: Date;
  to: Date;
}

/** How many hours of a day one device signalled in. */
export interface SignalledHours {
  deviceId: string;
  day: string;
  hours: number;
  /** Whether one of them is the hour `currentHour` (the one still running). */
  includesCurrent: boolean;
}

const windowsJson = (windows: readonly DayWindow[]) =>
  JSON.stringify(windows.map(({ day, from, to }) => ({ day, from: from.toISOString(), to: to.toISOString() })));

/**
 * Per active device of the site and day window, the hours in which it signalled there.
 * Devices and days without any signal have no row.
 */
export async function countSignalledHours(
  db: Db,
  siteId: string,
  windows: readonly DayWindow[],
  currentHour: Date,
): Promise<SignalledHours[]> {
  if (windows.length === 0) return [];
  const { rows } = await sql<SignalledHours>`
    select h.device_id as "deviceId", w.day, count(*)::int as hours,
      bool_or(h.hour = ${currentHour.toISOString()}::timestamptz) as "includesCurrent"
    from jsonb_to_recordset(${windowsJson(windows)}::text::jsonb) as w(day text, "from" timestamptz, "to" timestamptz)
    join device_signal_hours h on h.site_id = ${siteId} and h.hour >= w."from" and h.hour < w."to"
    join devices d on d.device_id = h.device_id and d.site_id = ${siteId} and d.status = 'active'
    group by h.device_id, w.day`.execute(db);
  return rows;
}

/** One device's battery readings over one day. */
export interface BatteryDayRow {
  deviceId: string;
  day: string;
  min: number;
  max: number;
  /** The reading with the greatest `occurredAt` of the day. */
  last: number;
}

/** Per device of the site and day window, the battery readings its heartbeats carried. */
export async function listBatteryDays(db: Db, siteId: string, windows: readonly DayWindow[]): Promise<BatteryDayRow[]> {
  if (windows.length === 0) return [];
  const { rows } = await sql<BatteryDayRow>`
    select h.device_id as "deviceId", w.day, min(h.battery_min) as min, max(h.battery_max) as max,
      (array_agg(h.battery_last order by h.battery_last_at desc))[1] as last
    from jsonb_to_recordset(${windowsJson(windows)}::text::jsonb) as w(day text, "from" timestamptz, "to" timestamptz)
    join device_signal_hours h on h.site_id = ${siteId} and h.hour >= w."from" and h.hour < w."to"
    where h.battery_last is not null
    group by h.device_id, w.day
    order by h.device_id, w.day`.execute(db);
  return rows;
}

/** A device's latest battery reading. */
export interface LatestBattery {
  deviceId: string;
  battery: number;
  at: Date;
}

/**
 * The latest battery reading of each active device of the site, whenever it was taken: the
 * newest hour with a reading holds it (an hour's readings all fall inside it), found
 * walking the device's hours backwards by primary key.
 */
export async function listLatestBattery(db: Db, siteId: string): Promise<LatestBattery[]> {
  const { rows } = await sql<LatestBattery>`
    select d.device_id as "deviceId", l.battery_last as battery, l.battery_last_at as at
    from devices d
    cross join lateral (
      select h.battery_last, h.battery_last_at from device_signal_hours h
      where h.device_id = d.device_id and h.site_id = d.site_id and h.battery_last is not null
      order by h.hour desc limit 1
    ) l
    where d.site_id = ${siteId} and d.status = 'active'`.execute(db);
  return rows;
}
