import {
  BATTERY_RECOVERED_PERCENT,
  deviceAlertStreamId,
  DEVICE_TYPES,
  LOW_BATTERY_PERCENT,
  TELEMETRY_EVENT_TYPES,
  type DeviceAlertCloseReason,
  type DeviceAlertDetail,
  type DeviceAlertKind,
  type DeviceType,
  type NewEvent,
  type RecordedEvent,
} from '@facility/contracts';
import { shiftAt, type SiteCalendar } from '../calendar/site-calendar.ts';
import { evolveSiteRules, SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { localClock } from '../calendar/site-time.ts';
import { addCount, advanceHours, HOUR_MS, judgeHour, newCounterHours, type CounterHours } from './counter-baseline.ts';
import { alertClosedEvent, alertOpenedEvent, deviceAlertId, isCounterDevice, OFFLINE_AFTER_MS, offlineAlertOpened } from './device-alert-events.ts';

/**
 * The device alert rules (spec §2 `/admin/device-alerts`, contracts `device-alert.events.ts`)
 * as a pure fold over the log: given the reactor's state and a batch of events in global
 * order, the `DeviceAlertOpened` / `DeviceAlertClosed` events to append and the new state.
 * Times are the events' own, never the clock, and alert ids derive from the device, kind
 * and opening time, so deciding again over the same events (a batch applied twice, a
 * rebuild) yields the same events, which the store keeps once.
 *
 * - `offline`: a signal (any telemetry event) at `t` after a silence of at least the device's
 *   threshold since its previous signal `s` opens and at once closes the alert of that spell
 *   (opened `s` + threshold, closed `t`). While the device stays silent, the clock timer
 *   writes the same `DeviceAlertOpened`; read back from the log, it is adopted as open unless
 *   a signal came after its `lastSignalAt` (then the reactor has decided about that spell
 *   itself, or the timer saw a stale signal time and the spell never happened: it closes at
 *   once). The next signal closes an open one.
 * - `low_battery`, `device_error`: from the latest heartbeat (one older than the latest seen
 *   changes nothing); `dispenser_low`: per item and cell, from the latest reading of that cell.
 * - `counter_anomaly`: see `counter-baseline.ts`.
 * - `DeviceRemoved` closes every open alert of the device (`device_removed`); a removed
 *   device opens nothing more. A telemetry event older than the device's last signal (a late
 *   upload) neither opens nor closes `offline`.
 * - Devices the registry never named (no `DeviceRegistered` seen) have no known type, so no
 *   `offline` or counter rule; never-signalled devices have no offline spell to report (the
 *   devices screen shows them red already).
 */

const ALERT_INPUT_TYPES_LIST = [
  ...TELEMETRY_EVENT_TYPES,
  'DeviceRegistered',
  'DeviceMoved',
  'DeviceRemoved',
  'DeviceAlertOpened',
  ...SITE_RULE_EVENT_TYPES,
];
/** The event types the reactor reads. */
export const DEVICE_ALERT_INPUT_TYPES: ReadonlySet<string> = new Set(ALERT_INPUT_TYPES_LIST);

const TELEMETRY_TYPES: ReadonlySet<string> = new Set(TELEMETRY_EVENT_TYPES);
const TELEMETRY_STREAM_PREFIX = 'device-';
const DEVICE_TYPE_SET: ReadonlySet<string> = new Set(DEVICE_TYPES);

/** An alert the reactor holds open. */
export interface OpenAlert {
  alertId: string;
  kind: DeviceAlertKind;
  openedAt: number;
  /** Where the device stood when it opened (the close event repeats it). */
  siteId: string;
  roomId: string;
}

/** One device as the alert rules see it. */
export interface AlertDevice {
  deviceId: string;
  deviceType: DeviceType | null;
  siteId: string | null;
  roomId: string | null;
  removed: boolean;
  /** Greatest `occurredAt` of its telemetry (ms). */
  lastSignalAt: number | null;
  /** `occurredAt` of the latest heartbeat. */
  lastHeartbeatAt: number | null;
  /** Per dispenser cell (`item:cell`), the time of its latest reading. */
  cellReadAt: Record<string, number>;
  /** Open alerts by slot: the kind, or `dispenser_low:item:cell`. */
  open: Record<string, OpenAlert>;
  /** The offline alert closed last, so reading its `DeviceAlertOpened` back changes nothing. */
  lastClosedOfflineId: string | null;
  /** Counter devices only. */
  counter: CounterHours | null;
}

export interface DeviceAlertState {
  sites: Map<string, SiteRules>;
  devices: Map<string, AlertDevice>;
}

export interface AlertOutput {
  streamId: string;
  event: NewEvent;
}

export interface DeviceAlertReaction {
  outputs: AlertOutput[];
  changedDevices: Set<string>;
  changedSites: Map<string, SiteRules | null>;
}

export const newAlertDevice = (deviceId: string): AlertDevice => ({
  deviceId,
  deviceType: null,
  siteId: null,
  roomId: null,
  removed: false,
  lastSignalAt: null,
  lastHeartbeatAt: null,
  cellReadAt: {},
  open: {},
  lastClosedOfflineId: null,
  counter: null,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The device an input event is about, or null for site events and events of no device. */
export function deviceIdOf(event: RecordedEvent): string | null {
  if (TELEMETRY_TYPES.has(event.type)) {
    return event.streamId.startsWith(TELEMETRY_STREAM_PREFIX) ? event.streamId.slice(TELEMETRY_STREAM_PREFIX.length) : null;
  }
  if (SITE_RULE_EVENT_TYPES.has(event.type)) return null;
  return text(event.data.deviceId);
}

/** A heartbeat `state` reporting an error: `error` or `error:<reason>`. */
export const isErrorState = (state: string): boolean => state === 'error' || state.startsWith('error:');

/** Hour of the week (0 = Sunday 00:00) of `instant` on the site's clock. */
export function hourOfWeek(instant: number, timezone: string): number {
  const clock = localClock(instant, timezone);
  return (clock.weekday - 1) * 24 + Math.floor(clock.minute / 60);
}

/**
 * Whether the site is open for the whole hour starting at `hourStart`: a shift (covering
 * the room) works at its first and last minute. A site without active shifts is open around
 * the clock, except on its off-days and whole-site holidays. An unknown site is always open.
 */
export function siteOpenForHour(site: SiteCalendar | undefined, hourStart: number, roomId: string): boolean {
  if (!site) return true;
  const ends = [hourStart, hourStart + HOUR_MS - 60_000];
  if (!site.shifts.some((shift) => shift.active)) {
    return ends.every((instant) => {
      const date = localClock(instant, site.timezone).date;
      const [year, month, day] = date.split('-').map(Number);
      if (site.offDays.some((off) => off.year === year && off.month === month && off.day === day)) return false;
      return !site.holidays.some((holiday) => holiday.shiftIds.length === 0 && holiday.start <= date && date <= holiday.end);
    });
  }
  return ends.every((instant) => shiftAt(site, instant, roomId) !== null);
}

export function reactToDeviceAlerts(state: DeviceAlertState, events: readonly RecordedEvent[]): DeviceAlertReaction {
  const result: DeviceAlertReaction = { outputs: [], changedDevices: new Set(), changedSites: new Map() };
  const emittedIds = new Set<string>();
  const emit = (deviceId: string, event: NewEvent) => {
    // A batch may decide the same event twice (a spell the reactor closed, then the timer's copy of its opening).
    if (emittedIds.has(event.id!)) return;
    emittedIds.add(event.id!);
    result.outputs.push({ streamId: deviceAlertStreamId(deviceId), event });
  };

  for (const event of events) {
    if (!DEVICE_ALERT_INPUT_TYPES.has(event.type)) continue;
    if (SITE_RULE_EVENT_TYPES.has(event.type)) {
      const siteId = String(event.data.siteId);
      const next = evolveSiteRules(state.sites.get(siteId) ?? null, event);
      if (next) state.sites.set(siteId, next);
      else state.sites.delete(siteId);
      result.changedSites.set(siteId, next);
      continue;
    }
    const deviceId = deviceIdOf(event);
    if (deviceId === null) continue;
    const device = state.devices.get(deviceId) ?? newAlertDevice(deviceId);
    state.devices.set(deviceId, device);
    result.changedDevices.add(deviceId);
    new DeviceReaction(state, device, event, emit).run();
  }
  return result;
}

/** One event's effect on one device. */
class DeviceReaction {
  readonly #at: number;
  readonly state: DeviceAlertState;
  readonly device: AlertDevice;
  readonly cause: RecordedEvent;
  readonly emit: (deviceId: string, event: NewEvent) => void;

  constructor(state: DeviceAlertState, device: AlertDevice, cause: RecordedEvent, emit: (deviceId: string, event: NewEvent) => void) {
    this.state = state;
    this.device = device;
    this.cause = cause;
    this.emit = emit;
    this.#at = cause.occurredAt.getTime();
  }

  run(): void {
    const data = this.cause.data;
    const device = this.device;
    switch (this.cause.type) {
      case 'DeviceRegistered':
        device.deviceType = DEVICE_TYPE_SET.has(String(data.deviceType)) ? (data.deviceType as DeviceType) : null;
        device.siteId = text(data.siteId);
        device.roomId = text(data.roomId);
        device.removed = false;
        device.counter = isCounterDevice(device.deviceType) ? newCounterHours() : null;
        return;
      case 'DeviceMoved':
        device.siteId = text(data.toSiteId) ?? device.siteId;
        device.roomId = text(data.toRoomId) ?? device.roomId;
        // The baseline described another door: start learning again, and an anomaly measured
        // against it no longer holds.
        if (device.counter) device.counter = newCounterHours();
        this.#close('counter_anomaly', this.#at, 'recovered');
        return;
      case 'DeviceRemoved':
        for (const slot of Object.keys(device.open)) this.#close(slot, this.#at, 'device_removed');
        device.removed = true;
        device.counter = null;
        return;
      case 'DeviceAlertOpened':
        this.#adoptOffline();
        return;
    }
    if (device.removed) return;
    // Telemetry: where the device stood when it was ingested.
    device.siteId = text(data.siteId) ?? device.siteId;
    device.roomId = text(data.roomId) ?? device.roomId;
    const previousSignal = device.lastSignalAt;
    this.#signal();
    this.#count(previousSignal);
    if (this.cause.type === 'DeviceHeartbeat') this.#heartbeat();
    if (this.cause.type === 'DispenserLevelReported') this.#dispenser();
  }

  #threshold(): number | null {
    return this.device.deviceType === null ? null : OFFLINE_AFTER_MS[this.device.deviceType];
  }

  #place() {
    return { deviceId: this.device.deviceId, siteId: this.device.siteId ?? '', roomId: this.device.roomId ?? '' };
  }

  /** Any telemetry: closes an open offline alert, or reports the spell it ended. */
  #signal(): void {
    const device = this.device;
    const last = device.lastSignalAt;
    if (last !== null && this.#at <= last) return; // a late upload says nothing about the silence since
    device.lastSignalAt = this.#at;
    if (device.open.offline) {
      this.#close('offline', this.#at, 'recovered');
      return;
    }
    const threshold = this.#threshold();
    if (last === null || threshold === null || !this.#hasPlace() || this.#at - last < threshold) return;
    const opened = offlineAlertOpened(this.#place(), last, threshold, this.cause.id);
    this.emit(device.deviceId, opened.event);
    device.open.offline = { alertId: opened.alertId, kind: 'offline', openedAt: opened.openedAt, ...this.#placeIds() };
    this.#close('offline', this.#at, 'recovered');
  }

  /**
   * A `DeviceAlertOpened` read from the log: only `offline` ones matter, and of those only
   * the timer's (the reactor's own are already in its state, open or closed).
   */
  #adoptOffline(): void {
    const data = this.cause.data;
    const device = this.device;
    if (data.kind !== 'offline') return;
    const alertId = String(data.alertId);
    if (device.open.offline?.alertId === alertId || device.lastClosedOfflineId === alertId) return;
    const openedAt = Date.parse(String(data.openedAt));
    if (Number.isNaN(openedAt)) return;
    const detail = (data.detail ?? {}) as DeviceAlertDetail;
    const lastSignalAt = typeof detail.lastSignalAt === 'string' ? Date.parse(detail.lastSignalAt) : Number.NaN;
    const alert: OpenAlert = { alertId, kind: 'offline', openedAt, siteId: String(data.siteId), roomId: String(data.roomId) };
    // A signal after the one the timer saw: the reactor decided about that spell itself (the
    // same id: this close is a duplicate), or the spell never happened (the timer read a
    // stale signal time; the device signalled before the threshold): it closes as it opens.
    const signalledSince = device.lastSignalAt !== null && !(device.lastSignalAt <= lastSignalAt);
    if (device.removed || signalledSince || device.open.offline) {
      this.emit(device.deviceId, alertClosedEvent(this.#placeOf(alert), alert, openedAt, device.removed ? 'device_removed' : 'recovered', this.cause.id));
      device.lastClosedOfflineId = alertId;
      return;
    }
    device.open.offline = alert;
  }

  #heartbeat(): void {
    const device = this.device;
    if (device.lastHeartbeatAt !== null && this.#at <= device.lastHeartbeatAt) return;
    device.lastHeartbeatAt = this.#at;
    const data = this.cause.data;
    if (typeof data.battery === 'number' && Number.isFinite(data.battery)) {
      if (data.battery < LOW_BATTERY_PERCENT) this.#open('low_battery', 'low_battery', { battery: data.battery });
      else if (data.battery >= BATTERY_RECOVERED_PERCENT) this.#close('low_battery', this.#at, 'recovered');
    }
    if (typeof data.state === 'string') {
      if (isErrorState(data.state)) this.#open('device_error', 'device_error', { state: data.state });
      else this.#close('device_error', this.#at, 'recovered');
    }
  }

  #dispenser(): void {
    const data = this.cause.data;
    const device = this.device;
    const cell = `${String(data.item)}:${String(data.cell)}`;
    const last = device.cellReadAt[cell];
    if (last !== undefined && this.#at <= last) return;
    device.cellReadAt[cell] = this.#at;
    const slot = `dispenser_low:${cell}`;
    if (data.level === 'almost_empty' || data.level === 'empty') {
      this.#open(slot, 'dispenser_low', { item: data.item as DeviceAlertDetail['item'], cell: Number(data.cell), level: data.level }, cell);
    } else if (data.level === 'ok') this.#close(slot, this.#at, 'recovered');
  }

  /** Counter devices: completes hours and judges them (`counter-baseline.ts`). */
  #count(previousSignal: number | null): void {
    const device = this.device;
    const counter = device.counter;
    if (!counter || !isCounterDevice(device.deviceType)) return;
    const threshold = this.#threshold() ?? 0;
    const alive = previousSignal !== null && this.#at - previousSignal < threshold;
    const site = device.siteId ? this.state.sites.get(device.siteId) : undefined;
    for (const hour of advanceHours(counter, this.#at, alive)) {
      if (!siteOpenForHour(site, hour.hourStart, device.roomId ?? '')) continue;
      const slot = hourOfWeek(hour.hourStart, site?.timezone ?? 'UTC');
      const { verdict, usual } = judgeHour(counter, slot, hour.count, device.open.counter_anomaly !== undefined);
      const detail = { expected: Math.round((usual ?? 0) * 10) / 10, actual: hour.count };
      if (verdict === 'open') this.#open('counter_anomaly', 'counter_anomaly', detail, '', hour.hourStart);
      if (verdict === 'close') this.#close('counter_anomaly', hour.hourStart, 'recovered');
    }
    if (this.cause.type === 'VisitorsCounted') addCount(counter, this.#at, Number(this.cause.data.count) || 0);
  }

  #hasPlace(): boolean {
    return this.device.siteId !== null && this.device.roomId !== null;
  }

  #placeIds() {
    return { siteId: this.device.siteId ?? '', roomId: this.device.roomId ?? '' };
  }

  #placeOf(alert: OpenAlert) {
    return { deviceId: this.device.deviceId, siteId: alert.siteId, roomId: alert.roomId };
  }

  #open(slot: string, kind: DeviceAlertKind, detail: DeviceAlertDetail, cell = '', openedAt = this.#at): void {
    const device = this.device;
    if (device.open[slot] || !this.#hasPlace()) return;
    const alertId = deviceAlertId(device.deviceId, kind, openedAt, cell);
    this.emit(device.deviceId, alertOpenedEvent(this.#place(), { alertId, kind, openedAt, detail }, this.cause.id));
    device.open[slot] = { alertId, kind, openedAt, ...this.#placeIds() };
  }

  #close(slot: string, closedAt: number, reason: DeviceAlertCloseReason): void {
    const device = this.device;
    const alert = device.open[slot];
    if (!alert) return;
    this.emit(device.deviceId, alertClosedEvent(this.#placeOf(alert), alert, closedAt, reason, this.cause.id));
    delete device.open[slot];
    if (alert.kind === 'offline') device.lastClosedOfflineId = alert.alertId;
  }
}
