import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type BoardTab = 'cleaning' | 'maintenance' | 'task' | 'cleandex';

const TABS: readonly { tab: BoardTab; path: string; label: string }[] = [
  { tab: 'cleaning', path: '/real-time', label: 'tabs.cleaning' },
  { tab: 'maintenance', path: '/real-time/maintenance', label: 'tabs.maintenance' },
  { tab: 'task', path: '/real-time/task', label: 'tabs.task' },
  // A product name, the same in every language: the shell's route name says it.
  { tab: 'cleandex', path: '/real-time/cleandex', label: 'common:routes.cleanDex' },
];

/** The four real-time boards are routes of their own (spec §2), so each tab is a link. */
export function BoardTabs({ active }: { active: BoardTab }) {
  const { t } = useTranslation('realtime');
  return (
    <nav className="tabs rt-tabs" aria-label={t('tabs.label')}>
      {TABS.map(({ tab, path, label }) => (
        <Link
          key={tab}
          href={path}
          className={tab === active ? 'tab is-active' : 'tab'}
          aria-current={tab === active ? 'page' : undefined}
          data-testid={`realtime-tab-${tab}`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
