import { NAV_PERMISSIONS, PERMISSIONS } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

describe.each(BACKENDS)("a site's people, GET /api/site-users (%s)", (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-3', siteId: 's-3', roomId: 'r-3' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...NAV_PERMISSIONS] },
      { userId: 'u-cleaner', email: 'cleaner@demo.test', password: 'cleaner-pass', type: 'cleaner', level: 'site' as const, scopes: { siteIds: ['s-1'] }, roles: [] },
      { userId: 'u-elsewhere', email: 'elsewhere@demo.test', password: 'elsewhere-pass', type: 'cleaner', level: 'site' as const, scopes: { siteIds: ['s-3'] }, roles: [] },
      { userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'site' as const, scopes: { siteIds: ['s-1'] }, roles: ['dashboard'] },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'viewer@demo.test')).not.toBeNull(), { timeout: 5_000, interval: 10 });
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const ask = (who: string, siteId: string) => api.app.inject({ method: 'GET', url: `/api/site-users?siteId=${siteId}`, headers: { cookie: cookies[who]! } });

  it("lists the users granted the site, directly or through its company, without the provider's staff or grants", async () => {
    const response = await ask('u-manager', 's-1');
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<{ userId: string; type: string; scopes?: unknown; roles?: unknown }[]>();
    // Same names in the seed: by username then (cleaner, manager, viewer). Not the provider's
    // admin (level buzzz) nor the cleaner of another site.
    expect(people.map((person) => person.userId)).toEqual(['u-cleaner', 'u-manager', 'u-viewer']);
    expect(people[0]).not.toHaveProperty('scopes');
    expect(people[0]).not.toHaveProperty('roles');
  });

  it('answers 403 to a user without the users permission, and 404 for a site outside the grant or unknown', async () => {
    expect((await ask('u-viewer', 's-1')).statusCode).toBe(403);
    expect((await ask('u-manager', 's-2')).statusCode).toBe(404);
    expect((await ask('u-viewer', 's-2')).statusCode).toBe(404);
    expect((await ask('u-admin', 'no-such-site')).statusCode).toBe(404);
  });

  it('names the missing query field', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/site-users', headers: { cookie: cookies['u-manager']! } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ 'invalid-params': { name: string }[] }>()['invalid-params'][0]!.name).toBe('querystring/siteId');
  });
});
