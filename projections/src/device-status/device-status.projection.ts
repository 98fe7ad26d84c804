import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';

/** Telemetry streams are `device-<id>` (registry streams are `org-device-<id>`). */
const TELEMETRY_STREAM_PREFIX = 'device-';

/** What the latest heartbeat reported; a field it did not carry is null. */
export interface HeartbeatSnapshot {
  /** `occurredAt`, epoch milliseconds. */
  at: number;
  battery: number | null;
  version: string | null;
  rssi: number | null;
  ssid: string | null;
  simId: string | null;
  state: string | null;
  counterState: string | null;
  userFlags: number | null;
  sensorFlags: number | null;
}

/** One device's status as a run of events leaves it. */
export interface DeviceStatusFold {
  deviceId: string;
  /** The stamp of the last event (log order) that carried one. */
  siteId: string | null;
  roomId: string | null;
  /** Greatest `occurredAt`, epoch milliseconds. */
  lastSignalAt: number;
  /** The heartbeat with the greatest `occurredAt` (the later in log order on a tie). */
  heartbeat: HeartbeatSnapshot | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function snapshotOf(event: RecordedEvent): HeartbeatSnapshot {
  const data = event.data;
  return {
    at: event.occurredAt.getTime(),
    battery: num(data.battery),
    version: text(data.version),
    rssi: num(data.rssi),
    ssid: text(data.ssid),
    simId: text(data.simId),
    state: text(data.state),
    counterState: text(data.counterState),
    userFlags: num(data.userFlags),
    sensorFlags: num(data.sensorFlags),
  };
}

/**
 * Folds a batch into one status per device. Every telemetry event is a signal; only
 * `DeviceHeartbeat` carries the status record. The rules merge the same way the upsert
 * merges a batch into a stored row (greatest time wins, ties to the later event), so the
 * rows do not depend on how the log was cut into batches: a rebuild gives the same rows.
 */
export function foldDeviceStatus(events: readonly RecordedEvent[]): DeviceStatusFold[] {
  return [...foldDeviceStatusInto(new Map(), events).values()];
}

/**
 * {@link foldDeviceStatus} into `devices` (by device id): a second batch folded into the
 * same map merges exactly as the upsert merges it into a stored row.
 */
export function foldDeviceStatusInto(devices: Map<string, DeviceStatusFold>, events: readonly RecordedEvent[]): Map<string, DeviceStatusFold> {
  for (const event of events) {
    if (!event.streamId.startsWith(TELEMETRY_STREAM_PREFIX)) continue;
    const deviceId = event.streamId.slice(TELEMETRY_STREAM_PREFIX.length);
    const at = event.occurredAt.getTime();
    let fold = devices.get(deviceId);
    if (!fold) {
      fold = { deviceId, siteId: null, roomId: null, lastSignalAt: at, heartbeat: null };
      devices.set(deviceId, fold);
    }
    fold.lastSignalAt = Math.max(fold.lastSignalAt, at);
    fold.siteId = text(event.data.siteId) ?? fold.siteId;
    fold.roomId = text(event.data.roomId) ?? fold.roomId;
    if (event.type === 'DeviceHeartbeat' && (fold.heartbeat === null || at >= fold.heartbeat.at)) {
      fold.heartbeat = snapshotOf(event);
    }
  }
  return devices;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Device status (spec §3 "Device status record"): per device the last signal (any telemetry
 * event; a late upload of older events never moves it back) and the status fields of its
 * latest heartbeat. Times come from the events, never the clock; health (how old the last
 * signal is) is computed by the API at request time.
 */
export const deviceStatusProjection: ProjectionDefinition = {
  name: 'device-status',
  lane: 'live',
  version: 1,
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: ['device_status'],

  async apply(trx, events) {
    const folds = foldDeviceStatus(events);
    const scope = new ScopeCollector();
    for (const fold of folds) scope.add(fold.siteId, fold.roomId);
    await runStatements(trx, deviceStatusStatements(folds));
    return scope.toScope();
  },

  // Each device's folds merge into one row until a take, as the upsert would merge them.
  rebuildInMemory: () =>
    inMemoryRebuild({
      changes: () => new Map<string, DeviceStatusFold>(),
      fold: (devices, events) => void foldDeviceStatusInto(devices, events),
      pending: (devices) => devices.size,
      statements: (devices) => deviceStatusStatements([...devices.values()]),
    }),
};

/** Merges each device's fold into its stored status (or stores it). */
function deviceStatusStatements(folds: readonly DeviceStatusFold[]): Statements {
  return slices(folds).map(deviceStatusUpsert);
}

function deviceStatusUpsert(folds: readonly DeviceStatusFold[]) {
  const rows = folds.map(({ deviceId, siteId, roomId, lastSignalAt, heartbeat }) => ({
    deviceId,
    siteId,
    roomId,
    lastSignalAt: iso(lastSignalAt),
    ...(heartbeat ? { ...heartbeat, at: iso(heartbeat.at) } : { at: null }),
  }));
  // A stored heartbeat is replaced only by one at least as recent.
  const newer = sql`(excluded.last_heartbeat_at is not null
    and (t.last_heartbeat_at is null or excluded.last_heartbeat_at >= t.last_heartbeat_at))`;
  const fromHeartbeat = (column: string) =>
    sql`case when ${newer} then excluded.${sql.ref(column)} else t.${sql.ref(column)} end`;
  return sql`insert into device_status as t (device_id, site_id, room_id, last_signal_at, battery, version, rssi,
      ssid, sim_id, state, counter_state, user_flags, sensor_flags, last_heartbeat_at)
    select "deviceId", "siteId", "roomId", "lastSignalAt", battery, version, rssi, ssid, "simId", state,
      "counterState", "userFlags", "sensorFlags", at
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as d("deviceId" text, "siteId" text,
      "roomId" text, "lastSignalAt" timestamptz, battery double precision, version text, rssi double precision,
      ssid text, "simId" text, state text, "counterState" text, "userFlags" double precision,
      "sensorFlags" double precision, at timestamptz)
    on conflict (device_id) do update set
      site_id = coalesce(excluded.site_id, t.site_id),
      room_id = coalesce(excluded.room_id, t.room_id),
      last_signal_at = greatest(t.last_signal_at, excluded.last_signal_at),
      battery = ${fromHeartbeat('battery')},
      version = ${fromHeartbeat('version')},
      rssi = ${fromHeartbeat('rssi')},
      ssid = ${fromHeartbeat('ssid')},
      sim_id = ${fromHeartbeat('sim_id')},
      state = ${fromHeartbeat('state')},
      counter_state = ${fromHeartbeat('counter_state')},
      user_flags = ${fromHeartbeat('user_flags')},
      sensor_flags = ${fromHeartbeat('sensor_flags')},
      last_heartbeat_at = case when ${newer} then excluded.last_heartbeat_at else t.last_heartbeat_at end`;
}
