import { deviceRegistryStreamId, NAV_PERMISSIONS, PERMISSIONS, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCommand } from '../../../domain/command-handler.ts';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { deviceDecider } from '../device/device.decider.ts';
import { readEntityHistory, withoutSecrets } from './entity-history.ts';

const provider = { level: 'buzzz', scopes: { franchiseIds: [], companyIds: [], siteIds: [] } };

describe('withoutSecrets', () => {
  it('drops password, token and secret keys at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({ userId: 'u-1', passwordHash: 'scrypt$…', nested: [{ tokenHash: 'x', kept: 1 }], config: { apiSecret: 's', url: 'https://a.b' } }),
    ).toEqual({ userId: 'u-1', nested: [{ kept: 1 }], config: { url: 'https://a.b' } });
  });
});

describe.each(BACKENDS)('entity history (%s)', (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] },
      { userId: 'u-cadmin', email: 'cadmin@demo.test', password: 'cadmin-pass', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...PERMISSIONS] },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...NAV_PERMISSIONS] },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'manager@demo.test')).not.toBeNull(), { timeout: 5_000, interval: 10 });
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);

  it("GET /api/site/{id}/history: the site's changes, oldest first, with who made them", async () => {
    await spec().when(request('PUT', '/api/site', { cookie: cookies['u-cadmin'], body: { siteId: 's-1', name: 'Main building' } })).then(200);
    await spec()
      .when(request('GET', '/api/site/s-1/history', { cookie: cookies['u-cadmin'] }))
      .then<{ entries: { version: number; type: string; occurredAt: string; actor: unknown; data: Record<string, unknown> }[] }>(200, ({ entries }) => {
        expect(entries.map((entry) => [entry.version, entry.type])).toEqual([
          [1, 'SiteCreated'],
          [2, 'SiteDetailsUpdated'],
        ]);
        expect(entries[0]).toMatchObject({ actor: { kind: 'system', id: 'test', username: null, email: null }, data: { siteId: 's-1', companyId: 'c-1' } });
        expect(entries[1]).toMatchObject({ actor: { kind: 'user', id: 'u-cadmin', username: 'cadmin', email: 'cadmin@demo.test' }, data: { name: 'Main building' } });
        expect(Date.parse(entries[1]!.occurredAt)).not.toBeNaN();
      });
  });

  it('answers 404 for a site outside the scope (or unknown), 403 to a non-admin, 401 without a session', async () => {
    await spec().when(request('GET', '/api/site/s-2/history', { cookie: cookies['u-cadmin'] })).thenProblem(404);
    await spec().when(request('GET', '/api/site/nope/history', { cookie: cookies['u-admin'] })).thenProblem(404);
    await spec().when(request('GET', '/api/site/s-1/history', { cookie: cookies['u-manager'] })).thenProblem(403);
    await spec().when(request('GET', '/api/site/s-2/history', { cookie: cookies['u-manager'] })).thenProblem(404);
    await spec().when(request('GET', '/api/site/s-1/history')).thenProblem(401);
  });

  it('reads any stream: a device registration leaves its token hash out; an unknown stream has no entries', async () => {
    const actor: Actor = { kind: 'user', id: 'u-admin' };
    await handleCommand(api.store, deviceRegistryStreamId('d-1'), deviceDecider, {
      type: 'RegisterDevice',
      data: { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', deviceType: 'pad9', deviceCode: null, tokenHash: 'secret-token-hash' },
    }, { now: new Date(), actor });
    const history = await readEntityHistory(api, deviceRegistryStreamId('d-1'), provider);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({ version: 1, actor: { kind: 'user', id: 'u-admin', username: 'admin', email: 'admin@demo.test' }, data: { deviceId: 'd-1', roomId: 'r-1' } });
    expect(JSON.stringify(history)).not.toContain('secret-token-hash');
    expect(await readEntityHistory(api, 'org-company-nope', provider)).toEqual({ entries: [] });
  });
});
