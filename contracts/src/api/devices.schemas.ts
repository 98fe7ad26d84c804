import Type from 'typebox';
import { DEVICE_TYPES } from '../domain/enums.ts';

/** `POST /api/admin/devices` (INTERFACES.md): the room to install the device in, its kind and code. */
export const RegisterDeviceBody = Type.Object(
  {
    roomId: Type.String({ minLength: 1, maxLength: 200 }),
    deviceType: Type.Enum(DEVICE_TYPES),
    deviceCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type RegisterDeviceBody = Type.Static<typeof RegisterDeviceBody>;

/** The registered device and its token, answered once. */
export const RegisteredDevice = Type.Object({
  deviceId: Type.String(),
  token: Type.String({ description: 'Shown once; only its hash is stored' }),
});
export type RegisteredDevice = Type.Static<typeof RegisteredDevice>;
