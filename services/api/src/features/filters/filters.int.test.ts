import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '@facility/projections';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const morning = {
  shiftNumber: 1,
  shiftName: 'morning',
  start: '06:00',
  end: '14:00',
  days: [1, 2, 3, 4, 5],
  minSla: 15,
  maxSla: 30,
  roomIds: ['r-1'],
  active: true,
};

/** Waits until `read` finds something (up to 5 s). */
async function readable(read: () => Promise<unknown>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await read())) throw new Error('the read model did not catch up');
    },
    { timeout: 5_000, interval: 10 },
  );
}

describe.each(BACKENDS)('filter routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let scoped: string;
  let siteScoped: string;
  let extraSiteId: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-scoped', email: 'scoped@demo.test', password: 'scoped-pass', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-site', email: 'onesite@demo.test', password: 'onesite-pass', level: 'site', scopes: { siteIds: ['s-1'] } });
    await api.caughtUp();
    // On PostgreSQL `caughtUp` can answer early (its lag count stops at the database's
    // oldest open transaction); the last seeded user being readable is proof.
    await readable(() => findUserByEmail(api.db, 'onesite@demo.test'));
    admin = await api.login('admin@demo.test', 'demo-admin');
    scoped = await api.login('scoped@demo.test', 'scoped-pass');
    siteScoped = await api.login('onesite@demo.test', 'onesite-pass');
    // A second site in c-1 (no rooms), and shifts on s-1, through the API.
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: { cookie: admin },
      payload: {
        companyId: 'c-1',
        name: 'Annex',
        country: 'Israel',
        state: 'Center',
        city: 'Tel Aviv',
        sector: 'offices',
        timezone: 'Asia/Jerusalem',
        location: { address: 'Begin 1', latitude: 32.07, longitude: 34.79, radius: 50 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    extraSiteId = created.json().siteId;
    const shifts = await api.app.inject({ method: 'POST', url: '/api/site/shifts/s-1', headers: { cookie: admin }, payload: { companyId: 'c-1', shifts: [morning] } });
    expect(shifts.statusCode, shifts.body).toBe(200);
  });
  afterAll(() => api.close());

  const get = (cookie: string | null, url: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lists every company for the provider level, with its sites', async () => {
    const response = await get(admin, '/api/filter/site-company-list');
    expect(response.statusCode).toBe(200);
    const companies = response.json() as { company_id: string; sites: { site_id: string }[] }[];
    expect(companies.map((company) => company.company_id)).toEqual(['c-1', 'c-2']);
    expect(companies[0]).toMatchObject({ company_name: 'Company c-1', franchiseName: null, logo: null });
    expect(companies[0]!.sites.map((site) => site.site_id).sort()).toEqual([extraSiteId, 's-1'].sort());
    expect(companies[1]!.sites).toEqual([{ site_id: 's-2', site_name: 'Site s-2', type: 'operation', timezone: 'Asia/Jerusalem' }]);
  });

  it('lists only the granted company, and only the granted sites of a site-level user', async () => {
    const companies = (await get(scoped, '/api/filter/site-company-list')).json() as { company_id: string; sites: unknown[] }[];
    expect(companies.map((company) => company.company_id)).toEqual(['c-1']);
    expect(companies[0]!.sites).toHaveLength(2);
    const oneSite = (await get(siteScoped, '/api/filter/site-company-list')).json() as { company_id: string; sites: { site_id: string }[] }[];
    expect(oneSite).toHaveLength(1);
    expect(oneSite[0]!.sites.map((site) => site.site_id)).toEqual(['s-1']);
  });

  it("answers a company's filter options over its visible sites", async () => {
    const response = await get(scoped, '/api/filter/options/c-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rooms: [{ id: 'r-1', siteId: 's-1', building: 'A', floor: 3, is_calculated: expect.any(Boolean), display_name: 'Toilets 3rd floor' }],
      building: { A: [3] },
      gender: ['men'],
      shifts: [{ shift_number: 1, shift_name: 'morning', siteId: 's-1', active: true }],
      servikNames: [],
      days: expect.arrayContaining([{ value: 1, label: 'sunday' }]),
      timeType: ['custom_time', 'last_day', 'last_week', 'last_month', 'last_quarter', 'last_6_months', 'last_year'],
      viewBy: [
        { value: 'year', label: 'view_by_years' },
        { value: 'month', label: 'view_by_months' },
        { value: 'week', label: 'view_by_weeks' },
        { value: 'day', label: 'view_by_days' },
      ],
    });
    const narrowed = (await get(scoped, `/api/filter/options/c-1?siteId=${extraSiteId}`)).json();
    expect(narrowed).toMatchObject({ rooms: [], building: {}, gender: [], shifts: [] });
    const siteLevel = await get(siteScoped, '/api/filter/options/c-1');
    expect(siteLevel.statusCode).toBe(200);
    expect(siteLevel.json().rooms.map((room: { id: string }) => room.id)).toEqual(['r-1']);
  });

  it.each([
    ['options of another company', '/api/filter/options/c-2'],
    ['options of an unknown company', '/api/filter/options/c-404'],
    ["options narrowed to another company's site", '/api/filter/options/c-1?siteId=s-2'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await get(scoped, url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 to a site-level user for sites of its company it was not granted', async () => {
    expect((await get(siteScoped, `/api/filter/options/c-1?siteId=${extraSiteId}`)).statusCode).toBe(404);
    expect((await get(siteScoped, '/api/filter/options/c-2')).statusCode).toBe(404);
    expect((await get(siteScoped, `/api/site/${extraSiteId}`)).statusCode).toBe(404);
    // It sees company c-1 but is not granted it as a whole: creating a site there is 403.
    const create = await api.app.inject({
      method: 'POST',
      url: '/api/site',
      headers: { cookie: siteScoped },
      payload: { companyId: 'c-1', name: 'X', country: 'Israel', state: 'Center', city: 'Tel Aviv', sector: 'offices', timezone: 'UTC', location: { address: 'A 1', latitude: 0, longitude: 0, radius: 1 } },
    });
    expect(create.statusCode).toBe(403);
    expect((await get(admin, '/api/docs')).statusCode).toBe(200);
  });

  it('answers 401 without a session and names invalid parameters', async () => {
    expect((await get(null, '/api/filter/site-company-list')).statusCode).toBe(401);
    expect((await get(null, '/api/filter/options/c-1')).statusCode).toBe(401);
    const invalid = await get(admin, '/api/filter/options/c-1?siteId=');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()['invalid-params'][0].name).toBe('querystring/siteId');
  });
});
