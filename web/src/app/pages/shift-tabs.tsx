import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './shift-tabs.css';

export type ShiftTab = 'shifts' | 'calls' | 'notifications';

/**
 * The shift area's views (/shift, /shift/calls, /shift/notifications) are routes of their own,
 * each in its own feature; the tab strip lives in the app, which may import them all. All
 * three are allowed by the `shift` permission (the guard matches a path segment).
 */
export const SHIFT_TABS: readonly { tab: ShiftTab; path: string }[] = [
  { tab: 'shifts', path: '/shift' },
  { tab: 'calls', path: '/shift/calls' },
  { tab: 'notifications', path: '/shift/notifications' },
];

/** The tab bar at the top of every shift view; each tab is a link, the current one marked `aria-current`. */
export function ShiftTabs({ active }: { active: ShiftTab }) {
  const { t } = useTranslation('notifications');
  return (
    <nav className="tabs shift-tabs" aria-label={t('tabs.label')} data-testid="shift-tabs">
      {SHIFT_TABS.map(({ tab, path }) => (
        <Link
          key={tab}
          href={path}
          className={tab === active ? 'tab is-active' : 'tab'}
          aria-current={tab === active ? 'page' : undefined}
          data-testid={`shift-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
