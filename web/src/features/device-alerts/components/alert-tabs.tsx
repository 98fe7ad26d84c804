import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type AlertView = 'alerts' | 'active' | 'search' | 'counter';

/** The device-alert screens are routes of their own (spec §2), in the legacy panel's tab order. */
const TABS: readonly { view: AlertView; path: string }[] = [
  { view: 'alerts', path: '/admin/device-alerts' },
  { view: 'active', path: '/admin/device-alerts/active' },
  { view: 'search', path: '/admin/device-alerts/search' },
  { view: 'counter', path: '/admin/device-alerts/counter' },
];

export function AlertTabs({ active }: { active: AlertView }) {
  const { t } = useTranslation('deviceAlerts');
  return (
    <nav className="tabs da-tabs" aria-label={t('tabs.label')}>
      {TABS.map(({ view, path }) => (
        <Link
          key={view}
          href={path}
          className={view === active ? 'tab is-active' : 'tab'}
          aria-current={view === active ? 'page' : undefined}
          data-testid={`device-alerts-tab-${view}`}
        >
          {t(`tabs.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
