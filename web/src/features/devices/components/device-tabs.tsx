import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './device-tabs.css';

export type DeviceTab = 'status' | 'network' | 'connectivity' | 'power';

/** The four device views are routes of their own (spec §2: devices with children network, connectivity, power). */
export const DEVICE_TABS: readonly { tab: DeviceTab; path: string }[] = [
  { tab: 'status', path: '/admin/devices' },
  { tab: 'network', path: '/admin/devices/network' },
  { tab: 'connectivity', path: '/admin/devices/connectivity' },
  { tab: 'power', path: '/admin/devices/power' },
];

/** The tab bar at the top of every device view; each tab is a link, the current one marked `aria-current`. */
export function DeviceTabs({ active }: { active: DeviceTab }) {
  const { t } = useTranslation('devices');
  return (
    <nav className="tabs device-tabs" aria-label={t('tabs.label')} data-testid="device-tabs">
      {DEVICE_TABS.map(({ tab, path }) => (
        <Link
          key={tab}
          href={path}
          className={tab === active ? 'tab is-active' : 'tab'}
          aria-current={tab === active ? 'page' : undefined}
          data-testid={`device-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
