import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';
import { MAINTENANCE_KINDS } from '../events/organisation/device.events.ts';
import { Nullable } from './schema-helpers.ts';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const NullableDay = Nullable(Type.String({ format: 'date' }));

/** One maintenance record (spec §3 "Maintenance records"), read from the device's stream. */
export const DeviceMaintenanceEntry = Type.Object({
  kind: Type.Enum(MAINTENANCE_KINDS),
  /** The day the work was done. */
  date: Type.String({ format: 'date' }),
  /** Who did it (spec "by-name"). */
  byName: Type.String(),
  note: Type.String(),
  /** When it was recorded. */
  recordedAt: Type.String({ format: 'date-time' }),
});
export type DeviceMaintenanceEntry = Type.Static<typeof DeviceMaintenanceEntry>;

/** A device as the admin API answers it (spec §3 "Device" / "Device status record" names). */
export const AdminDevice = Type.Object({
  device_id: Type.String(),
  device_type: Type.Enum(DEVICE_TYPES),
  deviceCode: Nullable(Type.String()),
  siteId: Type.String(),
  roomId: Type.String(),
  /** The room's display name; null if the room has gone. */
  roomName: Nullable(Type.String()),
  installSpot: Nullable(Type.String()),
  mac_id: Nullable(Type.String()),
  qr_tag: Nullable(Type.String()),
  note: Nullable(Type.Object({ date: Type.String({ format: 'date-time' }), txt: Type.String() })),
  battery_maintenance_date: NullableDay,
  panel_maintenance_date: NullableDay,
  technician_maintenance_date: NullableDay,
  registeredAt: Type.String({ format: 'date-time' }),
});
export type AdminDevice = Type.Static<typeof AdminDevice>;

/** `GET /api/admin/devices/{id}`: the device and every maintenance record, oldest first. */
export const AdminDeviceDetail = Type.Object({
  ...AdminDevice.properties,
  maintenance: Type.Array(DeviceMaintenanceEntry),
});
export type AdminDeviceDetail = Type.Static<typeof AdminDeviceDetail>;

/** `GET /api/admin/devices?siteId=`: the site's active devices, oldest registration first. */
export const AdminDeviceList = Type.Array(AdminDevice);
export type AdminDeviceList = Type.Static<typeof AdminDeviceList>;

export const AdminDevicesQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type AdminDevicesQuery = Type.Static<typeof AdminDevicesQuery>;

export const DeviceIdParams = Type.Object({ id: Id });
export type DeviceIdParams = Type.Static<typeof DeviceIdParams>;

/** A maintenance record to add: battery replacement, panel change or technician check. */
export const DeviceMaintenanceInput = Type.Object(
  {
    kind: Type.Enum(MAINTENANCE_KINDS),
    /** `YYYY-MM-DD`, not in the future. */
    date: Type.String({ maxLength: 20 }),
    byName: Type.String({ maxLength: 100 }),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type DeviceMaintenanceInput = Type.Static<typeof DeviceMaintenanceInput>;

/**
 * `PUT /api/admin/devices/{id}`: any of these changes, applied together or not at all, in
 * this order: move, install spot, hardware replacement, note, maintenance records.
 */
export const UpdateDeviceBody = Type.Object(
  {
    /** Move the device to this room (one the caller may manage); the install spot is cleared. */
    roomId: Type.Optional(Id),
    /** Where in its room the device is mounted. */
    installSpot: Type.Optional(Type.String({ maxLength: 200 })),
    /**
     * New hardware in the same place: its MAC id and QR tag replace the old ones; the install
     * spot stays (or is `installSpot`, when given too).
     */
    replace: Type.Optional(
      Type.Object(
        {
          mac_id: Nullable(Type.String({ maxLength: 64 })),
          qr_tag: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        },
        { additionalProperties: false },
      ),
    ),
    /** The device's note; an empty text clears it. A note turns its health colour blue. */
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    maintenance: Type.Optional(Type.Array(DeviceMaintenanceInput, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type UpdateDeviceBody = Type.Static<typeof UpdateDeviceBody>;

/** `POST /api/admin/devices/{id}/token`: the new token, shown once; the old one no longer works. */
export const DeviceTokenResponse = Type.Object({
  deviceId: Type.String(),
  token: Type.String({ description: 'Shown once; only its hash is stored' }),
});
export type DeviceTokenResponse = Type.Static<typeof DeviceTokenResponse>;

export const DeviceRemovedResponse = Type.Null();
