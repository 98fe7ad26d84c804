import { workingAreaStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

interface Area {
  workingAreaId: string;
  siteId: string;
  name: string;
  roomIds: string[];
  cleanerIds: string[];
  rooms: { roomId: string; displayName: string; building: string | null; floor: number | null }[];
  cleaners: { userId: string; username: string; active: boolean }[];
}

interface Cleaner {
  userId: string;
  username: string;
  active: boolean;
  workingAreaIds: string[];
  workingAreaNames: string[];
  isWorkingInSite: boolean;
}

describe.each(BACKENDS)('working-area and cleaner routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let realtime: string;
  let usersOnly: string;
  let viewer: string;
  let outsider: string;
  let secondRoom: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: ['dashboard', 'user'] });
    const c1 = { level: 'company' as const, scopes: { companyIds: ['c-1'] } };
    // A manager of c-1 with the working_area permission, a real-time user, a users-screen user and a viewer without any of them.
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', ...c1, roles: ['dashboard', 'working_area'] });
    await api.seedUser({ userId: 'u-realtime', email: 'realtime@demo.test', password: 'realtime-pass', type: 'supervisor', ...c1, roles: ['real-time'] });
    await api.seedUser({ userId: 'u-users', email: 'people@demo.test', password: 'people-pass', type: 'manager', ...c1, roles: ['users'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', ...c1, roles: ['dashboard'] });
    // An admin of c-2 with every permission this feature knows.
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'admin', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['working_area', 'real-time', 'users'] });
    // Cleaners of s-1 (one granted the site, one its company), one of s-2 only, and a supervisor of s-1.
    await api.seedUser({ userId: 'u-clean-a', email: 'clean.a@demo.test', password: 'cleaner-pass', type: 'cleaner', level: 'site', scopes: { siteIds: ['s-1'] }, roles: ['real-time'] });
    await api.seedUser({ userId: 'u-clean-b', email: 'clean.b@demo.test', password: 'cleaner-pass', type: 'cleaner', ...c1, roles: ['real-time'] });
    await api.seedUser({ userId: 'u-clean-c', email: 'clean.c@demo.test', password: 'cleaner-pass', type: 'cleaner', level: 'site', scopes: { siteIds: ['s-2'] }, roles: ['real-time'] });
    await api.seedUser({ userId: 'u-super', email: 'super@demo.test', password: 'super-pass', type: 'supervisor', level: 'site', scopes: { siteIds: ['s-1'] }, roles: ['real-time'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    realtime = await api.login('realtime@demo.test', 'realtime-pass');
    usersOnly = await api.login('people@demo.test', 'people-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
    const room = await spec()
      .when(request('POST', '/api/admin/rooms', { cookie: admin, body: { siteId: 's-1', displayName: 'Lobby toilets', room_name_en: 'Lobby toilets', roomType: 'women', ref_id: '002', building: 'A', floor: 1 } }))
      .then<{ id: string }>(201);
    secondRoom = room.id;
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const list = async (cookie = admin) => (await api.app.inject(request('GET', '/api/admin/working-areas?siteId=s-1', { cookie }))).json() as Area[];
  const create = (body: Record<string, unknown>, cookie = manager) =>
    spec().when(request('POST', '/api/admin/working-areas', { cookie, body: { siteId: 's-1', ...body } })).then<Area>(201);

  it('creates a working area with a trimmed name, its rooms and cleaners, and records the acting user', async () => {
    const area = await create({ name: '  East wing ', roomIds: [secondRoom, 'r-1'], cleanerIds: ['u-clean-a'] });
    expect(area).toMatchObject({ siteId: 's-1', name: 'East wing', cleanerIds: ['u-clean-a'] });
    expect(area.roomIds.sort()).toEqual(['r-1', secondRoom].sort());
    expect(area.rooms).toEqual([
      { roomId: secondRoom, displayName: 'Lobby toilets', building: 'A', floor: 1 },
      { roomId: 'r-1', displayName: 'Toilets 3rd floor', building: 'A', floor: 3 },
    ]);
    expect(area.cleaners).toEqual([{ userId: 'u-clean-a', firstName: 'Test', lastName: 'User', username: 'clean.a', active: true }]);
    const [created] = await api.store.readStream(workingAreaStreamId(area.workingAreaId));
    expect(created).toMatchObject({ type: 'WorkingAreaCreated', metadata: { actor: { kind: 'user', id: 'u-manager' } } });
  });

  it('lists the site’s areas by name to those who may read them, real-time users included', async () => {
    await create({ name: 'atrium' });
    const names = (await list(realtime)).map((area) => area.name);
    expect(names).toEqual(['atrium', 'East wing']);
    await spec().when(request('GET', '/api/admin/working-areas', { cookie: manager })).thenProblem(400, { field: 'querystring/siteId' });
  });

  it.each([
    ['a name of 50 characters', { name: 'x'.repeat(50) }, 'body/name', /under 50 characters/],
    ['a blank name', { name: '   ' }, 'body/name', /required/],
    ['a name another area has, in other case', { name: 'EAST WING' }, 'body/name', /already used/],
    ['a room of another site', { name: 'West', roomIds: ['r-1', 'r-2'] }, 'body/roomIds/1', /not a room of this site/],
    ['an unknown room', { name: 'West', roomIds: ['nope'] }, 'body/roomIds/0', /not a room/],
    ['a cleaner of another site', { name: 'West', cleanerIds: ['u-clean-a', 'u-clean-c'] }, 'body/cleanerIds/1', /not a cleaner of this site/],
    ['a supervisor as a cleaner', { name: 'West', cleanerIds: ['u-super'] }, 'body/cleanerIds/0', /not a cleaner/],
    ['a room twice', { name: 'West', roomIds: ['r-1', 'r-1'] }, 'body/roomIds', undefined],
  ])('refuses %s (400 naming the field)', async (_name, body, field, detail) => {
    const before = (await list()).length;
    await spec()
      .when(request('POST', '/api/admin/working-areas', { cookie: manager, body: { siteId: 's-1', ...body } }))
      .thenProblem(400, { field, ...(detail ? { detail } : {}) });
    expect(await list()).toHaveLength(before);
  });

  it('changes the name and lists, keeps names unique, and records nothing for an unchanged save', async () => {
    const area = await create({ name: 'North', roomIds: ['r-1'] });
    await spec()
      .when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { name: 'north ', roomIds: [secondRoom], cleanerIds: ['u-clean-a', 'u-clean-b'] } }))
      .then<Area>(200, (body) => expect(body).toMatchObject({ name: 'north', roomIds: [secondRoom], cleanerIds: ['u-clean-a', 'u-clean-b'] }));
    await spec()
      .when(request('GET', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: realtime }))
      .then<Area>(200, (body) => expect(body.name).toBe('north'));
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { name: 'Atrium' } })).thenProblem(400, { field: 'body/name' });
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { cleanerIds: ['u-clean-c'] } })).thenProblem(400, { field: 'body/cleanerIds/0' });
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { roomIds: ['r-2'] } })).thenProblem(400, { field: 'body/roomIds/0' });
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { name: 'north', roomIds: [secondRoom] } })).then(200);
    const events = await api.store.readStream(workingAreaStreamId(area.workingAreaId));
    expect(events.map((event) => event.type)).toEqual(['WorkingAreaCreated', 'WorkingAreaUpdated']);
    expect(events[1]!.data).toEqual({ workingAreaId: area.workingAreaId, siteId: 's-1', name: 'north', roomIds: [secondRoom], cleanerIds: ['u-clean-a', 'u-clean-b'] });
  });

  it('drops a removed room from the areas that held it, and a save of what was read is accepted', async () => {
    const room = await spec()
      .when(request('POST', '/api/admin/rooms', { cookie: admin, body: { siteId: 's-1', displayName: 'Temporary', room_name_en: 'Temporary', roomType: 'kitchen', ref_id: '003' } }))
      .then<{ id: string }>(201);
    const area = await create({ name: 'Temporary wing', roomIds: ['r-1', room.id] });
    expect(area.roomIds).toContain(room.id);
    await spec().when(request('DELETE', `/api/admin/rooms/${room.id}`, { cookie: admin })).then(204);
    const read = await spec().when(request('GET', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager })).then<Area>(200);
    expect(read.roomIds).toEqual(['r-1']);
    expect(read.rooms.map((r) => r.roomId)).toEqual(['r-1']);
    expect((await list()).find((one) => one.workingAreaId === area.workingAreaId)?.roomIds).toEqual(['r-1']);
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { roomIds: read.roomIds, cleanerIds: read.cleanerIds } })).then(200);
  });

  it('deletes an area, which then answers 404 but keeps its history, and frees its name', async () => {
    const area = await create({ name: 'Gone soon', cleanerIds: ['u-clean-b'] });
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { roomIds: ['r-1'] } })).then(200);
    await spec().when(request('DELETE', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager })).then(204);
    expect((await list()).map((one) => one.workingAreaId)).not.toContain(area.workingAreaId);
    await spec().when(request('GET', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager })).thenProblem(404);
    await spec().when(request('PUT', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager, body: { name: 'Back' } })).thenProblem(404);
    await spec().when(request('DELETE', `/api/admin/working-areas/${area.workingAreaId}`, { cookie: manager })).thenProblem(404);
    const history = await spec()
      .when(request('GET', `/api/admin/working-areas/${area.workingAreaId}/history`, { cookie: manager }))
      .then<{ entries: { version: number; type: string; actor: { id: string; username: string | null } | null; data: Record<string, unknown> }[] }>(200);
    expect(history.entries.map((entry) => [entry.version, entry.type])).toEqual([
      [1, 'WorkingAreaCreated'],
      [2, 'WorkingAreaUpdated'],
      [3, 'WorkingAreaDeleted'],
    ]);
    expect(history.entries[1]).toMatchObject({ actor: { id: 'u-manager', username: 'manager' }, data: { roomIds: ['r-1'] } });
    await create({ name: 'Gone soon' });
  });

  it('answers 403 to callers without the permission, after the scope check', async () => {
    const [area] = await list();
    const id = area!.workingAreaId;
    await spec().when(request('GET', '/api/admin/working-areas?siteId=s-1', { cookie: viewer })).thenProblem(403);
    await spec().when(request('GET', `/api/admin/working-areas/${id}`, { cookie: viewer })).thenProblem(403);
    await spec().when(request('GET', `/api/admin/working-areas/${id}/history`, { cookie: viewer })).thenProblem(403);
    // Real-time users read, but do not change.
    await spec().when(request('POST', '/api/admin/working-areas', { cookie: realtime, body: { siteId: 's-1', name: 'Mine' } })).thenProblem(403);
    await spec().when(request('PUT', `/api/admin/working-areas/${id}`, { cookie: realtime, body: { name: 'Mine' } })).thenProblem(403);
    await spec().when(request('DELETE', `/api/admin/working-areas/${id}`, { cookie: realtime })).thenProblem(403);
    await spec().when(request('GET', `/api/admin/working-areas/${id}/history`, { cookie: realtime })).then(200);
    await spec().when(request('GET', '/api/admin/cleaners?siteId=s-1', { cookie: viewer })).thenProblem(403);
    expect((await list()).find((one) => one.workingAreaId === id)?.name).toBe(area!.name);
  });

  it('answers 404 for a site or area outside the caller’s grant, or unknown', async () => {
    const [area] = await list();
    const id = area!.workingAreaId;
    await spec().when(request('GET', '/api/admin/working-areas?siteId=s-1', { cookie: outsider })).thenProblem(404);
    await spec().when(request('POST', '/api/admin/working-areas', { cookie: outsider, body: { siteId: 's-1', name: 'Taken' } })).thenProblem(404);
    await spec().when(request('GET', `/api/admin/working-areas/${id}`, { cookie: outsider })).thenProblem(404);
    await spec().when(request('PUT', `/api/admin/working-areas/${id}`, { cookie: outsider, body: { name: 'Taken' } })).thenProblem(404);
    await spec().when(request('DELETE', `/api/admin/working-areas/${id}`, { cookie: outsider })).thenProblem(404);
    await spec().when(request('GET', `/api/admin/working-areas/${id}/history`, { cookie: outsider })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/cleaners?siteId=s-1', { cookie: outsider })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/working-areas?siteId=nope', { cookie: admin })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/working-areas/nope', { cookie: admin })).thenProblem(404);
    // The outsider's own site answers as usual.
    await spec().when(request('GET', '/api/admin/working-areas?siteId=s-2', { cookie: outsider })).then(200, (body) => expect(body).toEqual([]));
  });

  it("lists the site's cleaners with their working areas; deactivated ones stay, not working", async () => {
    await spec().when(request('DELETE', '/api/admin/users/u-clean-b', { cookie: admin })).then(204);
    const cleaners = await spec().when(request('GET', '/api/admin/cleaners?siteId=s-1', { cookie: usersOnly })).then<Cleaner[]>(200);
    expect(cleaners.map((cleaner) => cleaner.userId)).toEqual(['u-clean-a', 'u-clean-b']);
    const [a, b] = cleaners;
    expect(a).toMatchObject({ username: 'clean.a', email: 'clean.a@demo.test', phone: null, active: true, isWorkingInSite: true });
    expect([...a!.workingAreaNames].sort()).toEqual(['East wing', 'north']);
    expect(b).toMatchObject({ active: false, workingAreaNames: ['north'], isWorkingInSite: false });
    await spec().when(request('GET', '/api/admin/cleaners?siteId=s-1', { cookie: realtime })).then(200);
    await spec().when(request('GET', '/api/admin/cleaners?siteId=s-2', { cookie: outsider })).then<Cleaner[]>(200, (body) => expect(body.map((cleaner) => cleaner.userId)).toEqual(['u-clean-c']));
  });
});
