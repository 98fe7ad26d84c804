import type { DeviceType } from '@facility/contracts';
import { useTranslation } from 'react-i18next';

/** Device type names from the `labels` dictionary (`sensor_<type>`); an unknown type shows as it is. */
export function useDeviceLabels() {
  const { t } = useTranslation('labels');
  return { type: (type: DeviceType | string) => t(`sensor_${type}`, { defaultValue: type }) };
}

/** A device's name in a sentence or a heading: its code, or its id when it has none. */
export const deviceName = (device: { deviceCode: string | null; device_id: string }): string => device.deviceCode ?? device.device_id;
