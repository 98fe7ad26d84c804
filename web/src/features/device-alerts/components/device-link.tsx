import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The path that opens a device on the devices screen (another feature reads `?device=`). */
export const devicePath = (deviceId: string): string => `/admin/devices?device=${encodeURIComponent(deviceId)}`;

/** A device's name as a link to it on /admin/devices. */
export function DeviceLink({ deviceId, name, testId }: { deviceId: string; name: string; testId: string }) {
  const { t } = useTranslation('deviceAlerts');
  return (
    <Link href={devicePath(deviceId)} className="da-device-name da-device-link" title={t('list.openDeviceNamed', { name })} data-testid={testId}>
      <bdi translate="no">{name}</bdi>
    </Link>
  );
}
