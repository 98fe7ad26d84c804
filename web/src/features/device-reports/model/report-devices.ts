import type { DeviceType } from '@facility/contracts';
import { matchesSearch } from '../../../components/admin/admin-page.tsx';

/** The device columns every report row carries (sensor-reports.schemas.ts `DeviceColumns`). */
export interface ReportDevice {
  device_id: string;
  device_type: DeviceType;
  deviceCode: string | null;
  roomName: string | null;
}

/** A device's name in a row or a sentence: its code, or its id when it has none. */
export const reportDeviceName = (device: Pick<ReportDevice, 'deviceCode' | 'device_id'>): string => device.deviceCode ?? device.device_id;

/** The search of the connectivity and power screens: code, id, room and the type's name in the reader's language. */
export function filterReportDevices<T extends ReportDevice>(devices: readonly T[], search: string, typeName: (type: DeviceType) => string): T[] {
  return devices.filter((device) => matchesSearch(search, device.deviceCode, device.device_id, device.roomName, typeName(device.device_type)));
}

/**
 * The rows with each room named in the reader's language (`nameOf`, issue 19), before the
 * search, the sort, the table and the CSV see them, so all four agree with what is shown.
 */
export const withRoomNames = <T extends ReportDevice & { roomId: string }>(devices: readonly T[], nameOf: (roomId: string, displayName: string) => string): T[] =>
  devices.map((device) => (device.roomName === null ? device : { ...device, roomName: nameOf(device.roomId, device.roomName) }));
