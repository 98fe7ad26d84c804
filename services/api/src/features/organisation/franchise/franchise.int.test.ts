import { franchiseStreamId, NAV_PERMISSIONS, PERMISSIONS, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCommand } from '../../../domain/command-handler.ts';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { franchiseDecider } from './franchise.decider.ts';

const system: Actor = { kind: 'system', id: 'test' };

interface Franchise {
  franchiseId: string;
  franchiseName: string;
  franchiseCountry: string;
  companyCount: number;
}

describe.each(BACKENDS)('admin franchise routes (%s)', (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApp(backend);
    for (const [franchiseId, franchiseName] of [['f-1', 'North'], ['f-2', 'South']] as const) {
      await handleCommand(api.store, franchiseStreamId(franchiseId), franchiseDecider, {
        type: 'CreateFranchise',
        data: { franchiseId, franchiseName, franchiseCountry: 'Israel' },
      }, { now: new Date(), actor: system });
    }
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1', franchiseId: 'f-1' });
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] },
      { userId: 'u-fadmin', email: 'fadmin@demo.test', password: 'fadmin-pass', level: 'franchise' as const, scopes: { franchiseIds: ['f-1'] }, roles: [...PERMISSIONS] },
      { userId: 'u-noperm', email: 'noperm@demo.test', password: 'noperm-pass', roles: ['company', 'user'] },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...NAV_PERMISSIONS] },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'manager@demo.test')).not.toBeNull(), { timeout: 5_000, interval: 10 });
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const create = (body: Record<string, unknown>, cookie = cookies['u-admin']) =>
    spec().when(request('POST', '/api/admin/franchises', { cookie, body })).then<Franchise>(201);

  it('creates a franchise (provider admin): answered, readable at once, and recorded with the actor', async () => {
    const created = await create({ franchiseName: '  East  ', franchiseCountry: 'Poland' });
    expect(created).toEqual({ franchiseId: expect.any(String), franchiseName: 'East', franchiseCountry: 'Poland', companyCount: 0 });
    await spec()
      .when(request('GET', `/api/admin/franchises/${created.franchiseId}`, { cookie: cookies['u-admin'] }))
      .then(200, (body) => expect(body).toEqual(created));
    const [event] = await api.store.readStream(franchiseStreamId(created.franchiseId));
    expect(event).toMatchObject({ type: 'FranchiseCreated', metadata: { actor: { kind: 'user', id: 'u-admin' } } });
  });

  it('lists franchises by name: all for the provider, its own for a franchise admin', async () => {
    const all = await spec().when(request('GET', '/api/admin/franchises', { cookie: cookies['u-admin'] })).then<Franchise[]>(200);
    expect(all.map((franchise) => franchise.franchiseId)).toEqual(expect.arrayContaining(['f-1', 'f-2']));
    expect(all.find((franchise) => franchise.franchiseId === 'f-1')).toEqual({ franchiseId: 'f-1', franchiseName: 'North', franchiseCountry: 'Israel', companyCount: 1 });
    const names = all.map((franchise) => franchise.franchiseName);
    expect(names).toEqual([...names].sort());
    await spec()
      .when(request('GET', '/api/admin/franchises', { cookie: cookies['u-fadmin'] }))
      .then<Franchise[]>(200, (body) => expect(body.map((franchise) => franchise.franchiseId)).toEqual(['f-1']));
  });

  it('lets a franchise admin read its own franchise only, and change none', async () => {
    await spec().when(request('GET', '/api/admin/franchises/f-1', { cookie: cookies['u-fadmin'] })).then(200);
    await spec().when(request('GET', '/api/admin/franchises/f-2', { cookie: cookies['u-fadmin'] })).thenProblem(404);
    await spec().when(request('PUT', '/api/admin/franchises/f-1', { cookie: cookies['u-fadmin'], body: { franchiseName: 'Mine' } })).thenProblem(403);
    await spec().when(request('PUT', '/api/admin/franchises/f-2', { cookie: cookies['u-fadmin'], body: { franchiseName: 'Mine' } })).thenProblem(404);
    await spec().when(request('DELETE', '/api/admin/franchises/f-1', { cookie: cookies['u-fadmin'] })).thenProblem(403);
    await spec().when(request('POST', '/api/admin/franchises', { cookie: cookies['u-fadmin'], body: { franchiseName: 'New', franchiseCountry: 'Israel' } })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/franchises/f-1/history', { cookie: cookies['u-fadmin'] })).then(200);
  });

  it('answers 403 without the franchise permission, 404 outside the scope, 401 without a session', async () => {
    await spec().when(request('GET', '/api/admin/franchises', { cookie: cookies['u-noperm'] })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/franchises/f-1', { cookie: cookies['u-noperm'] })).thenProblem(403);
    await spec().when(request('POST', '/api/admin/franchises', { cookie: cookies['u-noperm'], body: { franchiseName: 'X', franchiseCountry: 'Y' } })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/franchises', { cookie: cookies['u-manager'] })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/franchises/f-1', { cookie: cookies['u-manager'] })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/franchises/nope', { cookie: cookies['u-admin'] })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/franchises')).thenProblem(401);
  });

  it('names the invalid field', async () => {
    const post = (body: Record<string, unknown>) => request('POST', '/api/admin/franchises', { cookie: cookies['u-admin'], body });
    await spec().when(post({ franchiseName: '', franchiseCountry: 'Israel' })).thenProblem(400, { field: 'body/franchiseName' });
    await spec().when(post({ franchiseName: '   ', franchiseCountry: 'Israel' })).thenProblem(400, { field: 'body/franchiseName' });
    // Invisible characters alone (a right-to-left override, a zero-width space) are no name either.
    await spec().when(post({ franchiseName: '\u202e\u200b', franchiseCountry: 'Israel' })).thenProblem(400, { field: 'body/franchiseName' });
    await spec().when(post({ franchiseName: 'West' })).thenProblem(400, { field: 'body/franchiseCountry' });
    await spec().when(post({ franchiseName: 'x'.repeat(101), franchiseCountry: 'Israel' })).thenProblem(400, { field: 'body/franchiseName' });
    await spec()
      .when(request('PUT', '/api/admin/franchises/f-2', { cookie: cookies['u-admin'], body: { franchiseCountry: ' ' } }))
      .thenProblem(400, { field: 'body/franchiseCountry' });
  });

  it("refuses another franchise's name, trimmed and in any case (400 naming body/franchiseName), and stores nothing", async () => {
    const list = async () => (await spec().when(request('GET', '/api/admin/franchises', { cookie: cookies['u-admin'] })).then<Franchise[]>(200)).map((franchise) => franchise.franchiseName);
    await create({ franchiseName: 'Buzzz Demo Franchise', franchiseCountry: 'Israel' });
    const before = await list();
    await spec()
      .when(request('POST', '/api/admin/franchises', { cookie: cookies['u-admin'], body: { franchiseName: ' buzzz demo FRANCHISE ', franchiseCountry: 'Poland' } }))
      .thenProblem(400, { field: 'body/franchiseName', detail: /already used by another franchise/ });
    expect(await list()).toEqual(before);

    // Renaming onto another franchise's name is refused too; the stream gets nothing.
    await spec()
      .when(request('PUT', '/api/admin/franchises/f-2', { cookie: cookies['u-admin'], body: { franchiseName: 'NORTH', franchiseCountry: 'Cyprus' } }))
      .thenProblem(400, { field: 'body/franchiseName' });
    expect((await api.store.readStream(franchiseStreamId('f-2'))).map((event) => event.type)).toEqual(['FranchiseCreated']);
    await spec().when(request('GET', '/api/admin/franchises/f-2', { cookie: cookies['u-admin'] })).then(200, (body) => expect(body).toMatchObject({ franchiseName: 'South', franchiseCountry: 'Israel' }));
  });

  it("lets a franchise keep its name or change its case, and a deleted franchise's name be used again", async () => {
    const { franchiseId } = await create({ franchiseName: 'Coastal', franchiseCountry: 'Israel' });
    await spec()
      .when(request('PUT', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'], body: { franchiseName: 'COASTAL', franchiseCountry: 'Cyprus' } }))
      .then(200, (body) => expect(body).toMatchObject({ franchiseName: 'COASTAL', franchiseCountry: 'Cyprus' }));
    await spec().when(request('DELETE', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'] })).then(204);
    await create({ franchiseName: 'coastal', franchiseCountry: 'Israel' });
  });

  it('updates and deletes a franchise; the history says who did what', async () => {
    const { franchiseId } = await create({ franchiseName: 'Central', franchiseCountry: 'Israel' });
    await spec()
      .when(request('PUT', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'], body: { franchiseCountry: 'Cyprus' } }))
      .then(200, (body) => expect(body).toMatchObject({ franchiseName: 'Central', franchiseCountry: 'Cyprus' }));
    await spec().when(request('DELETE', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'] })).then(204);
    await spec().when(request('GET', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'] })).thenProblem(404);
    await spec().when(request('DELETE', `/api/admin/franchises/${franchiseId}`, { cookie: cookies['u-admin'] })).thenProblem(404);
    const list = await spec().when(request('GET', '/api/admin/franchises', { cookie: cookies['u-admin'] })).then<Franchise[]>(200);
    expect(list.map((franchise) => franchise.franchiseId)).not.toContain(franchiseId);

    await spec().when(request('PUT', '/api/admin/franchises/f-2', { cookie: cookies['u-admin'], body: { franchiseName: 'Deep South' } })).then(200);
    await spec()
      .when(request('GET', '/api/admin/franchises/f-2/history', { cookie: cookies['u-admin'] }))
      .then<{ entries: unknown[] }>(200, (body) =>
        expect(body.entries).toEqual([
          { version: 1, type: 'FranchiseCreated', occurredAt: expect.any(String), actor: { kind: 'system', id: 'test', username: null, email: null }, data: { franchiseId: 'f-2', franchiseName: 'South', franchiseCountry: 'Israel' } },
          { version: 2, type: 'FranchiseUpdated', occurredAt: expect.any(String), actor: { kind: 'user', id: 'u-admin', username: 'admin', email: 'admin@demo.test' }, data: { franchiseId: 'f-2', franchiseName: 'Deep South' } },
        ]),
      );
  });
});
