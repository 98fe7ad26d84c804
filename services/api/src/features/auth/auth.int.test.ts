import { userStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { userDecider } from '../organisation/user/user.decider.ts';

describe.each(BACKENDS)('auth and sessions (%s)', (backend) => {
  let api: TestApp;
  beforeEach(async () => {
    api = await createTestApp(backend, { loginLimits: { perEmail: 3, perAddress: 100 } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
  });
  afterEach(() => api.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('signs in with email and password: the logged user and an httpOnly session cookie', async () => {
    const response = await login('Admin@Demo.test', 'demo-admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'admin', email: 'admin@demo.test', type: 'admin', roles: ['dashboard', 'devices'], level: 'buzzz' });
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
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

  it('rate-limits failed logins per email', async () => {
    for (let i = 0; i < 3; i++) expect((await login('admin@demo.test', `wrong-${i}`)).statusCode).toBe(401);
    const limited = await login('admin@demo.test', 'demo-admin');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
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
});
