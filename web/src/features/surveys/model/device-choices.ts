import type { DeviceStatusItem, DeviceType, Survey, SurveySensor } from '@facility/contracts';

/**
 * The assign dialog's rows: the site's devices that can show a survey (tablets, pads, QR
 * tags), by room then code, each with whether this survey shows on it now, the other survey
 * it shows (assigning takes a device from that one), and, for the devices showing this
 * survey, its live state and last answer from `GET /api/sensor/survey`.
 */
export const SURVEY_DEVICE_TYPES: readonly DeviceType[] = ['tablet', 'pad9', 'pad9plus', 'qr_tag'];

export interface DeviceChoice {
  deviceId: string;
  name: string;
  type: DeviceType;
  roomName: string | null;
  /** The name of another survey of the site the device shows now. */
  otherSurvey: string | null;
  status: SurveySensor['status'] | null;
  lastAnswerAt: string | null;
}

export function deviceChoices(devices: readonly DeviceStatusItem[], survey: Survey, surveys: readonly Survey[], sensors: readonly SurveySensor[]): DeviceChoice[] {
  const sensorOf = new Map(sensors.map((sensor) => [sensor.deviceId, sensor]));
  const otherOf = new Map<string, string>();
  for (const other of surveys) if (other.surveyId !== survey.surveyId) for (const deviceId of other.deviceIds) otherOf.set(deviceId, other.name);
  return devices
    .filter((device) => SURVEY_DEVICE_TYPES.includes(device.device_type))
    .map((device) => ({
      deviceId: device.device_id,
      name: device.deviceCode ?? device.device_id,
      type: device.device_type,
      roomName: device.roomName,
      otherSurvey: otherOf.get(device.device_id) ?? null,
      status: sensorOf.get(device.device_id)?.status ?? null,
      lastAnswerAt: sensorOf.get(device.device_id)?.lastAnswerAt ?? null,
    }))
    .sort((a, b) => (a.roomName ?? '\uffff').localeCompare(b.roomName ?? '\uffff') || a.name.localeCompare(b.name));
}

/** Ticks or clears one device, keeping the order the ids were chosen in. */
export const toggleDevice = (chosen: readonly string[], deviceId: string): string[] =>
  chosen.includes(deviceId) ? chosen.filter((id) => id !== deviceId) : [...chosen, deviceId];

/** Whether the ticked set differs from the survey's devices (order aside). */
export function devicesChanged(chosen: readonly string[], current: readonly string[]): boolean {
  return chosen.length !== current.length || chosen.some((id) => !current.includes(id));
}
