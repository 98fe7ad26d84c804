import type { DeviceAlertCloseReason, DeviceAlertDetail, DeviceAlertKind, DeviceType } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { OFFLINE_AFTER_MS } from './device-alert-events.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** Device types the `counter` group lists: people counters and the pad9+ (its built-in counter). */
const COUNTER_GROUP_TYPES: readonly DeviceType[] = ['counter_women', 'counter_men', 'counter_handicap', 'counter_shared', 'pad9plus'];

export interface DeviceAlertFilter {
  siteId: string;
  /** `active`: open now; `all`: open at any time in [from, to). */
  state: 'active' | 'all';
  group: 'all' | 'counter';
  kind?: DeviceAlertKind | undefined;
  deviceId?: string | undefined;
  from: Date;
  to: Date;
  /** Case-insensitive substring of the device id or code, the room's name or the install spot. */
  q?: string | undefined;
  limit: number;
}

export interface DeviceAlertRecord {
  alertId: string;
  deviceId: string;
  deviceCode: string | null;
  deviceType: DeviceType;
  roomId: string;
  /** The room's name now; null when the room is unknown or removed. */
  roomName: string | null;
  kind: DeviceAlertKind;
  openedAt: Date;
  closedAt: Date | null;
  closeReason: DeviceAlertCloseReason | null;
  detail: DeviceAlertDetail;
}

/**
 * A site's alerts (those opened while the device stood there), newest first, at most
 * `limit`, and how many matched before the limit.
 */
export async function listDeviceAlerts(db: Db, filter: DeviceAlertFilter): Promise<{ alerts: DeviceAlertRecord[]; total: number }> {
  let query = db
    .selectFrom('device_alerts as a')
    .innerJoin('devices as d', 'd.device_id', 'a.device_id')
    .leftJoin('rooms as r', (join) => join.onRef('r.room_id', '=', 'a.room_id').on('r.removed', '=', false))
    .where('a.site_id', '=', filter.siteId);
  if (filter.state === 'active') query = query.where('a.closed_at', 'is', null);
  else {
    query = query
      .where('a.opened_at', '<', filter.to)
      .where((eb) => eb.or([eb('a.closed_at', 'is', null), eb('a.closed_at', '>', filter.from)]));
  }
  if (filter.group === 'counter') query = query.where('d.device_type', 'in', COUNTER_GROUP_TYPES);
  if (filter.kind) query = query.where('a.kind', '=', filter.kind);
  if (filter.deviceId) query = query.where('a.device_id', '=', filter.deviceId);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    // position() rather than LIKE: nothing in the search text is a pattern.
    const contains = (column: string) => sql<boolean>`position(${q} in lower(coalesce(${sql.ref(column)}, ''))) > 0`;
    query = query.where((eb) => eb.or([contains('a.device_id'), contains('d.device_code'), contains('r.display_name'), contains('d.install_spot')]));
  }
  const alerts = await query
      .select([
        'a.alert_id as alertId',
        'a.device_id as deviceId',
        'd.device_code as deviceCode',
        'd.device_type as deviceType',
        'a.room_id as roomId',
        'r.display_name as roomName',
        'a.kind',
        'a.opened_at as openedAt',
        'a.closed_at as closedAt',
        'a.close_reason as closeReason',
        'a.detail',
      ])
      .orderBy('a.opened_at', 'desc')
      .orderBy('a.alert_id')
      .limit(filter.limit)
      .execute();
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  return { alerts, total: Number(counted?.n ?? 0) };
}

export interface OfflineTimeRecord {
  deviceId: string;
  deviceCode: string | null;
  deviceType: DeviceType;
  /** Null when the device has no room, or its room was removed (as `roomName`). */
  roomId: string | null;
  roomName: string | null;
  /** Milliseconds of [from, until) covered by the device's offline alerts of the site. */
  offlineMs: number;
  /** Offline alerts that overlapped [from, until). */
  alerts: number;
}

/**
 * Per active device of the site (oldest registration first), the time of [from, until)
 * its `offline` alerts covered (an open one runs to `until`) and how many overlapped.
 */
export async function offlineTimeByDevice(db: Db, siteId: string, from: Date, until: Date): Promise<OfflineTimeRecord[]> {
  const { rows } = await sql<{ deviceId: string; deviceCode: string | null; deviceType: DeviceType; roomId: string | null; roomName: string | null; offlineMs: string | number; alerts: string | number }>`
    select d.device_id as "deviceId", d.device_code as "deviceCode", d.device_type as "deviceType",
      r.room_id as "roomId", r.display_name as "roomName",
      -- greatest() skips nulls: the row of a device without alerts must not count.
      coalesce(sum(greatest(0, extract(epoch from (least(coalesce(a.closed_at, ${until}::timestamptz), ${until}::timestamptz)
        - greatest(a.opened_at, ${from}::timestamptz))) * 1000)) filter (where a.alert_id is not null), 0) as "offlineMs",
      count(a.alert_id) as alerts
    from devices d
    left join rooms r on r.room_id = d.room_id and not r.removed
    left join device_alerts a on a.device_id = d.device_id and a.site_id = d.site_id and a.kind = 'offline'
      and a.opened_at < ${until}::timestamptz and (a.closed_at is null or a.closed_at > ${from}::timestamptz)
    where d.site_id = ${siteId} and d.status = 'active'
    group by d.device_id, d.device_code, d.device_type, r.room_id, r.display_name, d.registered_at
    order by d.registered_at, d.device_id`.execute(db);
  return rows.map((row) => ({ ...row, offlineMs: Math.round(Number(row.offlineMs)), alerts: Number(row.alerts) }));
}

/** A device silent past its threshold with no `offline` alert for that silence yet. */
export interface SilentDevice {
  deviceId: string;
  deviceType: DeviceType;
  siteId: string;
  roomId: string;
  lastSignalAt: Date;
  thresholdMs: number;
}

/**
 * The alert timer's work: active devices whose last signal is at least their threshold
 * before `now` and that have no offline alert open, nor one opened for this silence.
 */
export async function listDevicesGoneOffline(db: Db, now: Date, limit = 500): Promise<SilentDevice[]> {
  const thresholds = Object.entries(OFFLINE_AFTER_MS).filter((entry): entry is [string, number] => entry[1] !== null);
  const values = sql.join(thresholds.map(([type, ms]) => sql`(${type}, ${ms}::bigint)`));
  const { rows } = await sql<SilentDevice & { thresholdMs: string | number }>`
    select d.device_id as "deviceId", d.device_type as "deviceType", d.site_id as "siteId", d.room_id as "roomId",
      s.last_signal_at as "lastSignalAt", t.ms as "thresholdMs"
    from devices d
    join (values ${values}) as t(device_type, ms) on t.device_type = d.device_type
    join device_status s on s.device_id = d.device_id
    where d.status = 'active'
      and s.last_signal_at + t.ms * interval '1 millisecond' <= ${now}::timestamptz
      and not exists (select 1 from device_alerts a where a.device_id = d.device_id and a.kind = 'offline'
        and (a.closed_at is null or a.opened_at >= s.last_signal_at))
    order by s.last_signal_at, d.device_id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, lastSignalAt: new Date(row.lastSignalAt), thresholdMs: Number(row.thresholdMs) }));
}
