/**
 * Where a device page finds its token (pure). The link an admin copies is
 * `<origin>/kiosk#<token>` or `/qr#<token>`: browsers never send a fragment to a server or
 * into its logs. The page then hides it from the address bar and keeps it in storage so a
 * reload still works: local storage for a kiosk (a wall tablet reboots), the tab's session
 * storage for a phone.
 */
import type { DevicePageKind } from '../../../lib/device-page-links.ts';

export type { DevicePageKind } from '../../../lib/device-page-links.ts';

export const storageAreaOf = (kind: DevicePageKind): 'local' | 'session' => (kind === 'kiosk' ? 'local' : 'session');
export const tokenKeyOf = (kind: DevicePageKind): string => `facility.device-page.${kind}.token`;

/** The token a fragment carries (`#<token>`, or `#token=<token>`); null when it holds none. */
export function tokenFromHash(hash: string): string | null {
  const fragment = hash.replace(/^#/, '').trim();
  const token = fragment.startsWith('token=') ? new URLSearchParams(fragment).get('token') : fragment;
  return token && /^[\w-]{16,}$/.test(token) ? token : null;
}

