import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type AnalyticsTab = 'detailed' | 'analyses';
const TABS: readonly AnalyticsTab[] = ['detailed', 'analyses'];

/** The two analytics views are routes of their own (spec §2), so each tab is a link. */
export function AnalyticsTabs({ active }: { active: AnalyticsTab }) {
  const { t } = useTranslation('analytics');
  return (
    <nav className="tabs" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <Link
          key={tab}
          href={`/dashboard/analytics/${tab}`}
          className={tab === active ? 'tab is-active' : 'tab'}
          aria-current={tab === active ? 'page' : undefined}
          data-testid={`analytics-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
