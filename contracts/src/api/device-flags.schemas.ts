import Type from 'typebox';

/**
 * `POST /api/admin/devices/{id}/flags` (admins and users with the devices permission, pads
 * and counters of sites in scope): raise `is_update` and/or `is_restart` (spec §3). At least
 * one must be true.
 */
export const RaiseDeviceFlagsBody = Type.Object(
  {
    is_update: Type.Optional(Type.Boolean()),
    is_restart: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RaiseDeviceFlagsBody = Type.Static<typeof RaiseDeviceFlagsBody>;

/** The flags waiting for a device (answer of the admin route, of `GET /api/devices/flags`, and `flags` in the ingest answer). */
export const DeviceFlags = Type.Object({
  is_update: Type.Boolean(),
  is_restart: Type.Boolean(),
});
export type DeviceFlags = Type.Static<typeof DeviceFlags>;

/** `POST /api/devices/flags/ack` (device token): the flags the device has acted on (true = done, now cleared). */
export const AckDeviceFlagsBody = Type.Object({
  is_update: Type.Optional(Type.Boolean()),
  is_restart: Type.Optional(Type.Boolean()),
});
export type AckDeviceFlagsBody = Type.Static<typeof AckDeviceFlagsBody>;
