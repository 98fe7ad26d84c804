import type { LoggedUser } from '@facility/contracts';
import type { Snapshot } from 'valtio';
import { matchRoute } from '../config/routes.ts';
import { DEVICE_PAGE_PATHS, type DevicePageKind } from '../lib/device-page-links.ts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load-user' } | { kind: 'device-page'; page: DevicePageKind };

/**
 * The navigation guard (spec §4), pure:
 * 0. the device pages (/kiosk, /qr) are for devices, not users: no session, no shell;
 * 1. a path no route names goes to /login; the login route is always allowed;
 * 2. with no user asked for yet, load the user first (the caller then asks again), and
 *    with still no user go to /login;
 * 3. / goes to /dashboard;
 * 4. otherwise a route is allowed only when one of the user's roles equals one of its path
 *    segments; working-area is also allowed to the real-time role (and its own
 *    working_area permission, spelt with an underscore).
 */
export function decide(pathname: string, user: Snapshot<LoggedUser> | null, userChecked: boolean): GuardDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  const devicePage = DEVICE_PAGE_PATHS[path];
  if (devicePage) return { kind: 'device-page', page: devicePage };
  if (path === '/login') return { kind: 'allow' };
  if (path !== '/' && !matchRoute(path)) return { kind: 'redirect', to: '/login' };
  if (!user) return userChecked ? { kind: 'redirect', to: '/login' } : { kind: 'load-user' };
  if (path === '/') return { kind: 'redirect', to: '/dashboard' };
  return isPermitted(path, user.roles) ? { kind: 'allow' } : { kind: 'redirect', to: '/login' };
}

export function isPermitted(path: string, roles: readonly string[]): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => roles.includes(segment))) return true;
  return segments[0] === 'working-area' && (roles.includes('real-time') || roles.includes('working_area'));
}
