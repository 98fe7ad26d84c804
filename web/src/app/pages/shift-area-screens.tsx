import CallSettingsPage from '../../features/call-settings/components/call-settings-page.tsx';
import NotificationSettingsPage from '../../features/notification-settings/components/notification-settings-page.tsx';
import ShiftsPage from '../../features/shifts/components/shifts-page.tsx';
import { ShiftTabs } from './shift-tabs.tsx';

// The shift area's three views (shifts, call rules, notifications) live in features of their
// own, which do not import each other; the app puts each under the area's tab strip.

export function ShiftsScreen() {
  return <ShiftsPage tabs={<ShiftTabs active="shifts" />} />;
}

export function CallSettingsScreen() {
  return <CallSettingsPage tabs={<ShiftTabs active="calls" />} />;
}

export function NotificationSettingsScreen() {
  return <NotificationSettingsPage tabs={<ShiftTabs active="notifications" />} />;
}
