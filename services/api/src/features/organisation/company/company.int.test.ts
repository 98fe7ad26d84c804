import { companyStreamId, franchiseStreamId, siteStreamId, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../../domain/command-handler.ts';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { companyDecider } from './company.decider.ts';
import { franchiseDecider } from '../franchise/franchise.decider.ts';
import { siteDecider } from '../site/site.decider.ts';

const context = () => ({ now: new Date(), actor: { kind: 'system', id: 'test' } as Actor });

describe.each(BACKENDS)('GET /api/company/general (%s)', (backend) => {
  let api: TestApp;
  const cookies: Record<string, string> = {};

  const createSite = (siteId: string, companyId: string, name: string) =>
    handleCommand(api.store, siteStreamId(siteId), siteDecider, {
      type: 'CreateSite',
      data: {
        siteId,
        companyId,
        name,
        country: 'Israel',
        state: 'Haifa District',
        city: 'Haifa',
        sector: 'offices',
        timezone: 'Asia/Jerusalem',
        location: { address: 'Derech HaAtsmaut 1', latitude: 32.82, longitude: 34.99, radius: 100 },
      },
    } as never, context());

  beforeAll(async () => {
    api = await createTestApp(backend);
    await handleCommand(api.store, franchiseStreamId('f-1'), franchiseDecider, {
      type: 'CreateFranchise',
      data: { franchiseId: 'f-1', franchiseName: 'North Franchise', franchiseCountry: 'Israel' },
    }, context());
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1', franchiseId: 'f-1' });
    await createSite('s-3', 'c-1', 'Annex');
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await handleCommand(api.store, companyStreamId('c-3'), companyDecider, {
      type: 'CreateCompany',
      data: { companyId: 'c-3', franchiseId: null, companyName: 'Cleaners Ltd', companyType: 'cleaning_co', region: 'North', endClients: ['Acme', 'Globex'] },
    }, context());
    // A site granted to a user and deleted since.
    await createSite('s-4', 'c-2', 'Closed branch');
    await handleCommand(api.store, siteStreamId('s-4'), siteDecider, { type: 'DeleteSite', data: { siteId: 's-4' } }, context());
    const users = [
      { userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' },
      { userId: 'u-manager', email: 'manager@demo.test', password: 'demo-manager', type: 'manager', level: 'company' as const, scopes: { companyIds: ['c-2'] } },
      { userId: 'u-site', email: 'siteuser@demo.test', password: 'site-pass', type: 'supervisor', level: 'site' as const, scopes: { siteIds: ['s-3'] } },
      { userId: 'u-none', email: 'nobody@demo.test', password: 'none-pass', type: 'viewer', level: 'site' as const, scopes: { siteIds: ['s-4'] } },
    ];
    for (const user of users) await api.seedUser(user);
    await api.caughtUp();
    for (const user of users) cookies[user.userId] = await api.login(user.email, user.password);
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const general = (cookie: string | null, query = '') => request('GET', `/api/company/general${query}`, { cookie });

  const companyOne = {
    companyId: 'c-1',
    companyName: 'Company c-1',
    companyType: 'management_co',
    region: 'Center',
    endClients: [],
    franchiseName: 'North Franchise',
    siteCount: 2,
    sites: [
      { siteId: 's-3', name: 'Annex' },
      { siteId: 's-1', name: 'Site s-1' },
    ],
  };
  const companyTwo = {
    companyId: 'c-2',
    companyName: 'Company c-2',
    companyType: 'management_co',
    region: 'Center',
    endClients: [],
    franchiseName: null,
    siteCount: 1,
    sites: [{ siteId: 's-2', name: 'Site s-2' }],
  };

  it('lists every company, by name, for the provider', async () => {
    await spec()
      .when(general(cookies['u-admin']!, '?language=he'))
      .then(200, (body) =>
        expect(body).toEqual([
          { companyId: 'c-3', companyName: 'Cleaners Ltd', companyType: 'cleaning_co', region: 'North', endClients: ['Acme', 'Globex'], franchiseName: null, siteCount: 0, sites: [] },
          companyOne,
          companyTwo,
        ]),
      );
  });

  it("limits a manager to its company and a site user to its company's granted sites", async () => {
    await spec().when(general(cookies['u-manager']!)).then(200, (body) => expect(body).toEqual([companyTwo]));
    await spec()
      .when(general(cookies['u-site']!))
      .then(200, (body) => expect(body).toEqual([{ ...companyOne, siteCount: 1, sites: [{ siteId: 's-3', name: 'Annex' }] }]));
  });

  it('answers an empty list when nothing granted is left, 401 without a session, 400 for an unknown language', async () => {
    await spec().when(general(cookies['u-none']!)).then(200, (body) => expect(body).toEqual([]));
    await spec().when(general(null)).thenProblem(401);
    await spec().when(general(cookies['u-admin']!, '?language=klingon')).thenProblem(400, { field: 'querystring/language' });
  });

  it('shows a company created after sign-in to the provider', async () => {
    await spec()
      .given(
        () =>
          handleCommand(api.store, companyStreamId('c-9'), companyDecider, {
            type: 'CreateCompany',
            data: { companyId: 'c-9', franchiseId: null, companyName: 'Zeta Services', companyType: 'cleaning_co', region: 'South', endClients: [] },
          }, context()),
        () => api.caughtUp(),
      )
      .when(general(cookies['u-admin']!))
      .then<{ companyId: string }[]>(200, (body) => expect(body.map((company) => company.companyId)).toContain('c-9'));
  });
});
