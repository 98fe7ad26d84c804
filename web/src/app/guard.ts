import type { LoggedUser } from '@facility/contracts';
import type { Snapshot } from 'valtio';
import { matchRoute } from '../config/routes.ts';
import { loginPathFor } from '../features/auth/model/return-path.ts';
import { LEGAL_PAGE_PATHS, type LegalPageKind } from '../features/legal/model/legal-pages.ts';
import { DEVICE_PAGE_PATHS, type DevicePageKind } from '../lib/device-page-links.ts';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'load-user' }
  | { kind: 'device-page'; page: DevicePageKind }
  | { kind: 'legal-page'; page: LegalPageKind }
  | { kind: 'not-found' }
  | { kind: 'forbidden' };

/**
 * The navigation guard (spec §4), pure:
 * 0. the device pages (/kiosk, /qr) are for devices, not users: no session, no shell;
 * 1. the login route is always allowed, and so are the terms and the privacy policy it links
 *    to (/terms, /privacy), signed in or not;
 * 2. with no user asked for yet, load the user first (the caller then asks again), and
 *    with still no user go to /login, whatever the path (a visitor learns nothing of which
 *    addresses exist), carrying the path (and its `search`) to come back to after the login;
 * 3. / goes to /dashboard, and /staff (a route the spec gives no view) to the users screen,
 *    where the staff are;
 * 4. a signed-in user on a path no route names gets the "page not found" page, not the
 *    login form (it is not logged out);
 * 5. otherwise a route is allowed only when one of the user's roles equals one of its path
 *    segments; working-area is also allowed to the real-time role (and its own
 *    working_area permission, spelt with an underscore). A route the roles do not allow
 *    shows the "no access" page.
 */
export function decide(pathname: string, user: Snapshot<LoggedUser> | null, userChecked: boolean, search = ''): GuardDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  const devicePage = DEVICE_PAGE_PATHS[path];
  if (devicePage) return { kind: 'device-page', page: devicePage };
  if (path === '/login') return { kind: 'allow' };
  const legalPage = LEGAL_PAGE_PATHS[path];
  if (legalPage) return { kind: 'legal-page', page: legalPage };
  if (!user) return userChecked ? { kind: 'redirect', to: loginPathFor(path, search) } : { kind: 'load-user' };
  if (path === '/') return { kind: 'redirect', to: '/dashboard' };
  if (path === '/staff') return { kind: 'redirect', to: '/users' };
  if (!matchRoute(path)) return { kind: 'not-found' };
  return isPermitted(path, user.roles) ? { kind: 'allow' } : { kind: 'forbidden' };
}

export function isPermitted(path: string, roles: readonly string[]): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => roles.includes(segment))) return true;
  return segments[0] === 'working-area' && (roles.includes('real-time') || roles.includes('working_area'));
}
