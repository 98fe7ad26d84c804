import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { EscalationTimer } from '@facility/projector';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';

const device = { deviceId: 'dev-room-1', roomId: 'r-1', siteId: 's-1' };
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const quiet = { info() {}, warn() {}, error() {} };

interface OpenCallBody extends Record<string, unknown> {
  complaintCount: number;
  escalatedAt: string | null;
  state: string;
}
interface RoomBody extends Record<string, unknown> {
  state: string;
  openCalls: OpenCallBody[];
}

// Two shifts around the clock, every day: every call gets its SLA (15 min late, 60 min escalated).
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const allDay = [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
];

describe.each(BACKENDS)('room status and calls (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: allDay } });
    await api.siteCommand({
      type: 'SetSiteTimeSaving',
      data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 90, cleaningMinutesPerRoom: 10, employerCostPerHour: 60, currency: 'ILS' },
    });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const room = async (cookie = admin, id = 'r-1') => api.app.inject({ method: 'GET', url: `/api/room/${id}`, headers: { cookie } });
  const ingest = async (events: Record<string, unknown>[]) => {
    const result = await ingestBatch(api.store, device, events.map((event) => ({ id: randomUUID(), ...event }) as Parameters<typeof ingestBatch>[2][number]));
    expect(result.ok).toBe(true);
  };
  /** Polls the room until `check` holds: the call takes a reactor hop and a projection hop. */
  const roomWhen = (check: (body: RoomBody) => boolean) =>
    vi.waitFor(
      async () => {
        const body = (await room()).json() as RoomBody;
        if (!check(body)) throw new Error(`room never matched: ${JSON.stringify(body)}`);
        return body;
      },
      { timeout: 10_000, interval: 20 },
    );

  it('shows a complaint as an open call with its label keys, and visitors since the last cleaning', async () => {
    await ingest([
      { type: 'StaffArrived', occurredAt: ago(50), role: 'cleaner', method: 'nfc', staffId: 'cl-1' },
      { type: 'VisitorsCounted', occurredAt: ago(40), count: 12, counter: 'men' },
      { type: 'ComplaintReported', occurredAt: ago(5), problem: 'missing_toilet_paper', category: 'cleaning' },
      { type: 'ComplaintReported', occurredAt: ago(4), problem: 'dirty_floor', category: 'cleaning' },
      { type: 'DispenserLevelReported', occurredAt: ago(3), item: 'soap', cell: 2, level: 'empty' },
    ]);
    const body = await roomWhen((b) => b.openCalls?.length === 1 && b.openCalls[0]!.complaintCount === 2);
    expect(body).toMatchObject({
      id: 'r-1',
      displayName: 'Toilets 3rd floor',
      state: 'call_open',
      visitsSinceClean: 12,
      lastComplaint: { problem: 'dirty_floor', category: 'cleaning' },
      dispenserAlerts: [{ item: 'soap', cell: 2, level: 'empty' }],
      devices: [],
    });
    expect(body.openCalls[0]).toMatchObject({ source: 'complaint', category: 'cleaning', problems: ['missing_toilet_paper', 'dirty_floor'], state: 'open', minSla: 15, maxSla: 60 });
  });

  it('resolves the call on a cleaner arrival, with its response minutes in the overview SLA', async () => {
    await ingest([{ type: 'StaffArrived', occurredAt: ago(1), role: 'cleaner', method: 'nfc', staffId: 'cl-2' }]);
    const body = await roomWhen((b) => b.openCalls?.length === 0);
    expect(body).toMatchObject({ state: 'clean', visitsSinceClean: 0 });
    await api.caughtUp();
    const resolved = await api.db.selectFrom('calls').selectAll().where('room_id', '=', 'r-1').execute();
    expect(resolved).toHaveLength(1);
    expect(resolved[0]!.response_minutes).toBeCloseTo(4, 1);
    expect(resolved[0]!.resolved_by).toBe('cl-2');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const dayOfCall = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(Date.now() - MINUTE));
    const overview = await api.app.inject({
      method: 'GET',
      url: `/api/stats/performance/overview?siteId=s-1&timeType=custom_time&timeFrom=${dayOfCall}&timeTo=${today}`,
      headers: { cookie: admin },
    });
    const points = overview.json().series.response_time_SLA as { time: string; count: number | null }[];
    expect(points.find((point) => point.time === dayOfCall)!.count).toBe(4);
    expect(overview.json().currency).toBe('ILS');
  });

  it('turns a call late past min SLA, and escalates it by the timer past max SLA, once', async () => {
    await ingest([{ type: 'ComplaintReported', occurredAt: ago(20), problem: 'problem_leak', category: 'maintenance' }]);
    const late = await roomWhen((b) => b.openCalls?.length === 1);
    expect(late.state).toBe('late');
    expect(late.openCalls[0]).toMatchObject({ category: 'maintenance', state: 'late' });

    const timer = new EscalationTimer(api.store, api.db, { logger: quiet });
    expect(await timer.tick(new Date())).toBe(0);
    const inAnHour = new Date(Date.now() + 45 * MINUTE);
    expect(await timer.tick(inAnHour)).toBe(1);
    await api.caughtUp();
    expect(await timer.tick(inAnHour)).toBe(0);
    const escalated = await roomWhen((b) => b.openCalls?.[0]?.escalatedAt !== null);
    expect(escalated.state).toBe('escalated');
    expect(escalated.openCalls[0]!.state).toBe('escalated');

    // Maintenance fixes it: the call is resolved, and the escalation stays on record.
    await ingest([{ type: 'IssueFixed', occurredAt: new Date().toISOString(), problem: 'fixed_leak' }]);
    await roomWhen((b) => b.openCalls?.length === 0);
    const calls = await api.db.selectFrom('calls').selectAll().where('category', '=', 'maintenance').execute();
    expect(calls[0]).toMatchObject({ escalation_level: 1 });
    expect(calls[0]!.resolved_at).not.toBeNull();
  });

  it('opens a manual call when a manager calls a cleaner', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/room/r-1/calls', headers: { cookie: admin }, payload: { note: 'VIP visit at noon' } });
    expect(response.statusCode).toBe(202);
    const body = await roomWhen((b) => b.openCalls?.length === 1);
    expect(body.openCalls[0]).toMatchObject({ source: 'manual', category: 'cleaning', problems: ['call_cleaner'] });
    await ingest([{ type: 'StaffArrived', occurredAt: new Date().toISOString(), role: 'cleaner', method: 'app', staffId: null }]);
    await roomWhen((b) => b.openCalls?.length === 0);
  });

  it("lists the room's own devices, on its page and on the board", async () => {
    const registered = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9' } });
    expect(registered.statusCode).toBe(201);
    const { deviceId } = registered.json() as { deviceId: string };
    await api.caughtUp();
    const devices = (await room()).json().devices as { device_id: string }[];
    expect(devices.map((item) => item.device_id)).toEqual([deviceId]);
    expect((await room(admin, 'r-2')).json().devices).toEqual([]);
    const board = await api.app.inject({ method: 'GET', url: '/api/room/realtime?siteId=s-1', headers: { cookie: admin } });
    expect(board.json().rooms).toEqual([expect.objectContaining({ id: 'r-1', devices: expect.objectContaining({ total: 1 }) })]);
  });

  it('answers 401 without a session, 404 out of scope or unknown, 403 for a manual call without the real-time permission', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/room/r-1' })).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    expect((await room(other)).statusCode).toBe(404);
    expect((await room(other, 'r-2')).statusCode).toBe(200);
    expect((await room(admin, 'no-such-room')).statusCode).toBe(404);
    const foreignCall = await api.app.inject({ method: 'POST', url: '/api/room/r-1/calls', headers: { cookie: other }, payload: {} });
    expect(foreignCall.statusCode).toBe(404);
    const viewer = await api.login('viewer@demo.test', 'viewer-pass');
    expect((await room(viewer)).statusCode).toBe(200);
    const forbidden = await api.app.inject({ method: 'POST', url: '/api/room/r-1/calls', headers: { cookie: viewer }, payload: {} });
    expect(forbidden.statusCode).toBe(403);
    const bad = await api.app.inject({ method: 'POST', url: '/api/room/r-1/calls', headers: { cookie: admin }, payload: { category: 'gardening' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()['invalid-params'][0].name).toBe('body/category');
  });
});
