import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { Loading } from '../../components/ui/states.tsx';
import { Popups } from '../../components/ui/popups.tsx';
import { Toasts } from '../../components/ui/toast.tsx';
import { ExtraFilterPanel } from '../../features/filters/components/extra-filter-panel.tsx';
import { FilterBar } from '../../features/filters/components/filter-bar.tsx';
import { useCurrentRoute } from '../../hooks/use-current-route.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { filters } from '../../stores/filter.store.ts';
import { ChatButton } from './chat-button.tsx';
import { SideNav } from './side-nav.tsx';

/** Screens that hide their overflow (spec §2). */
const OVERFLOW_HIDDEN = new Set(['company', 'companyList', 'site', 'franchise', 'user', 'users', 'shift']);

interface AppLayoutProps {
  /** Blank mode (`?blank`) shows the screen alone, for embedding. */
  blank: boolean;
  onLogout: () => void;
  children: ReactNode;
}

/** Side navigation, header with the filter (analytics-type screens only), the screen, the chat button. */
export function AppLayout({ blank, onLogout, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const { route, roomId } = useCurrentRoute();
  const { panelOpen, loaded } = useSnapshot(filters);
  const [navOpen, setNavOpen] = useState(() => readStored('local', STORAGE_KEYS.navOpen, true));
  const setNav = (open: boolean) => {
    setNavOpen(open);
    writeStored('local', STORAGE_KEYS.navOpen, open);
  };
  const name = route?.name ?? '';
  const admin = route?.path.startsWith('/admin') ?? false;
  const placeFilter = !admin || route!.path.startsWith('/admin/devices') || route!.path.startsWith('/admin/room');
  const screen = (
    <ErrorBoundary resetKey={name + (roomId ?? '')}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
  if (blank) return <main className="blank-main">{screen}</main>;

  return (
    <div className={navOpen ? 'app-shell nav-open' : 'app-shell'}>
      <SideNav open={navOpen} onClose={() => setNav(false)} onLogout={onLogout} />
      <div className="app-main">
        <div className="top-bar">
          <button type="button" className="icon-button" aria-label={t('nav.open')} aria-expanded={navOpen} onClick={() => setNav(!navOpen)} data-testid="hamburger">
            ☰
          </button>
          <h1 className="page-title" data-testid="page-title">
            {t(`routes.${name}`, { defaultValue: '' })}
          </h1>
        </div>
        {route?.header && loaded ? (
          <header className="app-header">
            <FilterBar routeName={name} roomId={roomId} showPlaceFilter={placeFilter} showPanelToggle={route.extraFilter !== undefined} />
            {panelOpen && route.extraFilter ? <ExtraFilterPanel kind={route.extraFilter} /> : null}
          </header>
        ) : null}
        <main className={OVERFLOW_HIDDEN.has(name) ? 'screen overflow-hidden' : 'screen'} data-testid={`screen-${name}`}>
          {screen}
        </main>
      </div>
      <ChatButton />
      <Toasts />
      <Popups />
    </div>
  );
}
