import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type TaskView = 'list' | 'calendar';

/** The task area's two routes (spec §2: `/task` and `/task/calendar`); each tab is a link. */
const TABS: readonly { view: TaskView; path: string }[] = [
  { view: 'list', path: '/task' },
  { view: 'calendar', path: '/task/calendar' },
];

export function TaskTabs({ active }: { active: TaskView }) {
  const { t } = useTranslation('tasks');
  return (
    <nav className="tabs tk-tabs" aria-label={t('tabs.label')} data-testid="task-tabs">
      {TABS.map(({ view, path }) => (
        <Link key={view} href={path} className={view === active ? 'tab is-active' : 'tab'} aria-current={view === active ? 'page' : undefined} data-testid={`task-tab-${view}`}>
          {t(`tabs.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
