import { SITE_SECTORS } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The spec §7 site reads (site/details, site/serviceProviders, site/sectors,
 * serviceProvider/site, site/siteRooms, site/QRDevices) and the public holiday calendar,
 * on an organisation built through the admin API itself.
 */

const shift = { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 30, roomIds: [], active: true };

describe.each(BACKENDS)('site detail reads and public holidays (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let scoped: string;
  /** A cleaning company in a franchise, with a site of its own. */
  let cleaning: { companyId: string; siteId: string; roomIds: string[]; tagIds: string[] };

  const send = async (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    api.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<T> => {
    const response = await send(cookie, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.body ? response.json() : null) as T;
  };

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    const everyPermission = ['dashboard', 'real-time', 'room', 'devices', 'shift', 'site', 'company', 'franchise', 'user'];
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: everyPermission });
    await api.seedUser({ userId: 'u-scoped', email: 'scoped@demo.test', password: 'scoped-pass', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'scoped@demo.test')).toBeTruthy(), { timeout: 5_000 });
    admin = await api.login('admin@demo.test', 'demo-admin');
    scoped = await api.login('scoped@demo.test', 'scoped-pass');

    const { franchiseId } = await ok<{ franchiseId: string }>(admin, 'POST', '/api/admin/franchises', { franchiseName: 'South', franchiseCountry: 'Israel' });
    const { companyId } = await ok<{ companyId: string }>(admin, 'POST', '/api/admin/companies', { franchiseId, companyName: 'Bright Clean', companyType: 'cleaning_co', region: 'South' });
    const { siteId } = await ok<{ siteId: string }>(admin, 'POST', '/api/site', {
      companyId,
      name: 'Beer Sheva Mall',
      country: 'Israel',
      state: 'South',
      city: 'Beer Sheva',
      sector: 'retail',
      timezone: 'Asia/Jerusalem',
      location: { address: 'Derech Hebron 21', latitude: 31.25, longitude: 34.79, radius: 200 },
    });
    const room = (refId: string, extra: Record<string, unknown>) =>
      ok<{ id: string }>(admin, 'POST', '/api/admin/rooms', { siteId, displayName: `Toilets ${refId}`, room_name_en: `Toilets ${refId}`, roomType: 'women', ref_id: refId, ...extra });
    const first = await room('101', { floor: 1, building: 'A', gender: 'women' });
    const second = await room('102', { floor: 2, building: 'B', pinned: true });
    const tag = (roomId: string, deviceType: string, deviceCode: string) => ok<{ deviceId: string }>(admin, 'POST', '/api/admin/devices', { roomId, deviceType, deviceCode });
    const qr = await tag(first.id, 'qr_tag', 'QR-101');
    const nfc = await tag(second.id, 'tag', 'NFC-102');
    await tag(first.id, 'pad9', 'PAD-101');
    await ok(admin, 'POST', `/api/site/shifts/${siteId}`, { companyId, shifts: [shift, { ...shift, shiftNumber: 2, shiftName: 'afternoon', start: '14:00', end: '22:00', active: false }] });
    cleaning = { companyId, siteId, roomIds: [second.id, first.id], tagIds: [qr.deviceId, nfc.deviceId] };
  });
  afterAll(() => api?.close());

  it('reads a site with its company, franchise and counts', async () => {
    const details = await ok<Record<string, unknown>>(admin, 'GET', `/api/site/details/${cleaning.siteId}`);
    expect(details).toMatchObject({
      siteId: cleaning.siteId,
      companyId: cleaning.companyId,
      name: 'Beer Sheva Mall',
      sector: 'retail',
      companyName: 'Bright Clean',
      companyType: 'cleaning_co',
      franchiseName: 'South',
      roomCount: 2,
      deviceCount: 3,
      shiftCount: 2,
      activeShiftCount: 1,
    });
    // Everything GET /api/site/{id} says is there too.
    expect(details).toMatchObject(await ok<Record<string, unknown>>(admin, 'GET', `/api/site/${cleaning.siteId}`));
    expect(await ok(scoped, 'GET', '/api/site/details/s-1')).toMatchObject({ companyName: 'Company c-1', companyType: 'management_co', franchiseId: null, franchiseName: null, roomCount: 1, deviceCount: 0 });
  });

  it("lists a site's rooms, pinned first, and its tags with their rooms", async () => {
    const rooms = await ok<{ id: string }[]>(admin, 'GET', `/api/site/siteRooms/${cleaning.siteId}`);
    expect(rooms.map((room) => room.id)).toEqual(cleaning.roomIds);
    expect(rooms[1]).toEqual({ id: cleaning.roomIds[1], displayName: 'Toilets 101', building: 'A', floor: 1, gender: 'women', roomType: 'women', refId: '101' });

    const tags = await ok<Record<string, unknown>[]>(admin, 'GET', `/api/site/QRDevices/${cleaning.siteId}`);
    expect(tags).toEqual([
      { id: cleaning.tagIds[0], deviceType: 'qr_tag', deviceCode: 'QR-101', qrTag: null, installSpot: null, room: { id: cleaning.roomIds[1], displayName: 'Toilets 101', building: 'A', floor: 1 } },
      { id: cleaning.tagIds[1], deviceType: 'tag', deviceCode: 'NFC-102', qrTag: null, installSpot: null, room: { id: cleaning.roomIds[0], displayName: 'Toilets 102', building: 'B', floor: 2 } },
    ]);
    expect(await ok(admin, 'GET', '/api/site/QRDevices/s-1')).toEqual([]);
  });

  it('names the providers of a site and the provider companies the caller may see', async () => {
    expect(await ok(admin, 'GET', `/api/serviceProvider/site/${cleaning.siteId}`)).toEqual({
      siteId: cleaning.siteId,
      cleaning: { id: cleaning.companyId, name: 'Bright Clean', type: 'cleaning_co' },
      management: null,
      cleaningServiceProviderId: 5,
      managementServiceProviderId: 4,
    });
    expect(await ok(scoped, 'GET', '/api/serviceProvider/site/s-1')).toMatchObject({ cleaning: null, management: { id: 'c-1', name: 'Company c-1', type: 'management_co' } });

    expect(await ok(admin, 'GET', '/api/site/serviceProviders')).toEqual([
      { id: cleaning.companyId, name: 'Bright Clean', type: 'cleaning_co' },
      { id: 'c-1', name: 'Company c-1', type: 'management_co' },
    ]);
    expect(await ok(scoped, 'GET', '/api/site/serviceProviders')).toEqual([{ id: 'c-1', name: 'Company c-1', type: 'management_co' }]);
  });

  it('offers the sector keys', async () => {
    expect(await ok(scoped, 'GET', '/api/site/sectors')).toEqual([...SITE_SECTORS]);
  });

  it("answers 404 for a site outside the caller's grant, deleted or unknown, on every read", async () => {
    const { siteId } = await ok<{ siteId: string }>(admin, 'POST', '/api/site', {
      companyId: 'c-1', name: 'Short-lived', country: 'Israel', state: 'Center', city: 'Holon', sector: 'offices', timezone: 'Asia/Jerusalem',
      location: { address: 'Sokolov 1', latitude: 32.01, longitude: 34.77, radius: 50 },
    });
    await ok(admin, 'DELETE', '/api/site', { siteId });
    for (const path of ['site/details', 'site/siteRooms', 'site/QRDevices', 'serviceProvider/site']) {
      for (const [cookie, id] of [[scoped, cleaning.siteId], [admin, siteId], [admin, 'no-such-site']] as const) {
        const response = await send(cookie, 'GET', `/api/${path}/${id}`);
        expect(response.statusCode, `${path}/${id}`).toBe(404);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      expect((await send(null, 'GET', `/api/${path}/s-1`)).statusCode).toBe(401);
    }
  });

  it("answers a country's public holidays in the asked language, from the offline calendar", async () => {
    const israel = await ok<{ country: string; year: number; holidays: { name: string; start: string; end: string }[] }>(scoped, 'GET', '/api/site/publicHolidays?country=IL&year=2026&language=he');
    expect(israel.country).toBe('IL');
    expect(israel.year).toBe(2026);
    expect(israel.holidays).toContainEqual({ name: 'יום כיפור', start: '2026-09-21', end: '2026-09-21' });
    expect(israel.holidays.every((holiday) => holiday.name.length < 25)).toBe(true);
    const english = await ok<typeof israel>(scoped, 'GET', '/api/site/publicHolidays?country=il&year=2026');
    expect(english.country).toBe('IL');
    expect(english.holidays).toContainEqual({ name: 'Day of Atonement', start: '2026-09-21', end: '2026-09-21' });
    for (const country of ['US', 'PL', 'MX', 'CY', 'BR']) {
      const answer = await ok<typeof israel>(scoped, 'GET', `/api/site/publicHolidays?country=${country}&year=2027&language=ru`);
      expect(answer.holidays.length, country).toBeGreaterThan(5);
    }
  });

  it('names the query field it cannot answer', async () => {
    const invalid = async (query: string) => {
      const response = await send(scoped, 'GET', `/api/site/publicHolidays?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      // A field failing two rules (pattern and length) is named once per rule.
      return [...new Set((response.json() as { 'invalid-params': { name: string }[] })['invalid-params'].map((param) => param.name))];
    };
    expect(await invalid('country=XX&year=2026')).toEqual(['querystring/country']);
    expect(await invalid('country=Israel&year=2026')).toEqual(['querystring/country']);
    expect(await invalid('country=IL&year=1969')).toEqual(['querystring/year']);
    expect(await invalid('country=IL&year=2101')).toEqual(['querystring/year']);
    expect(await invalid('country=IL&year=2026&language=xx')).toEqual(['querystring/language']);
    expect((await send(null, 'GET', '/api/site/publicHolidays?country=IL&year=2026')).statusCode).toBe(401);
  });

  it('lists the countries the calendar knows, named in the asked language', async () => {
    const countries = await ok<{ code: string; name: string }[]>(scoped, 'GET', '/api/site/countries?language=he');
    expect(countries.find((country) => country.code === 'IL')).toEqual({ code: 'IL', name: 'ישראל' });
    for (const code of ['IL', 'US', 'PL', 'MX', 'CY', 'BR']) expect(countries.some((country) => country.code === code)).toBe(true);
  });
});
