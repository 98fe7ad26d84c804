import ConnectivityPage from '../../features/device-reports/components/connectivity-page.tsx';
import NetworkPage from '../../features/device-reports/components/network-page.tsx';
import PowerPage from '../../features/device-reports/components/power-page.tsx';
import { DeviceTabs } from '../../features/devices/components/device-tabs.tsx';

// The device reports live in their own feature, the tab bar in the devices feature; features
// do not import each other, so the app puts the two together. One chunk for the three
// reports: a user who opens one usually moves between them.

export const NetworkScreen = () => <NetworkPage tabs={<DeviceTabs active="network" />} />;
export const ConnectivityScreen = () => <ConnectivityPage tabs={<DeviceTabs active="connectivity" />} />;
export const PowerScreen = () => <PowerPage tabs={<DeviceTabs active="power" />} />;
