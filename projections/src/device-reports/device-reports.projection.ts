import { TELEMETRY_EVENT_TYPES, type RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';

/** Telemetry streams are `device-<id>` (registry streams are `org-device-<id>`). */
const TELEMETRY_STREAM_PREFIX = 'device-';
const HOUR_MS = 3_600_000;

/** A battery reading and when it was taken (`occurredAt`, epoch milliseconds). */
export interface BatteryReading {
  value: number;
  at: number;
}

/** One device's signals within one UTC hour, as a run of events leaves them. */
export interface SignalHourFold {
  deviceId: string;
  /** Start of the UTC hour, epoch milliseconds. */
  hour: number;
  /** The stamp of the last event (log order) that carried one. */
  siteId: string | null;
  signals: number;
  /** Null when no heartbeat of the hour carried a battery level. */
  battery: { min: number; max: number; last: BatteryReading } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Folds a batch into one row per device and UTC hour. Every telemetry event is a signal; a
 * `DeviceHeartbeat` may carry a battery level. The rules are the ones the upsert applies
 * between a batch and a stored row (counts add up, min and max combine, the reading with
 * the greatest time is the last one and ties go to the later event, the latest stamp
 * wins), so the rows do not depend on how the log was cut into batches.
 */
export function foldSignalHours(events: readonly RecordedEvent[]): SignalHourFold[] {
  return [...foldSignalHoursInto(new Map(), events).values()];
}

/**
 * {@link foldSignalHours} into `hours` (by device and hour): a second batch folded into the
 * same map merges exactly as the upsert merges it into a stored row.
 */
export function foldSignalHoursInto(hours: Map<string, SignalHourFold>, events: readonly RecordedEvent[]): Map<string, SignalHourFold> {
  for (const event of events) {
    if (!event.streamId.startsWith(TELEMETRY_STREAM_PREFIX)) continue;
    const deviceId = event.streamId.slice(TELEMETRY_STREAM_PREFIX.length);
    const at = event.occurredAt.getTime();
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    const key = `${deviceId}\u0000${hour}`;
    let fold = hours.get(key);
    if (!fold) {
      fold = { deviceId, hour, siteId: null, signals: 0, battery: null };
      hours.set(key, fold);
    }
    fold.signals++;
    fold.siteId = text(event.data.siteId) ?? fold.siteId;
    const battery = event.type === 'DeviceHeartbeat' ? num(event.data.battery) : null;
    if (battery === null) continue;
    if (!fold.battery) {
      fold.battery = { min: battery, max: battery, last: { value: battery, at } };
    } else {
      fold.battery.min = Math.min(fold.battery.min, battery);
      fold.battery.max = Math.max(fold.battery.max, battery);
      if (at >= fold.battery.last.at) fold.battery.last = { value: battery, at };
    }
  }
  return hours;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Device reports (spec §7 "Devices": connectivity and battery power): per device and UTC
 * hour, how many signals it sent and the battery levels its heartbeats reported. The API
 * turns hours into site-local days at request time (a day of 23 or 25 hours is just fewer
 * or more hours). Times come from the events, never the clock.
 */
export const deviceReportsProjection: ProjectionDefinition = {
  name: 'device-reports',
  version: 1,
  eventTypes: TELEMETRY_EVENT_TYPES,
  tables: ['device_signal_hours'],

  async apply(trx, events) {
    const folds = foldSignalHours(events);
    const scope = new ScopeCollector();
    for (const fold of folds) scope.add(fold.siteId, null);
    await runStatements(trx, signalHourStatements(folds));
    return scope.toScope();
  },

  // Each device-hour's folds merge into one row until a take, as the upsert would merge them.
  rebuildInMemory: () =>
    inMemoryRebuild({
      changes: () => new Map<string, SignalHourFold>(),
      fold: (hours, events) => void foldSignalHoursInto(hours, events),
      pending: (hours) => hours.size,
      statements: (hours) => signalHourStatements([...hours.values()]),
    }),
};

/** Merges each device-hour into its stored row (or stores it). */
function signalHourStatements(folds: readonly SignalHourFold[]): Statements {
  return slices(folds).map(signalHourUpsert);
}

function signalHourUpsert(folds: readonly SignalHourFold[]) {
  const rows = folds.map(({ deviceId, hour, siteId, signals, battery }) => ({
    deviceId,
    hour: iso(hour),
    siteId,
    signals,
    batteryMin: battery?.min ?? null,
    batteryMax: battery?.max ?? null,
    batteryLast: battery?.last.value ?? null,
    batteryLastAt: battery ? iso(battery.last.at) : null,
  }));
  // A stored last reading is replaced only by one at least as recent.
  const newer = sql`(excluded.battery_last_at is not null
    and (t.battery_last_at is null or excluded.battery_last_at >= t.battery_last_at))`;
  // least/greatest skip nulls, so an hour's first reading simply lands.
  return sql`insert into device_signal_hours as t (device_id, hour, site_id, signals, battery_min, battery_max,
      battery_last, battery_last_at)
    select "deviceId", hour, "siteId", signals, "batteryMin", "batteryMax", "batteryLast", "batteryLastAt"
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as d("deviceId" text, hour timestamptz,
      "siteId" text, signals integer, "batteryMin" double precision, "batteryMax" double precision,
      "batteryLast" double precision, "batteryLastAt" timestamptz)
    on conflict (device_id, hour) do update set
      site_id = coalesce(excluded.site_id, t.site_id),
      signals = t.signals + excluded.signals,
      battery_min = least(t.battery_min, excluded.battery_min),
      battery_max = greatest(t.battery_max, excluded.battery_max),
      battery_last = case when ${newer} then excluded.battery_last else t.battery_last end,
      battery_last_at = case when ${newer} then excluded.battery_last_at else t.battery_last_at end`;
}
