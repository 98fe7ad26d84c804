import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { hasUnsavedEdits, installLeaveGuard } from '../components/form/leave-guard.ts';
import { confirmAction } from '../components/ui/popups.tsx';
import { ErrorState, Loading } from '../components/ui/states.tsx';
import { companiesQuery } from '../hooks/use-companies.ts';
import { useCurrentRoute } from '../hooks/use-current-route.ts';
import { useRoom } from '../hooks/use-room.ts';
import { onUnauthorised } from '../lib/api-client.ts';
import { selectedSite } from '../stores/filter-rules.ts';
import { adoptCompanies, filters, followLinkedSite, resetExtra, resetFilters } from '../stores/filter.store.ts';
import { forgetSession, loadLoggedInUser, logout, session } from '../stores/session.store.ts';
import { decide } from './guard.ts';
import { lazyPage } from './lazy-page.ts';
import { titleKeyFor, type ShellStatus } from './page-titles.ts';
import { pageFor } from './pages.ts';
import { StatusPage } from './pages/status-page.tsx';
import { redirectsToRealTime } from './shell/nav-items.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** The pages of devices that are just a browser: outside the login and the shell, each its own chunk. */
const DEVICE_PAGES = {
  kiosk: lazyPage(() => import('../features/device-pages/components/kiosk-page.tsx')),
  qr: lazyPage(() => import('../features/device-pages/components/qr-page.tsx')),
};

/** The terms and the privacy policy: outside the shell, signed in or not, one chunk for both. */
const LEGAL_PAGES = {
  terms: lazyPage(() => import('../features/legal/components/legal-page.tsx').then((module) => ({ default: module.TermsPage }))),
  privacy: lazyPage(() => import('../features/legal/components/legal-page.tsx').then((module) => ({ default: module.PrivacyPage }))),
};

/** The query without its `site` parameter (`?` included when anything is left). */
function withoutSiteParameter(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('site');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The app: the navigation guard (spec §4) around the layout and the route's screen. */
export function App() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { route, roomId } = useCurrentRoute();
  const { user, checked } = useSnapshot(session);
  const { loaded, selection } = useSnapshot(filters);
  const decision = decide(location, user, checked, search);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const status: ShellStatus | null = decision.kind === 'not-found' ? 'notFound' : decision.kind === 'forbidden' ? 'forbidden' : null;
  // Device pages set their own title; every other screen is named in the tab.
  useDocumentTitle(decision.kind === 'device-page' ? undefined : decision.kind === 'legal-page' ? `legal:${decision.page}.title` : titleKeyFor(route?.name, status));
  // The guard's step 2: with a user, the companies and sites the filter chooses from.
  const companies = useQuery({ ...companiesQuery, enabled: user !== null });

  // Nothing of a session outlives it: neither the filter nor any cached answer (the next
  // user may see other sites).
  const forgetSessionData = useCallback(() => {
    resetFilters();
    queryClient.clear();
  }, [queryClient]);

  // A 401 from any call: the session is gone; the guard takes it from the root route.
  useEffect(
    () =>
      onUnauthorised(() => {
        forgetSession();
        forgetSessionData();
        navigate('/', { replace: true });
      }),
    [navigate, forgetSessionData],
  );

  // A form with unsaved edits: a link to another screen, a reload or closing the tab asks first.
  const askToLeave = useCallback(() => confirmAction(t('errors.unsavedLeave')), [t]);
  useEffect(() => installLeaveGuard(askToLeave, (path) => navigate(path)), [askToLeave, navigate]);

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const mustLoadUser = decision.kind === 'load-user';
  useEffect(() => {
    if (mustLoadUser) void loadLoggedInUser();
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [mustLoadUser, redirectTo, navigate]);

  // The guard's step 2 continued: the stored selection checked against those companies;
  // again whenever the list changes and the selected site is no longer in it (the admin
  // just created the organisation's first site, or deleted the selected one).
  useEffect(() => {
    if (!companies.data) return;
    if (!loaded || selectedSite(filters.selection, companies.data) === null) adoptCompanies(companies.data);
  }, [companies.data, loaded]);

  // A room screen opened on a room of another site shows that site: its header, its figures.
  // (`useRoom` shares the screen's own request.)
  const room = useRoom(loaded ? roomId : null);
  const roomSiteId = room.data?.siteId ?? null;
  useEffect(() => {
    if (loaded && roomSiteId !== null && companies.data) followLinkedSite(companies.data, roomSiteId);
  }, [loaded, roomSiteId, companies.data]);

  // A link naming its site (`?site=`, a device alert mail's) shows that site; the parameter
  // then leaves the address, so a later change of site in the filter is not undone.
  const linkedSiteId = new URLSearchParams(search).get('site');
  useEffect(() => {
    if (!loaded || linkedSiteId === null || !companies.data) return;
    followLinkedSite(companies.data, linkedSiteId);
    navigate(`${location}${withoutSiteParameter(search)}`, { replace: true });
  }, [loaded, linkedSiteId, companies.data, location, search, navigate]);

  // Realtime sites go straight to the real-time board (spec §4).
  const siteType = companies.data ? selectedSite(selection, companies.data)?.type : undefined;
  useEffect(() => {
    if (loaded && route?.dashboard && redirectsToRealTime(siteType)) navigate('/real-time', { replace: true });
  }, [loaded, route, siteType, navigate]);

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

  // Pages outside the shell and the session: a device's, the terms and the privacy policy.
  const OutsidePage = decision.kind === 'device-page' ? DEVICE_PAGES[decision.page] : decision.kind === 'legal-page' ? LEGAL_PAGES[decision.page] : null;
  if (OutsidePage) {
    return (
      <Suspense fallback={<Loading />}>
        <OutsidePage />
      </Suspense>
    );
  }
  // Signing out with unsaved edits asks first, as leaving the screen does.
  const onLogout = () => {
    const leave = hasUnsavedEdits() ? askToLeave() : Promise.resolve(true);
    void leave.then(async (yes) => {
      if (!yes) return;
      await logout();
      forgetSessionData();
      navigate('/login', { replace: true });
    });
  };
  // A signed-in user on an unknown address or a screen its roles do not open: the shell's
  // 404 or 403 page (the guard only sends signed-out visitors to the login form).
  if (status && user) {
    return (
      <AppLayout blank={false} status={status} onLogout={onLogout}>
        <StatusPage status={status} />
      </AppLayout>
    );
  }
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
    <AppLayout blank={new URLSearchParams(search).has('blank')} onLogout={onLogout}>
      {loaded ? <Page /> : companies.isError ? <ErrorState onRetry={() => void companies.refetch()} /> : <Loading />}
    </AppLayout>
  );
}
