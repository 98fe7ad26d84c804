import Type from 'typebox';
import { DISPENSER_ITEMS, DISPENSER_LEVELS } from '../domain/enums.ts';

/**
 * Device alerts (spec §2 `/admin/device-alerts`): an alert opens when a rule starts to hold
 * for a device and closes when it stops, and both are events, so an alert's history and
 * duration (offline time per device per month) come from the log like everything else.
 *
 * - `offline`: no signal for the device's health threshold (spec §4: 1 h for pads, 3 h for
 *   other devices, the moment the status turns red); opened by the clock, closed by the
 *   next signal.
 * - `low_battery`: a heartbeat reported a battery under {@link LOW_BATTERY_PERCENT}; closed
 *   by one at or over {@link BATTERY_RECOVERED_PERCENT}.
 * - `dispenser_low`: a dispenser cell reported `almost_empty` or `empty`; closed by `ok`.
 * - `device_error`: a heartbeat's `state` reported an error (`error` or `error:<reason>`);
 *   closed by a heartbeat with any other state.
 * - `counter_anomaly`: a counter reported far below its own usual rate for that hour of the
 *   week while its site was open; closed by an hour back near its usual rate.
 */
export const DEVICE_ALERT_KINDS = ['offline', 'low_battery', 'dispenser_low', 'device_error', 'counter_anomaly'] as const;
export type DeviceAlertKind = (typeof DEVICE_ALERT_KINDS)[number];

/** Why an alert closed: its rule stopped holding, or the device left the registry. */
export const DEVICE_ALERT_CLOSE_REASONS = ['recovered', 'device_removed'] as const;
export type DeviceAlertCloseReason = (typeof DEVICE_ALERT_CLOSE_REASONS)[number];

/** A battery under this (percent) opens a `low_battery` alert. */
export const LOW_BATTERY_PERCENT = 20;
/** A battery at or over this closes it (a gap, so a reading that wobbles does not flap). */
export const BATTERY_RECOVERED_PERCENT = 25;

const Id = Type.String({ minLength: 1, maxLength: 100 });

/** What made the alert open; which fields are set depends on the kind. */
export const DeviceAlertDetail = Type.Object({
  /** `offline`: the last signal before the silence. */
  lastSignalAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** `low_battery`: the reading, percent. */
  battery: Type.Optional(Type.Number()),
  /** `dispenser_low`: the item, cell and level. */
  item: Type.Optional(Type.Enum(DISPENSER_ITEMS)),
  cell: Type.Optional(Type.Integer()),
  level: Type.Optional(Type.Enum(DISPENSER_LEVELS)),
  /** `device_error`: the state the device reported. */
  state: Type.Optional(Type.String({ maxLength: 100 })),
  /** `counter_anomaly`: the hour's count and the usual count for that hour of the week. */
  expected: Type.Optional(Type.Number()),
  actual: Type.Optional(Type.Number()),
});
export type DeviceAlertDetail = Type.Static<typeof DeviceAlertDetail>;

const AlertIds = {
  /** Derived from the device, the kind (and the dispenser cell) and the moment it opened, so a rebuild or a second timer yields the same id. */
  alertId: Id,
  deviceId: Id,
  /** Where the device stood when the alert opened. */
  siteId: Id,
  roomId: Id,
  kind: Type.Enum(DEVICE_ALERT_KINDS),
};

export const DeviceAlertEventSchemas = {
  /** A rule started to hold at `openedAt` (an event time, not the time it was noticed). */
  DeviceAlertOpened: Type.Object({
    ...AlertIds,
    openedAt: Type.String({ format: 'date-time' }),
    detail: DeviceAlertDetail,
  }),
  /** The rule stopped holding at `closedAt`. */
  DeviceAlertClosed: Type.Object({
    ...AlertIds,
    openedAt: Type.String({ format: 'date-time' }),
    closedAt: Type.String({ format: 'date-time' }),
    reason: Type.Enum(DEVICE_ALERT_CLOSE_REASONS),
  }),
} as const;

export type DeviceAlertEventType = keyof typeof DeviceAlertEventSchemas;
export const DEVICE_ALERT_EVENT_TYPES = Object.keys(DeviceAlertEventSchemas) as DeviceAlertEventType[];
export type DeviceAlertOpened = Type.Static<typeof DeviceAlertEventSchemas.DeviceAlertOpened>;
export type DeviceAlertClosed = Type.Static<typeof DeviceAlertEventSchemas.DeviceAlertClosed>;

/**
 * A device's alerts live in one stream per device. Not `device-<id>` (telemetry) nor
 * `org-device-<id>` (registry): projections tell streams apart by prefix.
 */
export const DEVICE_ALERT_STREAM_PREFIX = 'alerts-device-';
export const deviceAlertStreamId = (deviceId: string): string => `${DEVICE_ALERT_STREAM_PREFIX}${deviceId}`;
