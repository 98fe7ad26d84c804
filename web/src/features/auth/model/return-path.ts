/**
 * Where a visitor was going when the guard sent them to log in, so that a link from a mail,
 * a bookmark or a colleague's message opens its page after the login, not the overview.
 * The page travels in the login address (`/login?next=/dashboard/serviceLog/cleanLog/r-1`),
 * which survives the login form's reloads and a language change.
 */

/** Pages a login lands on anyway: no need to carry them. */
const PLAIN = new Set(['/', '/dashboard']);

/** The login address that comes back to `path` (with its `search`, `?site=...`) afterwards. */
export function loginPathFor(path: string, search = ''): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (PLAIN.has(trimmed) && search === '') return '/login';
  const query = search === '' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `/login?${new URLSearchParams({ next: `${trimmed}${query}` }).toString()}`;
}

/**
 * The page to open after logging in, from the login page's query: its `next` when it is a path
 * of this app, else the overview. Anything that could leave the site (`//evil.example`,
 * `/\evil.example`, `https://...`) or loop back to the login is refused.
 */
export function returnPathAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/dashboard';
  if (/\p{Cc}/u.test(next)) return '/dashboard';
  const path = next.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (path === '/login') return '/dashboard';
  return next;
}
