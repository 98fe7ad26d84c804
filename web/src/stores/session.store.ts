import type { LoggedUser, LoginBody } from '@facility/contracts';
import { proxy } from 'valtio';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { clearStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';

interface SessionState {
  user: LoggedUser | null;
  /** The user was asked for once (the guard's step 2). */
  checked: boolean;
  /** A dictionary key of the last auth failure (spec §8), shown on the login page. */
  authError: string | null;
}

export const session = proxy<SessionState>({ user: null, checked: false, authError: null });

/** Fetches the logged-in user once a page load; no session simply means no user. */
export async function loadLoggedInUser(): Promise<LoggedUser | null> {
  try {
    session.user = await apiRequest<LoggedUser>('/api/auth/loggedInUser', { ignoreUnauthorised: true });
  } catch (error) {
    session.user = null;
    if (!(error instanceof ApiError && error.status === 401)) session.authError = 'login.errors.couldNotGetUser';
  }
  session.checked = true;
  return session.user;
}

/** On success the user is stored and only the email kept in session storage (spec §4). */
export async function login(email: string, password: string): Promise<boolean> {
  try {
    const user = await apiRequest<LoggedUser>('/api/auth/login', { method: 'POST', body: { email, password } satisfies LoginBody, ignoreUnauthorised: true });
    session.user = user;
    session.checked = true;
    session.authError = null;
    writeStored('session', STORAGE_KEYS.email, user.email);
    return true;
  } catch (error) {
    session.authError = error instanceof ApiError && error.status === 401 ? 'login.errors.wrongCredentials' : 'login.errors.couldNotLogIn';
    return false;
  }
}

/** Logout clears session storage (the filter with it) whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', ignoreUnauthorised: true });
  } catch {
    session.authError = 'login.errors.couldNotLogOut';
  }
  forgetSession();
}

/** The session is gone (logout or a 401): nothing of it stays in the browser. */
export function forgetSession(): void {
  clearStored('session');
  session.user = null;
  session.checked = true;
}

export const isAdmin = (user: Pick<LoggedUser, 'type'> | null): boolean => user?.type === 'admin';
