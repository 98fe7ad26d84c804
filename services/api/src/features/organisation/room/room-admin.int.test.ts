import { randomUUID } from 'node:crypto';
import { roomStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ingestBatch } from '../../ingest/ingest.service.ts';

interface Room {
  id: string;
  displayName: string;
  ref_id: string;
  floor: number | null;
  building: string | null;
  pinned: boolean;
}

const newRoom = (refId: string, extra: Record<string, unknown> = {}) => ({
  siteId: 's-1',
  displayName: `שירותים ${refId}`,
  room_name_en: `Toilets ${refId}`,
  roomType: 'women',
  ref_id: refId,
  ...extra,
});

describe.each(BACKENDS)('admin room routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let viewer: string;
  let outsider: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    // A manager of c-1 with the room permission, one without it, and a manager of c-2.
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard', 'room'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard'] });
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'admin', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['room'] });
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'outsider@demo.test')).toBeTruthy(), { timeout: 5_000 });
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const list = async (siteId = 's-1') => (await api.app.inject(request('GET', `/api/admin/rooms?siteId=${siteId}`, { cookie: admin }))).json() as Room[];
  const create = (body: Record<string, unknown>, cookie = manager) => spec().when(request('POST', '/api/admin/rooms', { cookie, body })).then<Room>(201);

  it("lists a site's rooms with the spec's fields", async () => {
    await spec()
      .when(request('GET', '/api/admin/rooms?siteId=s-1', { cookie: manager }))
      .then<Room[]>(200, (rooms) =>
        expect(rooms).toEqual([
          {
            id: 'r-1', siteId: 's-1', displayName: 'Toilets 3rd floor', room_name_en: 'Toilets third floor', roomType: 'men', floor: 3, building: 'A', zone: null,
            gender: 'men', is_calculated: true, pinned: false, ref_id: '301', cells_num: 0, sinks_num: 0, urinals_num: 0, toilet_paper_size: null, visitorThreshold: null,
          },
        ]),
      );
    await spec().when(request('GET', '/api/admin/rooms', { cookie: manager })).thenProblem(400, { field: 'querystring/siteId' });
  });

  it('creates a room, defaults what was left out, and records the acting user', async () => {
    const room = await create(newRoom('101', { floor: 1, building: 'B', cells_num: 4, toilet_paper_size: 'jumbo' }));
    expect(room).toMatchObject({ displayName: 'שירותים 101', room_name_en: 'Toilets 101', roomType: 'women', floor: 1, building: 'B', gender: null, is_calculated: true, pinned: false, ref_id: '101', cells_num: 4, toilet_paper_size: 'jumbo' });
    expect((await list()).map((r) => r.id)).toContain(room.id);
    const [created] = await api.store.readStream(roomStreamId(room.id));
    expect(created).toMatchObject({ type: 'RoomCreated', metadata: { actor: { kind: 'user', id: 'u-manager' } } });
  });

  it.each([
    ['a ref_id of two digits', { ref_id: '12' }, 'body/ref_id', /ref_id must be 3 digits/],
    ['a ref_id already in use in the site', { ref_id: '301' }, 'body/ref_id', /already used/],
    ['an English title in another script', { room_name_en: 'שירותים' }, 'body/room_name_en', /must have an English title/],
    ['a floor past 25', { floor: 26 }, 'body/floor', /floor must be a whole number from 1 to 25/],
    ['a blank name', { displayName: '  ' }, 'body/displayName', /required/],
    ['a name of invisible marks only', { displayName: '\u200f\u2067\u2069' }, 'body/displayName', /required/],
    ['an unknown room type', { roomType: 'garage' }, 'body/roomType', undefined],
    ['a negative count', { sinks_num: -1 }, 'body/sinks_num', /sinks_num/],
  ])('refuses %s (400 naming the field)', async (_name, change, field, detail) => {
    const before = (await list()).length;
    await spec().when(request('POST', '/api/admin/rooms', { cookie: manager, body: newRoom('555', change) })).thenProblem(400, { field, ...(detail ? { detail } : {}) });
    expect(await list()).toHaveLength(before);
  });

  it('changes some fields, clears a nullable one, and keeps ref ids unique', async () => {
    const room = await create(newRoom('102', { floor: 2, building: 'B' }));
    await spec()
      .when(request('PUT', `/api/admin/rooms/${room.id}`, { cookie: manager, body: { pinned: true, floor: null, displayName: '\u200bRenamed\u200f ', ref_id: '103' } }))
      .then<Room>(200, (body) => expect(body).toMatchObject({ id: room.id, pinned: true, floor: null, building: 'B', displayName: 'Renamed', ref_id: '103' }));
    await spec().when(request('GET', `/api/admin/rooms/${room.id}`, { cookie: manager })).then<Room>(200, (body) => expect(body.ref_id).toBe('103'));
    await spec().when(request('PUT', `/api/admin/rooms/${room.id}`, { cookie: manager, body: { ref_id: '301' } })).thenProblem(400, { field: 'body/ref_id' });
    await spec().when(request('PUT', `/api/admin/rooms/${room.id}`, { cookie: manager, body: { ref_id: '1a3' } })).thenProblem(400, { field: 'body/ref_id', detail: /must be 3 digits/ });
    const events = await api.store.readStream(roomStreamId(room.id));
    expect(events.map((event) => event.type)).toEqual(['RoomCreated', 'RoomUpdated']);
    expect(events[1]!.metadata.actor).toEqual({ kind: 'user', id: 'u-manager' });
  });

  it('removes a room from every list and keeps its history', async () => {
    const room = await create(newRoom('104'));
    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: manager })).then(204);
    expect((await list()).map((r) => r.id)).not.toContain(room.id);
    const staticRooms = (await api.app.inject(request('GET', '/api/room/staticRooms?siteId=s-1', { cookie: admin }))).json() as { id: string }[];
    expect(staticRooms.map((r) => r.id)).not.toContain(room.id);
    await spec().when(request('GET', `/api/admin/rooms/${room.id}`, { cookie: manager })).thenProblem(404);
    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: manager })).thenProblem(404);
    const events = await api.store.readStream(roomStreamId(room.id));
    expect(events.map((event) => event.type)).toEqual(['RoomCreated', 'RoomRemoved']);
    expect(events[1]!.metadata.actor).toEqual({ kind: 'user', id: 'u-manager' });
    // Its reference number is free again.
    await create(newRoom('104'));
  });

  it("keeps a removed room's past figures in the site's statistics, its planned rounds in time saved included", async () => {
    // Time saved on: a room saves 4 rounds of 10 minutes in an 8-hour shift without a cleaner.
    const allWeek = [1, 2, 3, 4, 5, 6, 7];
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: [{ shiftNumber: 1, shiftName: 'day', start: '06:00', end: '14:00', days: allWeek, minSla: 30, maxSla: 60, roomIds: [], active: true }] } });
    await api.siteCommand({ type: 'SetSiteTimeSaving', data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 120, cleaningMinutesPerRoom: 10, employerCostPerHour: 50, currency: 'ILS' } });
    const room = await create(newRoom('107'));
    const counted = await ingestBatch(api.store, { deviceId: 'dev-removed-room', roomId: room.id, siteId: 's-1' }, [
      { id: randomUUID(), type: 'VisitorsCounted', occurredAt: '2026-03-26T10:00:00Z', count: 7, counter: 'women' },
      { id: randomUUID(), type: 'StaffArrived', occurredAt: '2026-03-26T08:00:00Z', staffId: null, role: 'cleaner', method: 'nfc' },
    ]);
    expect(counted.ok).toBe(true);
    await api.caughtUp();
    const query = 'siteId=s-1&timeType=custom_time&timeFrom=2026-03-26&timeTo=2026-03-26';
    type Figures = { series: { visits: { count: number }[]; time_saved: { count: number }[] } };
    const figures = async () => (await api.app.inject({ method: 'GET', url: `/api/stats/performance/overview?${query}`, headers: { cookie: admin } })).json<Figures>();
    const before = await figures();
    expect(before.series.visits.map((point) => point.count)).toEqual([7]);

    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: manager })).then(204);
    await api.caughtUp();
    // Removed today: the day in March is as it was, its rounds and its cleaner's one included.
    const after = await figures();
    expect(after.series.visits.map((point) => point.count)).toEqual([7]);
    expect(after.series.time_saved).toEqual(before.series.time_saved);
    // That day only this room counts: made today, it is dated from its first recorded day (its
    // history came from before), while the site's other rooms, made today with none, are not.
    // 4 rounds planned, 1 made by the cleaner: 3 x 10 minutes.
    expect(after.series.time_saved.map((point) => point.count)).toEqual([30]);
    // From its removal on it plans no rounds: today (recorded in another room, so a day the
    // site was open), the site's other rooms alone, none of them cleaned yet.
    expect((await ingestBatch(api.store, { deviceId: 'dev-open-today', roomId: 'r-1', siteId: 's-1' }, [{ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1, counter: 'men' }])).ok).toBe(true);
    await api.caughtUp();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const now = (await api.app.inject({ method: 'GET', url: `/api/stats/performance/overview?siteId=s-1&timeType=custom_time&timeFrom=${today}&timeTo=${today}`, headers: { cookie: admin } })).json<Figures>();
    expect(now.series.time_saved.map((point) => point.count)).toEqual([(await list()).length * 4 * 10]);
  });

  it('refuses to remove a room that still has a device (409)', async () => {
    const room = await create(newRoom('105'));
    await spec().when(request('POST', '/api/admin/devices', { cookie: admin, body: { roomId: room.id, deviceType: 'pad9' } })).then(201);
    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: manager })).thenProblem(409, { detail: /device/ });
    expect((await list()).map((r) => r.id)).toContain(room.id);
  });

  it('previews a building map without appending anything', async () => {
    const before = await api.store.countAfter({ transactionId: 0, position: 0 });
    const map = { siteId: 's-1', dryRun: true, firstRefId: '700', buildings: [{ name: 'North', floors: 2 }], roomsPerFloor: [{ roomType: 'men' }, { roomType: 'women', cells_num: 3 }] };
    await spec()
      .when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: map }))
      .then<{ dryRun: boolean; count: number; rooms: Record<string, unknown>[] }>(200, (body) => {
        expect(body).toMatchObject({ dryRun: true, count: 4 });
        expect(body.rooms.map((room) => [room.id, room.displayName, room.room_name_en, room.floor, room.ref_id, room.gender])).toEqual([
          [null, 'North - Floor 1 - Men', 'North Floor 1 Men', 1, '700', 'men'],
          [null, 'North - Floor 1 - Women', 'North Floor 1 Women', 1, '701', 'women'],
          [null, 'North - Floor 2 - Men', 'North Floor 2 Men', 2, '702', 'men'],
          [null, 'North - Floor 2 - Women', 'North Floor 2 Women', 2, '703', 'women'],
        ]);
      });
    expect(await api.store.countAfter({ transactionId: 0, position: 0 })).toBe(before);
    // In the admin's language: "קומה 1", and the type's name as the dashboard says it.
    await spec()
      .when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: { ...map, language: 'he' } }))
      .then<{ rooms: Record<string, unknown>[] }>(200, (body) => {
        expect(body.rooms.map((room) => [room.displayName, room.room_name_en])).toEqual([
          ['North - קומה 1 - שירותי גברים', 'North Floor 1 Men'],
          ['North - קומה 1 - שירותי נשים', 'North Floor 1 Women'],
          ['North - קומה 2 - שירותי גברים', 'North Floor 2 Men'],
          ['North - קומה 2 - שירותי נשים', 'North Floor 2 Women'],
        ]);
      });
    await spec().when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: { ...map, language: 'xx' } })).thenProblem(400, { field: 'body/language' });
  });

  it('creates every room of a map, with ref ids unique in the site', async () => {
    const map = { siteId: 's-1', firstRefId: '300', buildings: [{ name: 'בניין ד', nameEn: 'Building D', floors: 3, firstFloor: 4 }], roomsPerFloor: [{ roomType: 'shared' }, { roomType: 'lobby' }] };
    const body = await spec().when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: map })).then<{ count: number; rooms: { id: string; ref_id: string }[] }>(201);
    expect(body.count).toBe(6);
    // 301 is r-1's: skipped.
    expect(body.rooms.map((room) => room.ref_id)).toEqual(['300', '302', '303', '304', '305', '306']);
    const rooms = await list();
    for (const room of body.rooms) expect(rooms.find((r) => r.id === room.id)).toMatchObject({ building: 'בניין ד', ref_id: room.ref_id });
    const refs = rooms.map((room) => room.ref_id);
    expect(new Set(refs).size).toBe(refs.length);
    const [created] = await api.store.readStream(roomStreamId(body.rooms[0]!.id));
    expect(created!.metadata.actor).toEqual({ kind: 'user', id: 'u-manager' });
  });

  it('creates nothing from a map with one bad building (400 naming it)', async () => {
    const before = await api.store.countAfter({ transactionId: 0, position: 0 });
    const map = { siteId: 's-1', buildings: [{ name: 'East', floors: 2 }, { name: 'מערב', floors: 1 }], roomsPerFloor: [{ roomType: 'men' }] };
    await spec().when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: map })).thenProblem(400, { field: 'body/buildings/1/nameEn', detail: /English title/ });
    await spec()
      .when(request('POST', '/api/admin/rooms/generate', { cookie: manager, body: { ...map, buildings: [{ name: 'East', floors: 30 }] } }))
      .thenProblem(400, { field: 'body/buildings/0/floors' });
    expect(await api.store.countAfter({ transactionId: 0, position: 0 })).toBe(before);
  });

  it('answers 403 to a user without the room permission, on every route', async () => {
    const routes = [
      request('GET', '/api/admin/rooms?siteId=s-1', { cookie: viewer }),
      request('POST', '/api/admin/rooms', { cookie: viewer, body: newRoom('900') }),
      request('POST', '/api/admin/rooms/generate', { cookie: viewer, body: { siteId: 's-1', dryRun: true, buildings: [{ name: 'X', floors: 1 }], roomsPerFloor: [{ roomType: 'men' }] } }),
      request('GET', '/api/admin/rooms/r-1', { cookie: viewer }),
      request('PUT', '/api/admin/rooms/r-1', { cookie: viewer, body: { pinned: true } }),
      request('DELETE', '/api/admin/rooms/r-1', { cookie: viewer }),
    ];
    for (const route of routes) await spec().when(route).thenProblem(403);
  });

  it("answers 404 for another company's site and rooms, and changes nothing", async () => {
    const routes = [
      request('GET', '/api/admin/rooms?siteId=s-1', { cookie: outsider }),
      request('POST', '/api/admin/rooms', { cookie: outsider, body: newRoom('901') }),
      request('POST', '/api/admin/rooms/generate', { cookie: outsider, body: { siteId: 's-1', buildings: [{ name: 'X', floors: 1 }], roomsPerFloor: [{ roomType: 'men' }] } }),
      request('GET', '/api/admin/rooms/r-1', { cookie: outsider }),
      request('PUT', '/api/admin/rooms/r-1', { cookie: outsider, body: { pinned: true } }),
      request('DELETE', '/api/admin/rooms/r-1', { cookie: outsider }),
      request('GET', '/api/admin/rooms/no-such-room', { cookie: admin }),
    ];
    for (const route of routes) await spec().when(route).thenProblem(404);
    expect((await api.store.readStream(roomStreamId('r-1'))).map((event) => event.type)).toEqual(['RoomCreated']);
    await spec().when(request('GET', '/api/admin/rooms?siteId=s-2', { cookie: outsider })).then<Room[]>(200, (rooms) => expect(rooms.map((room) => room.id)).toEqual(['r-2']));
  });

  it("tells who changed a room, what and when, removed rooms' too", async () => {
    const room = await create(newRoom('106'));
    await spec().when(request('PUT', `/api/admin/rooms/${room.id}`, { cookie: admin, body: { zone: 'West' } })).then(200);
    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: manager })).then(204);
    await spec()
      .when(request('GET', `/api/admin/rooms/${room.id}/history`, { cookie: manager }))
      .then<{ entries: { version: number; type: string; actor: { id: string; username: string | null } | null; data: Record<string, unknown> }[] }>(200, ({ entries }) => {
        expect(entries.map((entry) => [entry.version, entry.type, entry.actor?.id])).toEqual([
          [1, 'RoomCreated', 'u-manager'],
          [2, 'RoomUpdated', 'u-admin'],
          [3, 'RoomRemoved', 'u-manager'],
        ]);
        expect(entries[0]!.actor!.username).toBe('manager');
        expect(entries[1]!.data).toMatchObject({ roomId: room.id, zone: 'West' });
      });
    await spec().when(request('GET', `/api/admin/rooms/${room.id}/history`, { cookie: viewer })).thenProblem(403);
    await spec().when(request('GET', `/api/admin/rooms/${room.id}/history`, { cookie: outsider })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/rooms/no-such-room/history', { cookie: admin })).thenProblem(404);
  });

  it('answers 401 without a session', async () => {
    await spec().when(request('GET', '/api/admin/rooms?siteId=s-1')).thenProblem(401);
  });
});
