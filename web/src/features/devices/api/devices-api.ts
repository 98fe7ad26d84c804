import type { AdminDevice, AdminDeviceDetail, DeviceFlags, DeviceStatusItem, DeviceTokenResponse, RaiseDeviceFlagsBody, RegisterDeviceBody, RegisteredDevice, StaticRoom, UpdateDeviceBody } from '@facility/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { ApiError, apiPath, apiRequest } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { commandAnswered, commandFailed, type CommandAction, type CommandOutcome } from '../model/device-actions.ts';

// Every key here starts with `admin`, so any admin write (a device registered, moved, noted,
// retired; a room removed) marks them all stale and the table shows the change.

/** `GET /api/sensor/status?siteId=`: the site's devices in service with their spec §4 health (nothing before a site is chosen). */
export const deviceStatusQuery = (siteId: string | null) =>
  getQueryOptions<DeviceStatusItem[]>(queryKeys.admin('device-status', siteId), siteId === null ? null : apiPath('sensor/status', { siteId }));

/** `GET /api/admin/devices/{id}`: the device with its maintenance records. */
export const deviceQuery = (deviceId: string) =>
  getQueryOptions<AdminDeviceDetail>(queryKeys.admin('device', deviceId), apiPath(`admin/devices/${encodeURIComponent(deviceId)}`));

/** The rooms a device can be installed in or moved to: `GET room/staticRooms?siteId=`. */
export const deviceRoomsQuery = (siteId: string | null) =>
  getQueryOptions<StaticRoom[]>(queryKeys.admin('static-rooms', siteId), siteId === null ? null : apiPath('room/staticRooms', { siteId }));

export const deviceHistoryPath = (deviceId: string) => `admin/devices/${encodeURIComponent(deviceId)}/history`;

/** The live boards show device states too. */
const DEVICE_VIEWS = [queryKeys.realtimeSnapshot('')] as const;

/** Registers a device; the answer carries its token, shown once. */
export function useRegisterDevice(onRegistered: (device: RegisteredDevice) => void) {
  return useAdminWrite<RegisterDeviceBody, RegisteredDevice>({
    request: (body) => ({ method: 'POST', url: apiPath('admin/devices'), body }),
    invalidates: DEVICE_VIEWS,
    // The token dialog follows; a save popup on top of it would hide it.
    popup: 'none',
    onSuccess: onRegistered,
  });
}

/** A move, install spot, hardware replacement, note or maintenance record (`PUT /api/admin/devices/{id}`). */
export function useUpdateDevice(deviceId: string) {
  return useAdminWrite<UpdateDeviceBody, AdminDevice>({
    request: (body) => ({ method: 'PUT', url: apiPath(`admin/devices/${encodeURIComponent(deviceId)}`), body }),
    invalidates: DEVICE_VIEWS,
  });
}

/** A new token; the old one stops working at once. */
export function useRotateToken(deviceId: string, onRotated: (token: DeviceTokenResponse) => void) {
  return useAdminWrite<void, DeviceTokenResponse>({
    request: () => ({ method: 'POST', url: apiPath(`admin/devices/${encodeURIComponent(deviceId)}/token`) }),
    popup: 'none',
    onSuccess: onRotated,
  });
}

/** Retires a device: it leaves every list and its token stops working; its history stays readable. */
export function useRetireDevice(deviceId: string, onRetired: () => void) {
  return useAdminWrite<void, null>({
    request: () => ({ method: 'DELETE', url: apiPath(`admin/devices/${encodeURIComponent(deviceId)}`) }),
    invalidates: DEVICE_VIEWS,
    popup: 'deleted',
    onSuccess: onRetired,
  });
}

/**
 * `POST /api/admin/devices/{id}/flags`: a pad or counter is asked to update or restart; it
 * picks the flag up on its next heartbeat. The status list, which shows the flags waiting,
 * is read again (its key starts with `admin`).
 */
export function useRaiseFlags(deviceId: string) {
  return useAdminWrite<RaiseDeviceFlagsBody, DeviceFlags>({
    request: (body) => ({ method: 'POST', url: apiPath(`admin/devices/${encodeURIComponent(deviceId)}/flags`), body }),
    // The caller shows which flag was raised.
    popup: 'none',
  });
}

/**
 * One command to a tablet (spec §7): the server sends it over the device channel and
 * answers once the tablet acknowledged, 503 when it is not connected or silent for 10 s.
 * Always resolves to the outcome to show, never throws.
 */
export function useDeviceCommand() {
  return useMutation<CommandOutcome, never, CommandAction>({
    mutationFn: async (action) => {
      const { method, url, body } = action.request;
      try {
        return commandAnswered(action, await apiRequest<unknown>(url, { method, body }));
      } catch (error) {
        return error instanceof ApiError ? commandFailed(action, error.status, error.detail) : commandFailed(action, null, null);
      }
    },
  });
}
