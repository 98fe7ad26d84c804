import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export type BoardTab = 'cleaning' | 'maintenance' | 'task' | 'cleandex' | 'history';

const TABS: readonly { tab: BoardTab; path: string; label: string }[] = [
  { tab: 'cleaning', path: '/real-time', label: 'tabs.cleaning' },
  { tab: 'maintenance', path: '/real-time/maintenance', label: 'tabs.maintenance' },
  { tab: 'task', path: '/real-time/task', label: 'tabs.task' },
  // A product name, the same in every language: the shell's route name says it.
  { tab: 'cleandex', path: '/real-time/cleandex', label: 'common:routes.cleanDex' },
  // The board as of any past moment (time travel), read from the event log.
  { tab: 'history', path: '/real-time/history', label: 'tabs.history' },
];

/** The real-time boards (spec §2) and their history are routes of their own, so each tab is a link. */
export function BoardTabs({ active }: { active: BoardTab }) {
  const { t } = useTranslation('realtime');
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the open one is brought into sight.
  useEffect(() => {
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <nav ref={nav} className="tabs rt-tabs" aria-label={t('tabs.label')}>
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
