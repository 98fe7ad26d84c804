import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, startSecurityServer, USERS, type SecurityServer } from './support/security-server.ts';

// Findings 3 (tablet commands forged across sites), 4 (concurrent wrong logins pass the
// limits), 5 (ten wrong passwords lock the real user out), 6 (the client-written
// X-Forwarded-For entry is believed) and 15 (emails probed outside the caller's company),
// against the API in its own process. The test is the proxy in front (TRUST_PROXY names
// the loopback address), so X-Forwarded-For stands for the client's address.
describe('security: sessions, forgery and login limits', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.stop());

  const login = (email: string, password: string, clientAddress: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ email, password }),
    });

  it.each(['restartApplication', 'openTeamViewerQuickSupport', 'screenshot'])('refuses GET /api/kiosk/%s/{id} unless the dashboard itself sent it', async (action) => {
    const cookie = await server.login(USERS.admin.email, USERS.admin.password, { 'x-forwarded-for': '203.0.113.1' });
    const kiosk = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/kiosk/${action}/${server.deviceIds.tablet}`, { headers: { cookie, 'x-forwarded-for': '203.0.113.1', ...headers } });
    // A link or a redirect on another site, or a URL pasted into the address bar.
    const forgeries: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of forgeries) {
      const forged = await kiosk(headers);
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect((await jsonOf(forged)).detail).toBe('Cross-site requests may not change anything');
    }
    // The dashboard's own call passes the guard; the tablet is not connected, so the spec's failure text.
    const own = await kiosk({ 'sec-fetch-site': 'same-origin', referer: `${server.url}/admin/devices` });
    expect(own.status).toBe(503);
  });

  it('sends HSTS and a secure cookie only on requests that came through the trusted proxy over TLS', async () => {
    const overTls = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(USERS.admin),
    });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(overTls.headers.getSetCookie()[0]).toMatch(/; Secure/i);
    const plain = await fetch(`${server.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('sets the session cookie SameSite=Strict and httpOnly', async () => {
    const response = await login(USERS.admin.email, USERS.admin.password, '203.0.113.2');
    expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly/i);
    expect(response.headers.getSetCookie()[0]).toMatch(/; SameSite=Strict/i);
  });

  it('counts concurrent wrong logins one after another: 30 at once are not 30 checks', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(USERS.manager.email, `wrong-${i}`, '198.51.100.7')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('59 wrong and the right password from one address does not sign in', async () => {
    for (let i = 0; i < 5; i++) expect((await login(USERS.otherManager.email, `wrong-${i}`, '198.51.100.8')).status).toBe(401);
    // The rest of the guesses and the right password, all at once while the first delay runs.
    const answers = await Promise.all([
      ...Array.from({ length: 54 }, (_, i) => login(USERS.otherManager.email, `wrong-${i + 5}`, '198.51.100.8')),
      login(USERS.otherManager.email, USERS.otherManager.password, '198.51.100.8'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(55).fill(429));
    const right = answers.at(-1)!;
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('slows the guesser, not the account: the real user signs in from elsewhere, and guesses wait longer each time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(USERS.admin.email, `wrong-${i}`, '198.51.100.9')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const first = Number((await login(USERS.admin.email, 'wrong', '198.51.100.9')).headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, first * 1000 + 100));
    expect((await login(USERS.admin.email, 'wrong-again', '198.51.100.9')).status).toBe(401);
    const second = Number((await login(USERS.admin.email, 'wrong', '198.51.100.9')).headers.get('retry-after'));
    expect(second).toBeGreaterThan(first);
    expect((await login(USERS.admin.email, USERS.admin.password, '192.0.2.44')).status).toBe(200);
  });

  it('believes only the trusted proxy hop of X-Forwarded-For, not what the client wrote before it', async () => {
    // The client writes a new address on the left each time; the proxy appends the real one.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(USERS.manager.email, `wrong-${i}`, `10.9.9.${i}, 198.51.100.10`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('tells a manager only of users it may know, and rate-limits the checks', async () => {
    const cookie = await server.login(USERS.manager.email, USERS.manager.password, { 'x-forwarded-for': '203.0.113.3' });
    const ask = (email: string) =>
      fetch(`${server.url}/api/auth/is-email-valid?email=${encodeURIComponent(email)}`, { headers: { cookie, 'x-forwarded-for': '203.0.113.3' } });
    expect(await jsonOf(await ask(USERS.manager.email))).toEqual({ valid: false, reason: 'taken' });
    expect(await jsonOf(await ask(USERS.otherManager.email))).toEqual({ valid: true });
    expect(await jsonOf(await ask(USERS.admin.email))).toEqual({ valid: true });
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await ask(`probe-${i}@example.test`)).status);
    expect(statuses).toContain(429);
  });
});
