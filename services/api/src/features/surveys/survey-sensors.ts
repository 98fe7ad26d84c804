import type { SurveySensor } from '@facility/contracts';
import { OFFLINE_AFTER_MS, type SurveyDeviceRecord } from '@facility/projections';

/**
 * A device showing a survey as `GET /api/sensor/survey` answers it (spec §7). Pure: `now`
 * is passed. Online while its last signal is within its type's offline threshold (the one
 * the device alerts use); a device that never signalled is offline; a QR tag is a page a
 * phone opens and sends no signal, so it is never offline.
 */
export function toSurveySensor(device: SurveyDeviceRecord, now: Date): SurveySensor {
  const threshold = OFFLINE_AFTER_MS[device.deviceType];
  const online = threshold === null || (device.lastSignalAt !== null && now.getTime() - device.lastSignalAt.getTime() < threshold);
  return {
    deviceId: device.deviceId,
    deviceCode: device.deviceCode,
    deviceType: device.deviceType,
    roomId: device.roomId,
    roomName: device.roomName ?? device.roomId,
    installSpot: device.installSpot,
    status: online ? 'online' : 'offline',
    lastAnswerAt: device.lastAnswerAt === null ? null : new Date(device.lastAnswerAt).toISOString(),
  };
}
