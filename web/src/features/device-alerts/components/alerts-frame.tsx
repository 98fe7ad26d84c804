import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import type { SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { AlertTabs, type AlertView } from './alert-tabs.tsx';
import './device-alerts.css';

interface AlertsFrameProps {
  view: AlertView;
  /** The selected site; null shows "No site found" instead of the view. */
  siteId: string | null;
  /** The view's own filters, after the site picker. */
  tools?: ReactNode;
  /** The live channel's state, on the views that follow it. */
  live?: SiteLiveStatus;
  children: ReactNode;
}

/** What the four device-alert views share: the tabs, the site picker, their filters, and the no-site state. */
export function AlertsFrame({ view, siteId, tools, live, children }: AlertsFrameProps) {
  const { t } = useTranslation('deviceAlerts');
  return (
    <AdminPage
      id={view === 'alerts' ? 'device-alerts' : `device-alerts-${view}`}
      tools={
        <>
          <AlertTabs active={view} />
          <PlacePicker testId="device-alerts" />
          {siteId === null ? null : tools}
          {live && siteId !== null ? <LiveBadge status={live} label={t(live === 'connected' ? 'live.connected' : 'live.polling')} /> : null}
        </>
      }
    >
      {siteId === null ? <EmptyState message={t('common:states.noSite')} /> : children}
    </AdminPage>
  );
}

function LiveBadge({ status, label }: { status: SiteLiveStatus; label: string }) {
  return (
    <span className={status === 'connected' ? 'da-live is-live' : 'da-live'} role="status" data-testid="device-alerts-live" data-status={status}>
      <span className="da-live-dot" aria-hidden="true" />
      {label}
    </span>
  );
}
