import { companyStreamId, franchiseStreamId, NAV_PERMISSIONS, PERMISSIONS, siteStreamId, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCommand } from '../../../domain/command-handler.ts';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { franchiseDecider } from '../franchise/franchise.decider.ts';
import { siteDecider } from '../site/site.decider.ts';

const system: Actor = { kind: 'system', id: 'test' };

interface Company {
  companyId: string;
  companyName: string;
  companyType: string;
  franchiseId: string | null;
  siteCount: number;
}

const newCompany = { companyName: 'Sparkle', companyType: 'cleaning_co', region: 'Europe', endClients: ['Mokotow Park'], logo: 'https://cdn.example.com/sparkle.png' };

describe.each(BACKENDS)('admin company routes (%s)', (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApp(backend);
    for (const franchiseId of ['f-1', 'f-2']) {
      await handleCommand(api.store, franchiseStreamId(franchiseId), franchiseDecider, {
        type: 'CreateFranchise',
        data: { franchiseId, franchiseName: `Franchise ${franchiseId}`, franchiseCountry: 'Israel' },
      }, { now: new Date(), actor: system });
    }
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1', franchiseId: 'f-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: [...PERMISSIONS] },
      { userId: 'u-fadmin', email: 'fadmin@demo.test', password: 'fadmin-pass', level: 'franchise' as const, scopes: { franchiseIds: ['f-1'] }, roles: [...PERMISSIONS] },
      { userId: 'u-cadmin', email: 'cadmin@demo.test', password: 'cadmin-pass', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: ['company'] },
      { userId: 'u-sadmin', email: 'sadmin@demo.test', password: 'sadmin-pass', level: 'site' as const, scopes: { siteIds: ['s-2'] }, roles: ['company'] },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-1'] }, roles: [...NAV_PERMISSIONS] },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'manager@demo.test')).not.toBeNull(), { timeout: 5_000, interval: 10 });
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const as = (userId: string) => cookies[userId]!;
  const create = (body: Record<string, unknown>, userId = 'u-admin') =>
    spec().when(request('POST', '/api/admin/companies', { cookie: as(userId), body })).then<Company>(201);
  const ids = (companies: Company[]) => companies.map((company) => company.companyId);

  it('creates a company with every field, readable at once and recorded with the actor', async () => {
    const created = await create({ ...newCompany, franchiseId: 'f-2' });
    expect(created).toEqual({ ...newCompany, companyId: expect.any(String), franchiseId: 'f-2', franchiseName: 'Franchise f-2', siteCount: 0 });
    await spec().when(request('GET', `/api/admin/companies/${created.companyId}`, { cookie: as('u-admin') })).then(200, (body) => expect(body).toEqual(created));
    const [event] = await api.store.readStream(companyStreamId(created.companyId));
    expect(event).toMatchObject({ type: 'CompanyCreated', metadata: { actor: { kind: 'user', id: 'u-admin' } } });
  });

  it('lists the visible companies with their site counts, filtered by type', async () => {
    const all = await spec().when(request('GET', '/api/admin/companies', { cookie: as('u-admin') })).then<Company[]>(200);
    expect(ids(all)).toEqual(expect.arrayContaining(['c-1', 'c-2']));
    expect(all.find((company) => company.companyId === 'c-1')).toMatchObject({ companyType: 'management_co', franchiseId: 'f-1', siteCount: 1, region: 'Center', endClients: [], logo: null });
    const cleaning = await spec().when(request('GET', '/api/admin/companies?type=cleaning_co', { cookie: as('u-admin') })).then<Company[]>(200);
    expect(cleaning.every((company) => company.companyType === 'cleaning_co')).toBe(true);
    expect(ids(cleaning)).not.toContain('c-1');
    const management = await spec().when(request('GET', '/api/admin/companies?type=management_co', { cookie: as('u-admin') })).then<Company[]>(200);
    expect(ids(management)).toEqual(expect.arrayContaining(['c-1', 'c-2']));
    await spec().when(request('GET', '/api/admin/companies?type=warehouse_co', { cookie: as('u-admin') })).thenProblem(400, { field: 'querystring/type' });
    await spec().when(request('GET', '/api/admin/companies', { cookie: as('u-cadmin') })).then<Company[]>(200, (body) => expect(ids(body)).toEqual(['c-1']));
    await spec().when(request('GET', '/api/admin/companies', { cookie: as('u-sadmin') })).then<Company[]>(200, (body) => expect(ids(body)).toEqual(['c-2']));
  });

  it('answers 404 outside the scope (first) and 403 without the company permission', async () => {
    await spec().when(request('GET', '/api/admin/companies/c-2', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('PUT', '/api/admin/companies/c-2', { cookie: as('u-cadmin'), body: { region: 'X' } })).thenProblem(404);
    await spec().when(request('DELETE', '/api/admin/companies/c-2', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/companies/c-2/history', { cookie: as('u-cadmin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/companies/c-2', { cookie: as('u-manager') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/companies/c-1', { cookie: as('u-manager') })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/companies', { cookie: as('u-manager') })).thenProblem(403);
    await spec().when(request('POST', '/api/admin/companies', { cookie: as('u-manager'), body: newCompany })).thenProblem(403);
    await spec().when(request('GET', '/api/admin/companies/nope', { cookie: as('u-admin') })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/companies')).thenProblem(401);
  });

  it('lets a site-level admin read its company but not change it', async () => {
    await spec().when(request('GET', '/api/admin/companies/c-2', { cookie: as('u-sadmin') })).then(200);
    await spec().when(request('PUT', '/api/admin/companies/c-2', { cookie: as('u-sadmin'), body: { region: 'Taken over' } })).thenProblem(403);
  });

  it('puts new companies only under a franchise the caller holds; only the provider keeps them outside one', async () => {
    const underOwn = await create({ ...newCompany, franchiseId: 'f-1' }, 'u-fadmin');
    expect(underOwn.franchiseId).toBe('f-1');
    await spec().when(request('POST', '/api/admin/companies', { cookie: as('u-fadmin'), body: { ...newCompany, franchiseId: 'f-2' } })).thenProblem(404, { field: 'body/franchiseId' });
    await spec().when(request('POST', '/api/admin/companies', { cookie: as('u-fadmin'), body: newCompany })).thenProblem(403, { field: 'body/franchiseId' });
    await spec().when(request('POST', '/api/admin/companies', { cookie: as('u-admin'), body: { ...newCompany, franchiseId: 'f-404' } })).thenProblem(404, { field: 'body/franchiseId' });
    await spec().when(request('PUT', `/api/admin/companies/${underOwn.companyId}`, { cookie: as('u-fadmin'), body: { franchiseId: null } })).thenProblem(403);
    await spec().when(request('PUT', `/api/admin/companies/${underOwn.companyId}`, { cookie: as('u-fadmin'), body: { franchiseId: 'f-2' } })).thenProblem(404);
    const moved = await spec()
      .when(request('PUT', `/api/admin/companies/${underOwn.companyId}`, { cookie: as('u-admin'), body: { franchiseId: null } }))
      .then<Company>(200);
    expect(moved.franchiseId).toBeNull();
  });

  it('names the invalid field', async () => {
    const post = (body: Record<string, unknown>) => request('POST', '/api/admin/companies', { cookie: as('u-admin'), body });
    await spec().when(post({ ...newCompany, companyType: 'warehouse_co' })).thenProblem(400, { field: 'body/companyType' });
    await spec().when(post({ ...newCompany, companyName: '  ' })).thenProblem(400, { field: 'body/companyName' });
    await spec().when(post({ ...newCompany, region: undefined })).thenProblem(400, { field: 'body/region' });
    await spec().when(post({ ...newCompany, logo: 'ftp://example.com/logo.png' })).thenProblem(400, { field: 'body/logo' });
    await spec().when(post({ ...newCompany, endClients: ['Acme', 'acme'] })).thenProblem(400, { field: 'body/endClients/1' });
    await spec().when(request('PUT', '/api/admin/companies/c-1', { cookie: as('u-admin'), body: { companyName: '' } })).thenProblem(400, { field: 'body/companyName' });
  });

  it('updates and deletes a company; one with sites left is refused; the history says who did what', async () => {
    const { companyId } = await create(newCompany);
    await spec()
      .when(request('PUT', `/api/admin/companies/${companyId}`, { cookie: as('u-admin'), body: { region: 'North America', logo: null } }))
      .then(200, (body) => expect(body).toMatchObject({ region: 'North America', logo: null, companyName: 'Sparkle' }));
    await spec().when(request('PUT', '/api/admin/companies/c-1', { cookie: as('u-cadmin'), body: { endClients: ['Tenant A'] } })).then(200);

    await handleCommand(api.store, siteStreamId('s-9'), siteDecider, {
      type: 'CreateSite',
      data: { siteId: 's-9', companyId, name: 'Annex', country: 'Israel', state: 'Center', city: 'Lod', sector: 'offices', timezone: 'Asia/Jerusalem', location: { address: 'A 1', latitude: 31.95, longitude: 34.89, radius: 100 } },
    } as never, { now: new Date(), actor: system });
    await api.caughtUp();
    await vi.waitFor(async () => expect((await api.app.inject(request('GET', `/api/admin/companies/${companyId}`, { cookie: as('u-admin') }))).json().siteCount).toBe(1));
    await spec().when(request('DELETE', `/api/admin/companies/${companyId}`, { cookie: as('u-admin') })).thenProblem(409);
    await handleCommand(api.store, siteStreamId('s-9'), siteDecider, { type: 'DeleteSite', data: { siteId: 's-9' } }, { now: new Date(), actor: system });
    await api.caughtUp();
    await vi.waitFor(async () => expect((await api.app.inject(request('GET', `/api/admin/companies/${companyId}`, { cookie: as('u-admin') }))).json().siteCount).toBe(0));
    await spec().when(request('DELETE', `/api/admin/companies/${companyId}`, { cookie: as('u-admin') })).then(204);
    await spec().when(request('GET', `/api/admin/companies/${companyId}`, { cookie: as('u-admin') })).thenProblem(404);
    const list = await spec().when(request('GET', '/api/admin/companies', { cookie: as('u-admin') })).then<Company[]>(200);
    expect(ids(list)).not.toContain(companyId);

    await spec()
      .when(request('GET', '/api/admin/companies/c-1/history', { cookie: as('u-cadmin') }))
      .then<{ entries: { type: string; actor: unknown; data: unknown }[] }>(200, (body) => {
        expect(body.entries.map((entry) => entry.type)).toEqual(['CompanyCreated', 'CompanyUpdated']);
        expect(body.entries[1]).toMatchObject({ actor: { kind: 'user', id: 'u-cadmin', username: 'cadmin', email: 'cadmin@demo.test' }, data: { companyId: 'c-1', endClients: ['Tenant A'] } });
      });
  });
});
