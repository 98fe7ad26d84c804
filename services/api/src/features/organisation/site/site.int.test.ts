import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '@facility/projections';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const newSite = {
  companyId: 'c-1',
  name: 'North Wing',
  country: 'Israel',
  state: 'Center',
  city: 'Petah Tikva',
  sector: 'offices',
  timezone: 'Asia/Jerusalem',
  location: { address: 'Jabotinsky 1', latitude: 32.09, longitude: 34.88, radius: 100 },
};
const morning = (roomIds: string[]) => ({
  shiftNumber: 1,
  shiftName: 'morning',
  start: '06:00',
  end: '14:00',
  days: [1, 2, 3, 4, 5],
  minSla: 15,
  maxSla: 30,
  roomIds,
  active: true,
});

const timeSaving = { isTimeSave: false, roundIntervalMinutes: 90, cleaningMinutesPerRoom: 12.5, employerCostPerHour: 55, currency: 'ILS' };

/** The API's clock: 1 March 2026, noon in Jerusalem, unless a test moves it. */
const MARCH_FIRST = new Date('2026-03-01T10:00:00Z');

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every route of the site routes and room.routes.ts, aimed at one site of one company. */
const everyRoute = (siteId: string, companyId: string, roomId: string): [string, Call][] => [
  ['GET site/{id}', { method: 'GET', url: `/api/site/${siteId}` }],
  ['POST site', { method: 'POST', url: '/api/site', payload: { ...newSite, companyId } }],
  ['PUT site', { method: 'PUT', url: '/api/site', payload: { siteId, name: 'Renamed' } }],
  ['GET site/offdays/{id}', { method: 'GET', url: `/api/site/offdays/${siteId}` }],
  ['PUT site/offdays/{id}', { method: 'PUT', url: `/api/site/offdays/${siteId}`, payload: { offDays: [] } }],
  ['POST site/shifts/{id}', { method: 'POST', url: `/api/site/shifts/${siteId}`, payload: { companyId, shifts: [morning([roomId])] } }],
  ['DELETE site/shifts/{id}', { method: 'DELETE', url: `/api/site/shifts/${siteId}?companyId=${companyId}` }],
  ['PUT site/timeSaving/{id}', { method: 'PUT', url: `/api/site/timeSaving/${siteId}`, payload: timeSaving }],
  ['GET site/details/{id}', { method: 'GET', url: `/api/site/details/${siteId}` }],
  ['GET site/siteRooms/{id}', { method: 'GET', url: `/api/site/siteRooms/${siteId}` }],
  ['GET site/QRDevices/{id}', { method: 'GET', url: `/api/site/QRDevices/${siteId}` }],
  ['GET serviceProvider/site/{id}', { method: 'GET', url: `/api/serviceProvider/site/${siteId}` }],
  ['GET room/staticRooms?siteId', { method: 'GET', url: `/api/room/staticRooms?siteId=${siteId}` }],
  ['GET room/staticRooms?companyId', { method: 'GET', url: `/api/room/staticRooms?companyId=${companyId}` }],
  ['DELETE site', { method: 'DELETE', url: '/api/site', payload: { siteId } }],
];

/** Waits until `read` finds something (up to 5 s). */
async function readable(read: () => Promise<unknown>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await read())) throw new Error('the read model did not catch up');
    },
    { timeout: 5_000, interval: 10 },
  );
}

describe.each(BACKENDS)('site routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let scoped: string;
  let viewer: string;
  let now = MARCH_FIRST;

  // One app per backend: each test leaves the seeded sites s-1 and s-2 in place (writes that
  // delete go to sites the test created itself).
  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => now });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-scoped', email: 'scoped@demo.test', password: 'scoped-pass', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    // On PostgreSQL `caughtUp` can answer early (its lag count stops at the database's
    // oldest open transaction); the last seeded user being readable is proof.
    await readable(() => findUserByEmail(api.db, 'viewer@demo.test'));
    admin = await api.login('admin@demo.test', 'demo-admin');
    scoped = await api.login('scoped@demo.test', 'scoped-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
  });
  afterAll(() => api.close());

  const call = (cookie: string | null, { method, url, payload }: Call) =>
    api.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const create = async (cookie: string, body: Record<string, unknown> = newSite) => {
    const response = await call(cookie, { method: 'POST', url: '/api/site', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { siteId: string } & Record<string, unknown>;
  };
  const invalidNames = (response: { statusCode: number; json(): { 'invalid-params'?: { name: string }[] } }) => {
    expect(response.statusCode).toBe(400);
    return response.json()['invalid-params']!.map((param) => param.name);
  };

  it('lists and reads the sites an admin sees', async () => {
    const list = await call(admin, { method: 'GET', url: '/api/site' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((site: { siteId: string }) => site.siteId)).toEqual(expect.arrayContaining(['s-1', 's-2']));
    const one = await call(admin, { method: 'GET', url: '/api/site/s-1' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      siteId: 's-1',
      companyId: 'c-1',
      name: 'Site s-1',
      type: 'operation',
      status: 'active',
      timezone: 'Asia/Jerusalem',
      shifts: [],
      deleted: false,
    });
    expect((await call(admin, { method: 'GET', url: '/api/site/nope' })).statusCode).toBe(404);
  });

  it('creates, updates and deletes a site, each visible to the very next read', async () => {
    const created = await create(admin);
    expect(created).toMatchObject({ ...newSite, type: 'operation', status: 'active', cleaningServiceProviderId: 5, managementServiceProviderId: 4, isTimeSave: true });
    const read = await call(admin, { method: 'GET', url: `/api/site/${created.siteId}` });
    expect(read.json()).toEqual(created);

    const updated = await call(admin, { method: 'PUT', url: '/api/site', payload: { siteId: created.siteId, name: 'South Wing', description: 'Ground floor' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'South Wing', description: 'Ground floor' });
    expect((await call(admin, { method: 'GET', url: `/api/site/${created.siteId}` })).json()).toMatchObject({ name: 'South Wing' });

    const deleted = await call(admin, { method: 'DELETE', url: '/api/site', payload: { siteId: created.siteId } });
    expect(deleted.statusCode).toBe(204);
    expect((await call(admin, { method: 'GET', url: `/api/site/${created.siteId}` })).statusCode).toBe(404);
    const list = (await call(admin, { method: 'GET', url: '/api/site' })).json() as { siteId: string }[];
    expect(list.map((site) => site.siteId)).not.toContain(created.siteId);
  });

  it('sets and reads off-days and holidays', async () => {
    const { siteId } = await create(admin);
    await call(admin, { method: 'POST', url: `/api/site/shifts/${siteId}`, payload: { companyId: 'c-1', shifts: [] } });
    const offDays = [
      { name: 'Sukkot', year: 2026, month: 9, day: 26 },
      { name: 'Rosh Hashana', year: 2026, month: 9, day: 12 },
    ];
    const holidays = [{ name: 'Passover', start: '2026-04-02', end: '2026-04-08', shiftIds: [] }];
    const put = await call(admin, { method: 'PUT', url: `/api/site/offdays/${siteId}`, payload: { offDays, holidays } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().offDays).toEqual([offDays[1], offDays[0]]);
    const get = await call(admin, { method: 'GET', url: `/api/site/offdays/${siteId}` });
    expect(get.json()).toEqual({ siteId, offDays: [offDays[1], offDays[0]], holidays });
  });

  it("refuses new off-days and holidays over before the site's today, and keeps held ones once past", async () => {
    const { siteId } = await create(admin);
    let cookie = admin;
    const put = (payload: Record<string, unknown>) => call(cookie, { method: 'PUT', url: `/api/site/offdays/${siteId}`, payload });
    const offDay = (day: number, name = `Day ${day}`) => ({ name, year: 2026, month: 3, day });
    const holiday = (start: string, end: string) => ({ name: 'Festival', start, end, shiftIds: [] });

    const pastOffDay = await put({ offDays: [offDay(5), offDay(2), { name: 'Too late', year: 2026, month: 2, day: 28 }] });
    expect(invalidNames(pastOffDay)).toEqual(['body/offDays/2/day']);
    expect(pastOffDay.json()['invalid-params'][0].reason).toMatch(/is in the past/);
    const pastHoliday = await put({ offDays: [], holidays: [holiday('2026-04-01', '2026-04-02'), holiday('2026-02-20', '2026-02-28')] });
    expect(invalidNames(pastHoliday)).toEqual(['body/holidays/1/end']);
    expect((await call(admin, { method: 'GET', url: `/api/site/offdays/${siteId}` })).json()).toMatchObject({ offDays: [], holidays: [] });

    // Today counts, and so does a holiday still under way.
    const held = { offDays: [offDay(1), offDay(5)], holidays: [holiday('2026-02-27', '2026-03-02')] };
    const saved = await put(held);
    expect(saved.statusCode, saved.body).toBe(200);

    // Ten days on, the held entries are past yet stay; a new past one, or one moved, does not.
    now = new Date('2026-03-10T10:00:00Z');
    try {
      // A session of ten days ago has run out.
      cookie = await api.login('admin@demo.test', 'demo-admin');
      const kept = await put({ offDays: [offDay(1, 'Renamed'), offDay(5), offDay(20)], holidays: held.holidays });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().offDays).toHaveLength(3);
      expect(invalidNames(await put({ offDays: [offDay(1), offDay(6)] }))).toEqual(['body/offDays/1/day']);
      expect(invalidNames(await put({ offDays: [], holidays: [holiday('2026-02-27', '2026-03-03')] }))).toEqual(['body/holidays/0/end']);
      // Removing past entries is fine.
      expect((await put({ offDays: [], holidays: [] })).statusCode).toBe(200);
    } finally {
      now = MARCH_FIRST;
    }
  });

  it("reads today in the site's time zone", async () => {
    // 05:00 UTC on 2 March: already the 2nd in Jerusalem, still the 1st in Los Angeles.
    now = new Date('2026-03-02T05:00:00Z');
    try {
      const jerusalem = await create(admin);
      const losAngeles = await create(admin, { ...newSite, timezone: 'America/Los_Angeles' });
      const firstOfMarch = { offDays: [{ name: 'First', year: 2026, month: 3, day: 1 }] };
      expect(invalidNames(await call(admin, { method: 'PUT', url: `/api/site/offdays/${jerusalem.siteId}`, payload: firstOfMarch }))).toEqual(['body/offDays/0/day']);
      expect((await call(admin, { method: 'PUT', url: `/api/site/offdays/${losAngeles.siteId}`, payload: firstOfMarch })).statusCode).toBe(200);
    } finally {
      now = MARCH_FIRST;
    }
  });

  it('sets the time-saving parameters, and names an invalid one', async () => {
    const { siteId } = await create(admin);
    expect((await call(admin, { method: 'GET', url: `/api/site/${siteId}` })).json()).toMatchObject({ isTimeSave: true, timeSaving: null });
    const set = await call(admin, { method: 'PUT', url: `/api/site/timeSaving/${siteId}`, payload: timeSaving });
    expect(set.statusCode, set.body).toBe(200);
    const { isTimeSave: _isTimeSave, ...parameters } = timeSaving;
    expect(set.json()).toMatchObject({ siteId, isTimeSave: false, timeSaving: parameters });
    expect((await call(admin, { method: 'GET', url: `/api/site/${siteId}` })).json()).toMatchObject({ isTimeSave: false, timeSaving: parameters });

    const put = (payload: Record<string, unknown>) => call(admin, { method: 'PUT', url: `/api/site/timeSaving/${siteId}`, payload });
    expect(invalidNames(await put({ ...timeSaving, roundIntervalMinutes: 0 }))).toEqual(['body/roundIntervalMinutes']);
    expect(invalidNames(await put({ ...timeSaving, cleaningMinutesPerRoom: 0 }))).toEqual(['body/cleaningMinutesPerRoom']);
    expect(invalidNames(await put({ ...timeSaving, currency: 'XYZ' }))).toEqual(['body/currency']);
    expect(invalidNames(await put({ ...timeSaving, currency: undefined }))).toEqual(['body/currency']);
    expect((await call(admin, { method: 'GET', url: `/api/site/${siteId}` })).json().timeSaving).toEqual(parameters);

    // The change is on the site's record, with who made it.
    const history = (await call(admin, { method: 'GET', url: `/api/site/${siteId}/history` })).json() as { entries: { type: string; actor: { id: string } | null }[] };
    expect(history.entries.map((entry) => [entry.type, entry.actor?.id])).toEqual([
      ['SiteCreated', 'u-admin'],
      ['SiteTimeSavingSet', 'u-admin'],
    ]);
  });

  it('sets and clears shifts, and names shift rooms that are not the site’s', async () => {
    const set = await call(admin, { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-1', utcOffset: 3, language: 'en', shifts: [morning(['r-1'])] } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().shifts).toEqual([morning(['r-1'])]);
    expect((await call(admin, { method: 'GET', url: '/api/site/s-1' })).json().shifts).toHaveLength(1);

    const foreignRoom = await call(admin, { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-1', shifts: [morning(['r-1', 'r-2'])] } });
    expect(invalidNames(foreignRoom)).toEqual(['body/shifts/0/roomIds/1']);
    const otherCompany = await call(admin, { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-2', shifts: [] } });
    expect(invalidNames(otherCompany)).toEqual(['body/companyId']);
    const overlapping = await call(admin, {
      method: 'POST',
      url: '/api/site/shifts/s-1',
      payload: { companyId: 'c-1', shifts: [morning(['r-1']), { ...morning(['r-1']), shiftNumber: 2, shiftName: 'late morning', start: '10:00', end: '18:00' }] },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(invalidNames(overlapping)).toEqual(['body/shifts/1/start']);

    const cleared = await call(admin, { method: 'DELETE', url: '/api/site/shifts/s-1?companyId=c-1' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().shifts).toEqual([]);
    expect((await call(admin, { method: 'GET', url: '/api/site/s-1' })).json().shifts).toEqual([]);
  });

  it('names the invalid fields of a write', async () => {
    const { city: _city, ...withoutCity } = newSite;
    expect(invalidNames(await call(admin, { method: 'POST', url: '/api/site', payload: withoutCity }))).toEqual(['body/city']);
    expect(invalidNames(await call(admin, { method: 'POST', url: '/api/site', payload: { ...newSite, type: 'warehouse' } }))).toEqual(['body/type']);
    expect(invalidNames(await call(admin, { method: 'POST', url: '/api/site', payload: { ...newSite, timezone: 'Mars/Olympus' } }))).toEqual(['body/timezone']);
    expect(invalidNames(await call(admin, { method: 'PUT', url: '/api/site', payload: { siteId: 's-1', location: { ...newSite.location, latitude: 91 } } }))).toEqual([
      'body/location/latitude',
    ]);
    const feb30 = await call(admin, { method: 'PUT', url: '/api/site/offdays/s-1', payload: { offDays: [{ name: 'Nope', year: 2026, month: 2, day: 30 }] } });
    expect(invalidNames(feb30)).toEqual(['body/offDays/0/day']);
    const badHoliday = await call(admin, {
      method: 'PUT',
      url: '/api/site/offdays/s-1',
      payload: { offDays: [{ name: 'Kept out', year: 2026, month: 5, day: 1 }], holidays: [{ name: 'Bad', start: '2026-05-01', end: '2026-05-01', shiftIds: [9] }] },
    });
    expect(invalidNames(badHoliday)).toEqual(['body/holidays/0/shiftIds/0']);
    expect((await call(admin, { method: 'GET', url: '/api/site/offdays/s-1' })).json().offDays).toEqual([]);
    const badShift = await call(admin, { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-1', shifts: [{ ...morning([]), start: '25:00' }] } });
    expect(invalidNames(badShift)).toEqual(['body/shifts/0/start']);
    const badFloor = await call(admin, { method: 'GET', url: '/api/room/staticRooms?floor=["three"]' });
    expect(invalidNames(badFloor)).toEqual(['querystring/floor']);
  });

  it('filters static rooms by site, company, building, floor, gender and zone', async () => {
    const ids = async (query: string) => {
      const response = await call(admin, { method: 'GET', url: `/api/room/staticRooms${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }[]).map((room) => room.id).sort();
    };
    expect(await ids('')).toEqual(['r-1', 'r-2']);
    expect(await ids('?siteId=s-1')).toEqual(['r-1']);
    expect(await ids('?companyId=c-2')).toEqual(['r-2']);
    expect(await ids(`?building=${encodeURIComponent('["A"]')}&floor=${encodeURIComponent('[3]')}&gender=men`)).toEqual(['r-1', 'r-2']);
    expect(await ids('?floor=4')).toEqual([]);
    expect(await ids('?zone=null&gender=[]')).toEqual(['r-1', 'r-2']);
    expect(await ids(`?zone=${encodeURIComponent('["lobby"]')}`)).toEqual([]);
    const room = (await call(admin, { method: 'GET', url: '/api/room/staticRooms?siteId=s-1' })).json()[0];
    expect(room).toMatchObject({ id: 'r-1', siteId: 's-1', displayName: 'Toilets 3rd floor', floor: 3, building: 'A', gender: 'men', ref_id: '301', is_calculated: expect.any(Boolean) });
    expect((await call(admin, { method: 'GET', url: '/api/room/staticRooms?siteId=s-1&companyId=c-2' })).statusCode).toBe(404);
  });

  it.each(everyRoute('s-2', 'c-2', 'r-2'))('answers 404 to a user scoped to another company: %s', async (_name, request) => {
    const response = await call(scoped, request);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('lets the scoped user see and change its own company only', async () => {
    const list = (await call(scoped, { method: 'GET', url: '/api/site' })).json() as { siteId: string; companyId: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((site) => site.companyId === 'c-1')).toBe(true);
    const rooms = (await call(scoped, { method: 'GET', url: '/api/room/staticRooms' })).json() as { id: string }[];
    expect(rooms.map((room) => room.id)).toEqual(['r-1']);
    // Every route succeeds on its own company (the DELETE on a site it created).
    const { siteId } = await create(scoped);
    for (const [name, request] of everyRoute(siteId, 'c-1', 'r-1').filter(([name]) => !name.startsWith('POST site/shifts'))) {
      const response = await call(scoped, request);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
    }
    const shifts = await call(scoped, { method: 'POST', url: '/api/site/shifts/s-1', payload: { companyId: 'c-1', shifts: [] } });
    expect(shifts.statusCode).toBe(200);
  });

  it('refuses writes to non-admins with 403 in scope, 404 out of scope, and 401 without a session', async () => {
    for (const [name, request] of everyRoute('s-1', 'c-1', 'r-1')) {
      const response = await call(viewer, request);
      const expected = request.method === 'GET' ? 200 : 403;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
    }
    for (const [name, request] of everyRoute('s-2', 'c-2', 'r-2')) {
      expect((await call(viewer, request)).statusCode, name).toBe(404);
    }
    for (const [name, request] of everyRoute('s-1', 'c-1', 'r-1')) {
      expect((await call(null, request)).statusCode, name).toBe(401);
    }
    // s-1 is unchanged by all of the above.
    expect((await call(admin, { method: 'GET', url: '/api/site/s-1' })).json()).toMatchObject({ name: 'Site s-1', deleted: false });
  });
});
