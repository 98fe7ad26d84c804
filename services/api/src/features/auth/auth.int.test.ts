import { PERMISSIONS, userStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { userDecider } from '../organisation/user/user.decider.ts';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle.ts';
import { SESSION_TTL_MS } from './secret-token.ts';

describe.each(BACKENDS)('auth and sessions (%s)', (backend) => {
  let api: TestApp;
  /** Set to stop the API's clock: a test that counts throttled attempts must not see a delay run out on a loaded machine. */
  let stoppedAt: Date | null;
  beforeEach(async () => {
    stoppedAt = null;
    api = await createTestApp(backend, { clock: () => stoppedAt ?? new Date(), loginThrottle: { pair: { ...DEFAULT_LOGIN_THROTTLE.pair, freeAttempts: 3 }, address: { ...DEFAULT_LOGIN_THROTTLE.address, freeAttempts: 6 } } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
  });
  afterEach(() => api.close());

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('signs in with email and password: the logged user and an httpOnly session cookie', async () => {
    const response = await login('Admin@Demo.test', 'demo-admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'admin', email: 'admin@demo.test', type: 'admin', roles: ['dashboard', 'devices'], level: 'buzzz' });
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const me = await api.app.inject({ method: 'GET', url: '/api/auth/loggedInUser', headers: { cookie: `sid=${cookie.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('admin@demo.test');
  });

  it("answers a wrong password or an unknown email with 401 'Wrong email or password'", async () => {
    for (const [email, password] of [['admin@demo.test', 'nope'], ['nobody@demo.test', 'demo-admin']] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, detail: 'Wrong email or password' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses the logged-in user without a session, and after logout', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/loggedInUser' })).statusCode).toBe(401);
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    const logout = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const after = await api.app.inject({ method: 'GET', url: '/api/auth/loggedInUser', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('keeps a session between requests, and still refuses it once expired', async () => {
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    const me = () => api.app.inject({ method: 'GET', url: '/api/auth/loggedInUser', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    stoppedAt = new Date(Date.now() + SESSION_TTL_MS + 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a session on every API process once it is ended on one (logout, a new password)', async () => {
    // A second process on the same database, as a cluster runs them: it hears the ending through NOTIFY.
    const other = await buildApp({ projector: api.projector, store: api.store, db: api.db, pubSub: api.t.database });
    try {
      const meOn = (app: App, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/loggedInUser', headers: { cookie } });
      /** `other` refuses `cookie` within 5 s: far less than the minute a kept record lives unchecked. */
      const refusedByOther = (cookie: string) =>
        vi.waitFor(async () => expect((await meOn(other, cookie)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });

      const loggedOut = await api.login('admin@demo.test', 'demo-admin');
      expect((await meOn(other, loggedOut)).statusCode).toBe(200);
      expect((await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: loggedOut } })).statusCode).toBe(204);
      await refusedByOther(loggedOut);

      // A new password ends the user's sessions, here and on the other process.
      await api.seedUser({ userId: 'u-boss', email: 'boss@demo.test', password: 'boss-password', roles: [...PERMISSIONS] });
      const boss = await api.login('boss@demo.test', 'boss-password');
      const admin = await api.login('admin@demo.test', 'demo-admin');
      expect((await meOn(other, admin)).statusCode).toBe(200);
      expect((await meOn(api.app, admin)).statusCode).toBe(200);
      const changed = await api.app.inject({ method: 'PUT', url: '/api/admin/users/u-admin', headers: { cookie: boss }, payload: { password: 'a-new-password' } });
      expect(changed.statusCode).toBe(200);
      expect((await meOn(api.app, admin)).statusCode).toBe(401);
      await refusedByOther(admin);
      expect((await meOn(other, boss)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('slows the guesser of one email down, not the account: another address still signs in', async () => {
    stoppedAt = new Date();
    for (let i = 0; i < 3; i++) expect((await login('admin@demo.test', `wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login('admin@demo.test', 'demo-admin', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin@demo.test', 'demo-admin', '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts concurrent guesses one after another: thirty at once are not thirty checks', async () => {
    stoppedAt = new Date();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login('admin@demo.test', `wrong-${i}`, '10.0.0.3')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });

  it('slows down one address trying many emails', async () => {
    stoppedAt = new Date();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(`nobody-${i}@demo.test`, 'guess', '10.0.0.4')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('does not let a deactivated user sign in, and ends its sessions', async () => {
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    await handleCommand(api.store, userStreamId('u-admin'), userDecider, { type: 'DeactivateUser', data: { userId: 'u-admin' } }, {
      now: new Date(),
      actor: { kind: 'user', id: 'someone-else' },
    });
    await api.caughtUp();
    expect((await login('admin@demo.test', 'demo-admin')).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/loggedInUser', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses state-changing requests sent from another site', async () => {
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(forged.statusCode).toBe(403);
    const fetchForged = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(fetchForged.statusCode).toBe(403);
    const sameOrigin = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('checks emails, usernames and phones for the user form, for signed-in users only', async () => {
    const ask = (url: string, cookie?: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await ask('/api/auth/is-email-valid?email=x@y.z')).statusCode).toBe(401);
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    expect((await ask('/api/auth/is-email-valid?email=ADMIN@demo.test', cookie)).json()).toEqual({ valid: false, reason: 'taken' });
    expect((await ask('/api/auth/is-email-valid?email=not-an-email', cookie)).json()).toEqual({ valid: false, reason: 'format' });
    expect((await ask('/api/auth/is-email-valid?email=new@demo.test', cookie)).json()).toEqual({ valid: true });
    expect((await ask('/api/auth/is-username-valid?username=abc', cookie)).json()).toEqual({ valid: false, reason: 'format' });
    expect((await ask('/api/auth/is-username-valid?username=admin', cookie)).json()).toEqual({ valid: false, reason: 'taken' });
    expect((await ask('/api/auth/is-phone-valid?phone=%2B972%2050%20123%204567', cookie)).json()).toEqual({ valid: true });
    expect((await ask('/api/auth/is-phone-valid?phone=12', cookie)).json()).toEqual({ valid: false, reason: 'format' });
  });

  it("tells a manager only of its own company's users, and rate-limits the checks", async () => {
    await api.seedUser({ userId: 'u-m1', email: 'm1@one.test', password: 'manager-one', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-m2', email: 'm2@two.test', password: 'manager-two', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    const manager = await api.login('m1@one.test', 'manager-one');
    const ask = (query: string) => api.app.inject({ method: 'GET', url: `/api/auth/is-email-valid?${query}`, headers: { cookie: manager } });
    expect((await ask('email=m1@one.test')).json()).toEqual({ valid: false, reason: 'taken' });
    // Another company's manager and the provider's admin answer like free addresses.
    expect((await ask('email=m2@two.test')).json()).toEqual({ valid: true });
    expect((await ask('email=admin@demo.test')).json()).toEqual({ valid: true });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await ask(`email=probe-${i}@x.test`)).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
