import { Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '../components/ui/states.tsx';
import { useCurrentRoute } from '../hooks/use-current-route.ts';
import { onUnauthorised } from '../lib/api-client.ts';
import { currentSite, filters, loadFilterData, resetExtra, resetFilters } from '../stores/filter.store.ts';
import { forgetSession, loadLoggedInUser, logout, session } from '../stores/session.store.ts';
import { decide } from './guard.ts';
import { pageFor } from './pages.ts';
import { redirectsToRealTime } from './shell/nav-items.ts';
import { AppLayout } from './shell/app-layout.tsx';

/** The app: the navigation guard (spec §4) around the layout and the route's screen. */
export function App() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { route } = useCurrentRoute();
  const { user, checked } = useSnapshot(session);
  const { loaded, selection } = useSnapshot(filters);
  const decision = decide(location, user, checked);
  const loadingFilters = useRef(false);

  // A 401 from any call: the session is gone; the guard takes it from the root route.
  useEffect(
    () =>
      onUnauthorised(() => {
        forgetSession();
        resetFilters();
        navigate('/', { replace: true });
      }),
    [navigate],
  );

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const mustLoadUser = decision.kind === 'load-user';
  useEffect(() => {
    if (mustLoadUser) void loadLoggedInUser();
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [mustLoadUser, redirectTo, navigate]);

  // The guard's step 2 continued: with a user, the filter options and the selection.
  useEffect(() => {
    if (!user || loaded || loadingFilters.current) return;
    loadingFilters.current = true;
    loadFilterData()
      .catch((error: unknown) => console.error('could not load the filter', error))
      .finally(() => {
        loadingFilters.current = false;
      });
  }, [user, loaded]);

  // Realtime sites go straight to the real-time board (spec §4).
  useEffect(() => {
    if (loaded && route?.dashboard && redirectsToRealTime(currentSite()?.type)) navigate('/real-time', { replace: true });
  }, [loaded, route, selection.site, navigate]);

  // The extra filter is hidden and reset on leaving the dashboard (spec §2).
  const wasDashboard = useRef(false);
  useEffect(() => {
    const isDashboard = route?.dashboard ?? false;
    if (wasDashboard.current && !isDashboard) {
      resetExtra();
      filters.panelOpen = false;
    }
    wasDashboard.current = isDashboard;
  }, [route]);

  if (decision.kind !== 'allow' || (!route && location !== '/login')) return <Loading />;
  const Page = pageFor(route?.name ?? 'login');
  if (route?.name === 'login' || !user) {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  }
  return (
    <AppLayout
      blank={new URLSearchParams(search).has('blank')}
      onLogout={() => {
        void logout().then(() => {
          resetFilters();
          navigate('/login', { replace: true });
        });
      }}
    >
      {loaded ? <Page /> : <Loading />}
    </AppLayout>
  );
}
