import type { DeviceType } from '@facility/contracts';
import type { MaintenanceKind } from '@facility/contracts';

/**
 * Add a device to a room. The handler generates `deviceId` and the token, shows the token
 * once and passes only its hash; it has checked that the room exists in `siteId`.
 */
export interface RegisterDevice {
  type: 'RegisterDevice';
  data: {
    deviceId: string;
    roomId: string;
    siteId: string;
    deviceType: DeviceType;
    deviceCode?: string | null;
    tokenHash: string;
  };
}

/** Record where in its room the device was mounted; left-out `macId`/`qrTag` keep their values. */
export interface InstallDevice {
  type: 'InstallDevice';
  data: { deviceId: string; installSpot: string; macId?: string | null; qrTag?: string | null };
}

/** Move the device to another room (the handler resolves the room's site). */
export interface MoveDevice {
  type: 'MoveDevice';
  data: { deviceId: string; roomId: string; siteId: string };
}

/** Replace the device's token; the handler generated the new one and passes its hash. */
export interface RotateDeviceToken {
  type: 'RotateDeviceToken';
  data: { deviceId: string; tokenHash: string };
}

/** Record a battery replacement, panel change or technician check. */
export interface RecordDeviceMaintenance {
  type: 'RecordDeviceMaintenance';
  data: { deviceId: string; kind: MaintenanceKind; date: string; byName: string; note?: string };
}

/** Set the device's note; an empty text clears it. */
export interface SetDeviceNote {
  type: 'SetDeviceNote';
  data: { deviceId: string; text: string };
}

/** Remove the device from the registry, revoking its token. */
export interface RemoveDevice {
  type: 'RemoveDevice';
  data: { deviceId: string };
}

export type DeviceCommand =
  | RegisterDevice
  | InstallDevice
  | MoveDevice
  | RotateDeviceToken
  | RecordDeviceMaintenance
  | SetDeviceNote
  | RemoveDevice;
