import { randomUUID } from 'node:crypto';
import { roomStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ingestBatch } from '../../ingest/ingest.service.ts';

/**
 * What the site set-up changes for the rest of the product (issue 14): a shift's new SLA
 * holds for calls opened after the change only (each call keeps the SLA it opened with),
 * a holiday stops the shifts it names (calls opened on it carry no SLA), and a deleted room
 * leaves every list while its history stays readable.
 */

const everyDay = [1, 2, 3, 4, 5, 6, 7];
/** Two shifts around the clock, so every call opens inside one. */
const allDay = (minSla: number, maxSla: number) => [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla, maxSla, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla, maxSla, roomIds: [], active: true },
];

interface OpenCall {
  callId: string;
  category: string;
  minSla: number | null;
  maxSla: number | null;
}

describe.each(BACKENDS)('site set-up changes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: ['dashboard', 'real-time', 'room', 'devices', 'shift', 'site'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard'] });
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'viewer@demo.test')).toBeTruthy(), { timeout: 5_000 });
    admin = await api.login('admin@demo.test', 'demo-admin');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
  });
  afterAll(() => api?.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, cookie = admin) =>
    api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** The room's open calls once `check` holds: a call takes a reactor hop and a projection hop. */
  const openCallsWhen = (check: (calls: OpenCall[]) => boolean, roomId = 'r-1') =>
    vi.waitFor(
      async () => {
        const calls = ((await send('GET', `/api/room/${roomId}`)).json() as { openCalls?: OpenCall[] }).openCalls ?? [];
        if (!check(calls)) throw new Error(`open calls never matched: ${JSON.stringify(calls)}`);
        return calls;
      },
      { timeout: 10_000, interval: 20 },
    );

  it("applies a shift's new SLA to calls opened after the change, not to earlier ones", async () => {
    expect((await send('POST', '/api/site/shifts/s-1', { companyId: 'c-1', shifts: allDay(15, 60) })).statusCode).toBe(200);
    expect((await send('POST', '/api/room/r-1/calls', { note: 'before the change' })).statusCode).toBe(202);
    const [before] = await openCallsWhen((calls) => calls.length === 1);
    expect(before).toMatchObject({ category: 'cleaning', minSla: 15, maxSla: 60 });

    expect((await send('POST', '/api/site/shifts/s-1', { companyId: 'c-1', shifts: allDay(5, 10) })).statusCode).toBe(200);
    const complaint = await ingestBatch(api.store, { deviceId: 'dev-sla', roomId: 'r-1', siteId: 's-1' }, [
      { id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'problem_leak', category: 'maintenance' },
    ] as Parameters<typeof ingestBatch>[2]);
    expect(complaint.ok).toBe(true);
    const calls = await openCallsWhen((open) => open.length === 2);
    expect(calls.find((call) => call.callId === before!.callId)).toMatchObject({ category: 'cleaning', minSla: 15, maxSla: 60 });
    expect(calls.find((call) => call.callId !== before!.callId)).toMatchObject({ category: 'maintenance', minSla: 5, maxSla: 10 });
    // The stored calls agree: the change rewrote no earlier call.
    await api.caughtUp();
    const rows = await api.db.selectFrom('calls').select(['call_id', 'min_sla', 'max_sla']).where('room_id', '=', 'r-1').execute();
    expect(rows.map((row) => [row.call_id === before!.callId, row.min_sla, row.max_sla]).sort()).toEqual([
      [false, 5, 10],
      [true, 15, 60],
    ]);
  });

  it('removes a deleted room from every list, and keeps its history readable for admins', async () => {
    const created = await send('POST', '/api/admin/rooms', { siteId: 's-1', displayName: 'Lobby 104', room_name_en: 'Lobby 104', roomType: 'lobby', ref_id: '104', floor: 1, building: 'C' });
    expect(created.statusCode, created.body).toBe(201);
    const roomId = (created.json() as { id: string }).id;

    const lists: [string, () => Promise<string[]>][] = [
      ['filter options', async () => ((await send('GET', '/api/filter/options/c-1')).json() as { rooms: { id: string }[] }).rooms.map((room) => room.id)],
      ['room/staticRooms', async () => ((await send('GET', '/api/room/staticRooms?siteId=s-1')).json() as { id: string }[]).map((room) => room.id)],
      ['admin room list', async () => ((await send('GET', '/api/admin/rooms?siteId=s-1')).json() as { id: string }[]).map((room) => room.id)],
      ['real-time snapshot', async () => ((await send('GET', '/api/room/realtime?siteId=s-1')).json() as { rooms: { id: string }[] }).rooms.map((room) => room.id)],
      ['site/siteRooms', async () => ((await send('GET', '/api/site/siteRooms/s-1')).json() as { id: string }[]).map((room) => room.id)],
    ];
    for (const [name, list] of lists) expect(await list(), name).toEqual(expect.arrayContaining(['r-1', roomId]));
    expect((await send('GET', '/api/site/details/s-1')).json()).toMatchObject({ roomCount: 2 });

    expect((await send('DELETE', `/api/admin/rooms/${roomId}`)).statusCode).toBe(204);
    for (const [name, list] of lists) {
      const ids = await list();
      expect(ids, name).toContain('r-1');
      expect(ids, name).not.toContain(roomId);
    }
    expect((await send('GET', '/api/site/details/s-1')).json()).toMatchObject({ roomCount: 1 });
    expect((await send('GET', `/api/room/${roomId}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/rooms/${roomId}`)).statusCode).toBe(404);

    const history = await send('GET', `/api/admin/rooms/${roomId}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { entries: { type: string; actor: { id: string } | null }[] }).entries.map((entry) => [entry.type, entry.actor?.id])).toEqual([
      ['RoomCreated', 'u-admin'],
      ['RoomRemoved', 'u-admin'],
    ]);
    expect((await api.store.readStream(roomStreamId(roomId))).map((event) => event.type)).toEqual(['RoomCreated', 'RoomRemoved']);
    // History is for admins: a viewer of the company is refused, not told it does not exist.
    expect((await send('GET', `/api/admin/rooms/${roomId}/history`, undefined, viewer)).statusCode).toBe(403);
  });

  it('opens calls without an SLA on a holiday the admin set for every shift, and with one again once it is removed', async () => {
    expect((await send('POST', '/api/site/shifts/s-1', { companyId: 'c-1', shifts: allDay(15, 60) })).statusCode).toBe(200);
    // A room of its own: a complaint joins a room's open call of its category, and r-1 has some.
    const created = await send('POST', '/api/admin/rooms', { siteId: 's-1', displayName: 'Hall 105', room_name_en: 'Hall 105', roomType: 'lobby', ref_id: '105', floor: 1, building: 'C' });
    expect(created.statusCode, created.body).toBe(201);
    const roomId = (created.json() as { id: string }).id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const holiday = { name: 'Founders Day', start: today, end: today, shiftIds: [] };
    const set = await api.app.inject({ method: 'PUT', url: '/api/site/offdays/s-1', headers: { cookie: admin }, payload: { offDays: [], holidays: [holiday] } });
    expect(set.statusCode, set.body).toBe(200);
    const complaint = async (problem: string, category: 'cleaning' | 'maintenance') =>
      expect(
        (
          await ingestBatch(api.store, { deviceId: 'dev-holiday', roomId, siteId: 's-1' }, [
            { id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem, category },
          ] as Parameters<typeof ingestBatch>[2])
        ).ok,
      ).toBe(true);

    await complaint('dirty_floor', 'cleaning');
    const [onHoliday] = await openCallsWhen((calls) => calls.length === 1, roomId);
    expect(onHoliday).toMatchObject({ category: 'cleaning', minSla: null, maxSla: null });

    const cleared = await api.app.inject({ method: 'PUT', url: '/api/site/offdays/s-1', headers: { cookie: admin }, payload: { offDays: [], holidays: [] } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await complaint('problem_leak', 'maintenance');
    const calls = await openCallsWhen((open) => open.length === 2, roomId);
    expect(calls.find((call) => call.category === 'maintenance')).toMatchObject({ minSla: 15, maxSla: 60 });
  });
});
