import Type from 'typebox';
import { DEVICE_TYPES } from '../../domain/enums.ts';

/** Maintenance a technician records on a device (spec §3 "Maintenance records"). */
export const MAINTENANCE_KINDS = ['battery_replacement', 'panel_change', 'technician_check'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

/** A calendar date, `YYYY-MM-DD`. */
export const CALENDAR_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const OptionalText = (maxLength: number) => Type.Union([Type.String({ minLength: 1, maxLength }), Type.Null()]);
/**
 * A hash of a device's bearer token, never the token itself: the token is shown once when
 * issued (INTERFACES.md "Devices"), and the ingest hashes what a device presents and looks
 * the hash up.
 */
const TokenHash = Type.String({ minLength: 1, maxLength: 512 });

/** A device was added to the registry in a room, with its first token. */
export const DeviceRegistered = Type.Object({
  deviceId: Id,
  roomId: Id,
  siteId: Id,
  deviceType: Type.Enum(DEVICE_TYPES),
  /** The code tablets are addressed by (`sensor/tabletAction`); null when none. */
  deviceCode: OptionalText(64),
  tokenHash: TokenHash,
  registeredAt: Type.String({ format: 'date-time' }),
});
export type DeviceRegistered = Type.Static<typeof DeviceRegistered>;

/**
 * An installer mounted the device (again). Carries the whole installation, not a diff;
 * `macId` and `qrTag` identify the hardware and stay when only the spot changes.
 */
export const DeviceInstalled = Type.Object({
  deviceId: Id,
  /** Where in the room, e.g. `left of the door`. */
  installSpot: Type.String({ minLength: 1, maxLength: 200 }),
  macId: OptionalText(64),
  qrTag: OptionalText(200),
});
export type DeviceInstalled = Type.Static<typeof DeviceInstalled>;

/**
 * The device now serves another room. Telemetry already stored keeps the room it was
 * stamped with; the install spot is cleared (it named a place in the old room).
 */
export const DeviceMoved = Type.Object({
  deviceId: Id,
  fromRoomId: Id,
  fromSiteId: Id,
  toRoomId: Id,
  toSiteId: Id,
});
export type DeviceMoved = Type.Static<typeof DeviceMoved>;

/** A new token was issued; the previous one stops working at once. */
export const DeviceTokenRotated = Type.Object({
  deviceId: Id,
  tokenHash: TokenHash,
});
export type DeviceTokenRotated = Type.Static<typeof DeviceTokenRotated>;

/** A maintenance record; the status record keeps the latest date per kind. */
export const DeviceMaintenanceRecorded = Type.Object({
  deviceId: Id,
  kind: Type.Enum(MAINTENANCE_KINDS),
  /** The day the work was done, `YYYY-MM-DD`. */
  date: Type.String({ pattern: CALENDAR_DATE_PATTERN }),
  /** Who did it (spec "by-name"). */
  byName: Type.String({ minLength: 1, maxLength: 100 }),
  /** May be empty. */
  note: Type.String({ maxLength: 2000 }),
});
export type DeviceMaintenanceRecorded = Type.Static<typeof DeviceMaintenanceRecorded>;

/**
 * The device's note (spec status record `note` {date, txt}) was set; an empty text clears
 * it. A note turns the device's health colour blue (spec §4).
 */
export const DeviceNoteSet = Type.Object({
  deviceId: Id,
  text: Type.String({ maxLength: 2000 }),
  setAt: Type.String({ format: 'date-time' }),
});
export type DeviceNoteSet = Type.Static<typeof DeviceNoteSet>;

/** The device left the registry; its token is revoked and the stream refuses further commands. */
export const DeviceRemoved = Type.Object({
  deviceId: Id,
  /** Where it was when removed. */
  roomId: Id,
  siteId: Id,
});
export type DeviceRemoved = Type.Static<typeof DeviceRemoved>;

/** Device registry event data schemas, keyed by event type (stream `org-device-<deviceId>`). */
export const DeviceRegistryEventSchemas = {
  DeviceRegistered,
  DeviceInstalled,
  DeviceMoved,
  DeviceTokenRotated,
  DeviceMaintenanceRecorded,
  DeviceNoteSet,
  DeviceRemoved,
} as const;

export type DeviceRegistryEventType = keyof typeof DeviceRegistryEventSchemas;
export const DEVICE_REGISTRY_EVENT_TYPES = Object.keys(DeviceRegistryEventSchemas) as DeviceRegistryEventType[];

/** A device registry event as deciders produce it: `{ type, data }`. */
export type DeviceRegistryEvent = {
  [K in DeviceRegistryEventType]: { type: K; data: Type.Static<(typeof DeviceRegistryEventSchemas)[K]> };
}[DeviceRegistryEventType];

/** Prefix of every device registry stream. */
export const DEVICE_REGISTRY_STREAM_PREFIX = 'org-device-';

/**
 * A device's registry stream (admin changes). Not `device-<id>`: that is the device's
 * telemetry stream (`deviceStreamId` in telemetry.events.ts).
 */
export const deviceRegistryStreamId = (deviceId: string): string => `${DEVICE_REGISTRY_STREAM_PREFIX}${deviceId}`;
