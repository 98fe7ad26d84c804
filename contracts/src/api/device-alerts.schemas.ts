import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';
import { DEVICE_ALERT_CLOSE_REASONS, DEVICE_ALERT_KINDS, DeviceAlertDetail } from '../events/device-alert.events.ts';
import { Nullable } from './schema-helpers.ts';

const SiteId = Type.String({ minLength: 1, maxLength: 200 });
const Day = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD, in the site’s time zone' });

/** Which alerts a list shows: open now, or every alert that overlaps the period. */
export const DEVICE_ALERT_STATES = ['active', 'all'] as const;
/** Which devices: every device, or counters only (people counters and the pad9+'s built-in counter). */
export const DEVICE_ALERT_GROUPS = ['all', 'counter'] as const;

/**
 * `GET /api/device-alerts?siteId=`: the site's device alerts, newest first. `state=active`
 * (default) lists open alerts; `state=all` lists every alert open at any time between `from`
 * and `to` (default: the last 30 days). `q` searches the device id, code, room name and
 * install spot (case-insensitive).
 */
export const DeviceAlertsQuery = Type.Object(
  {
    siteId: SiteId,
    state: Type.Optional(Type.Enum(DEVICE_ALERT_STATES)),
    group: Type.Optional(Type.Enum(DEVICE_ALERT_GROUPS)),
    kind: Type.Optional(Type.Enum(DEVICE_ALERT_KINDS)),
    deviceId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type DeviceAlertsQuery = Type.Static<typeof DeviceAlertsQuery>;

export const DeviceAlertItem = Type.Object({
  alertId: Type.String(),
  deviceId: Type.String(),
  deviceCode: Nullable(Type.String()),
  deviceType: Type.Enum(DEVICE_TYPES),
  roomId: Type.String(),
  /** The room's display name now; null if the room has gone. */
  roomName: Nullable(Type.String()),
  kind: Type.Enum(DEVICE_ALERT_KINDS),
  openedAt: Type.String({ format: 'date-time' }),
  /** Null while open. */
  closedAt: Nullable(Type.String({ format: 'date-time' })),
  closeReason: Nullable(Type.Enum(DEVICE_ALERT_CLOSE_REASONS)),
  /** Open to closed, or to now while open; whole minutes. */
  durationMinutes: Type.Integer({ minimum: 0 }),
  detail: DeviceAlertDetail,
});
export type DeviceAlertItem = Type.Static<typeof DeviceAlertItem>;

export const DeviceAlertList = Type.Object({
  alerts: Type.Array(DeviceAlertItem),
  /** How many matched before `limit` cut the list (default limit 200). */
  total: Type.Integer({ minimum: 0 }),
});
export type DeviceAlertList = Type.Static<typeof DeviceAlertList>;

/** `GET /api/device-alerts/offline-time?siteId=&month=YYYY-MM`: offline time per device in a month (site time zone). */
export const OfflineTimeQuery = Type.Object(
  {
    siteId: SiteId,
    month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'YYYY-MM' }),
  },
  { additionalProperties: false },
);
export type OfflineTimeQuery = Type.Static<typeof OfflineTimeQuery>;

export const OfflineTimeRow = Type.Object({
  deviceId: Type.String(),
  deviceCode: Nullable(Type.String()),
  deviceType: Type.Enum(DEVICE_TYPES),
  /** The device's room, for its name in the reader's language; null when the device has none (or it was removed). */
  roomId: Nullable(Type.String()),
  /** The room's local name. */
  roomName: Nullable(Type.String()),
  /** Minutes of the month (up to now) covered by the device's `offline` alerts. */
  offlineMinutes: Type.Integer({ minimum: 0 }),
  /** `offline` alerts that overlapped the month. */
  alerts: Type.Integer({ minimum: 0 }),
  /** offlineMinutes over the minutes of the month elapsed so far, 0..1. */
  share: Type.Number({ minimum: 0, maximum: 1 }),
});
export const OfflineTimeReport = Type.Object({
  month: Type.String(),
  /** Every active device of the site, most offline first (devices with none are listed with 0). */
  devices: Type.Array(OfflineTimeRow),
});
export type OfflineTimeReport = Type.Static<typeof OfflineTimeReport>;
