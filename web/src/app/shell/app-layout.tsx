import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { Loading } from '../../components/ui/states.tsx';
import { Popups } from '../../components/ui/popups.tsx';
import { Toasts } from '../../components/ui/toast.tsx';
import { ExtraFilterPanel } from '../../features/filters/components/extra-filter-panel.tsx';
import { FilterBar } from '../../features/filters/components/filter-bar.tsx';
import { useCurrentRoute } from '../../hooks/use-current-route.ts';
import { filters } from '../../stores/filter.store.ts';
import { titleKeyFor, type ShellStatus } from '../page-titles.ts';
import { ChatButton } from './chat-button.tsx';
import { SideNav } from './side-nav.tsx';
import { useNavDrawer } from './use-nav-drawer.ts';

/** Screens that hide their overflow (spec §2). */
const OVERFLOW_HIDDEN = new Set(['company', 'companyList', 'site', 'franchise', 'user', 'users', 'shift']);

interface AppLayoutProps {
  /** Blank mode (`?blank`) shows the screen alone, for embedding. */
  blank: boolean;
  /** The shell's 404 or 403 page in place of the route's screen (no filter then). */
  status?: ShellStatus | null;
  onLogout: () => void;
  children: ReactNode;
}

/** Skip link, side navigation, header with the filter (analytics-type screens only), the screen, the chat button. */
export function AppLayout({ blank, status = null, onLogout, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const { route, roomId } = useCurrentRoute();
  const [location] = useLocation();
  const { panelOpen, loaded } = useSnapshot(filters);
  const { drawer, open, setOpen, closeDrawer, toggleRef, navRef } = useNavDrawer();
  const main = useRef<HTMLElement>(null);
  const name = route?.name ?? '';
  const titleKey = titleKeyFor(name, status);
  const admin = route?.path.startsWith('/admin') ?? false;
  const placeFilter = !admin || route!.path.startsWith('/admin/devices') || route!.path.startsWith('/admin/room');
  const drawerShown = drawer && open;

  // Any navigation closes the drawer: a chosen item, a link on the screen, Back.
  useEffect(() => closeDrawer(), [location, closeDrawer]);

  const screen = (
    <ErrorBoundary resetKey={name + (roomId ?? '') + (status ?? '')}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
  if (blank) {
    return (
      <main id="main" className="blank-main">
        {screen}
      </main>
    );
  }

  const shellClass = ['app-shell', open ? 'nav-open' : '', drawer ? 'nav-drawer' : ''].filter(Boolean).join(' ');
  return (
    <div className={shellClass}>
      <a
        className="skip-link"
        href="#main"
        data-testid="skip-link"
        onClick={(event) => {
          // The router owns the address: focus the screen instead of adding #main to it.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <SideNav ref={navRef} open={open} drawer={drawer} onClose={() => setOpen(false)} onNavigate={closeDrawer} onLogout={onLogout} />
      {drawerShown ? <div className="nav-backdrop" onClick={() => setOpen(false)} aria-hidden="true" data-testid="nav-backdrop" /> : null}
      {/* While the drawer covers it, the page is inert: Tab stays in the menu. */}
      <div className="app-main" inert={drawerShown}>
        <div className="top-bar">
          <button ref={toggleRef} type="button" className="icon-button" aria-label={t('nav.open')} aria-expanded={open} aria-controls="side-nav" onClick={() => setOpen(!open)} data-testid="hamburger">
            ☰
          </button>
          <h1 className="page-title" data-testid="page-title">
            {titleKey ? t(titleKey) : ''}
          </h1>
        </div>
        {route?.header && loaded && !status ? (
          <header className="app-header">
            <FilterBar routeName={name} roomId={roomId} showPlaceFilter={placeFilter} showPanelToggle={route.extraFilter !== undefined} />
            {panelOpen && route.extraFilter ? <ExtraFilterPanel kind={route.extraFilter} /> : null}
          </header>
        ) : null}
        <main id="main" ref={main} tabIndex={-1} className={OVERFLOW_HIDDEN.has(name) && !status ? 'screen overflow-hidden' : 'screen'} data-testid={`screen-${status ?? name}`}>
          {screen}
        </main>
      </div>
      <ChatButton covered={drawerShown} />
      <Toasts />
      <Popups />
    </div>
  );
}
