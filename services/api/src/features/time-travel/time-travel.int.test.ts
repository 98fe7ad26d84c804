import { randomUUID } from 'node:crypto';
import { deviceRegistryStreamId, roomStreamId, type BoardHistory, type RealtimeSnapshot } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';
import { deviceDecider } from '../organisation/device/device.decider.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';

/**
 * Time travel's promise: the board as of a past moment, worked out from the event log, is
 * what the live board showed at that moment. The test plays a morning on a clock it moves,
 * records the live board (and a room) at moments along the way, and then asks for each
 * moment from the log.
 */
const MINUTE = 60_000;
const T0 = Date.parse('2026-11-02T06:00:00Z');
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const allDay = [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
];
const system = { kind: 'system' as const, id: 'test' };

describe.each(BACKENDS)('time travel (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let now = new Date(T0 - 60 * MINUTE);
  const recorded: { at: Date; board: RealtimeSnapshot; room: Record<string, unknown> }[] = [];

  const get = (url: string, cookie = admin) => api.app.inject({ method: 'GET', url, headers: { cookie } });
  const device = (deviceId: string, roomId: string) => ({ deviceId, roomId, siteId: 's-1' });
  const ingest = async (dev: ReturnType<typeof device>, events: Record<string, unknown>[]) => {
    const stamped = events.map((event) => ({ id: randomUUID(), occurredAt: now.toISOString(), ...event }));
    const result = await ingestBatch(api.store, dev, stamped as unknown as Parameters<typeof ingestBatch>[2]);
    expect(result.ok).toBe(true);
  };
  /** Moves the clock to `minutes` after T0, lets the projections catch up, and records what the live board shows. */
  const recordAt = async (minutes: number) => {
    now = new Date(T0 + minutes * MINUTE);
    await api.caughtUp();
    // The reactor's outputs are appended by the projector: a second round applies them.
    await api.caughtUp();
    const board = (await get('/api/room/realtime?siteId=s-1')).json() as RealtimeSnapshot;
    const room = (await get('/api/room/r-1')).json() as Record<string, unknown>;
    recorded.push({ at: now, board, room });
  };

  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => now });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-9' });
    await handleCommand(api.store, roomStreamId('r-2'), roomDecider, {
      type: 'CreateRoom',
      data: { roomId: 'r-2', siteId: 's-1', displayName: 'Toilets lobby', roomNameEn: 'Toilets lobby', roomType: 'women', floor: 1, building: 'A', zone: null, gender: 'women', refId: '001' },
    } as never, { now, actor: system });
    for (const [deviceId, roomId] of [['d-1', 'r-1'], ['d-2', 'r-2']] as const) {
      await handleCommand(api.store, deviceRegistryStreamId(deviceId), deviceDecider, {
        type: 'RegisterDevice',
        data: { deviceId, roomId, siteId: 's-1', deviceType: 'tablet', deviceCode: `TAB-${deviceId}`, tokenHash: `hash-${deviceId}` },
      }, { now, actor: system });
    }
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: allDay } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');

    const d1 = device('d-1', 'r-1');
    const d2 = device('d-2', 'r-2');
    await recordAt(-30); // before anything happened in the rooms
    now = new Date(T0);
    await ingest(d1, [{ type: 'DeviceHeartbeat', battery: 80, version: '2.1', rssi: -60 }, { type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: 'cl-1' }]);
    await ingest(d2, [{ type: 'DeviceHeartbeat', battery: 15 }, { type: 'VisitorsCounted', count: 5, counter: 'women' }]);
    await recordAt(1);
    now = new Date(T0 + 10 * MINUTE);
    await ingest(d1, [{ type: 'VisitorsCounted', count: 7, counter: 'men' }, { type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' }]);
    await recordAt(12);
    now = new Date(T0 + 20 * MINUTE);
    await ingest(d1, [{ type: 'ComplaintReported', problem: 'missing_toilet_paper', category: 'cleaning' }]);
    await ingest(d2, [{ type: 'DispenserLevelReported', item: 'soap', cell: 1, level: 'empty' }]);
    await recordAt(31); // the call is late now
    now = new Date(T0 + 40 * MINUTE);
    await ingest(d1, [{ type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: 'cl-2' }, { type: 'VisitorsCounted', count: 2, counter: 'men' }]);
    await ingest(d2, [{ type: 'ComplaintReported', problem: 'problem_leak', category: 'maintenance' }]);
    await recordAt(41);
    now = new Date(T0 + 200 * MINUTE);
    await ingest(d2, [{ type: 'DeviceHeartbeat', battery: 14 }]);
    await recordAt(201); // the leak open past its max SLA
  }, 60_000);
  afterAll(() => api?.close());

  it('shows at each recorded moment the board the live board showed then', async () => {
    expect(recorded.map((entry) => entry.board.rooms.map((room) => room.state).join(','))).toEqual([
      'offline,offline', // no device had signalled yet
      'clean,in_use',
      'call_open,in_use',
      'late,in_use',
      'clean,call_open',
      'in_use,escalated',
    ]);
    for (const { at, board } of recorded) {
      const response = await get(`/api/room/history?siteId=s-1&at=${at.toISOString()}`);
      expect(response.statusCode).toBe(200);
      const history = response.json() as BoardHistory;
      expect({ at: history.at, activeShift: history.activeShift, rooms: history.rooms }).toEqual({ at: at.toISOString(), activeShift: board.activeShift, rooms: board.rooms });
    }
  });

  it("shows a room's status at a recorded moment as the room route showed it", async () => {
    for (const { at, room } of recorded.slice(0, 5)) {
      const response = await get(`/api/room/r-1/history?at=${at.toISOString()}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(room);
    }
  });

  it('answers between recorded moments from the log too: the call opened at the complaint', async () => {
    const before = (await get(`/api/room/history?siteId=s-1&at=${new Date(T0 + 10 * MINUTE - 1).toISOString()}`)).json() as BoardHistory;
    const after = (await get(`/api/room/history?siteId=s-1&at=${new Date(T0 + 10 * MINUTE).toISOString()}`)).json() as BoardHistory;
    expect(before.rooms[0]!.openCalls).toEqual([]);
    expect(after.rooms[0]!.openCalls).toMatchObject([{ source: 'complaint', problems: ['dirty_floor'], minutesOpen: 0, state: 'open' }]);
  });

  it('keeps a room removed since on the boards of before its removal, and only there', async () => {
    now = new Date(T0 + 210 * MINUTE);
    await handleCommand(api.store, roomStreamId('r-2'), roomDecider, { type: 'RemoveRoom', data: { roomId: 'r-2' } } as never, { now, actor: system });
    await api.caughtUp();
    const live = (await get('/api/room/realtime?siteId=s-1')).json() as RealtimeSnapshot;
    expect(live.rooms.map((room) => room.id)).toEqual(['r-1']);
    for (const { at, board } of recorded) {
      const history = (await get(`/api/room/history?siteId=s-1&at=${at.toISOString()}`)).json() as BoardHistory;
      expect(history.rooms).toEqual(board.rooms);
      // Named in English by the answer itself: the site's list of rooms no longer holds it.
      expect(history.removedRooms).toEqual([{ roomId: 'r-2', roomNameEn: 'Toilets lobby' }]);
    }
    const after = (await get(`/api/room/history?siteId=s-1&at=${now.toISOString()}`)).json() as BoardHistory;
    expect(after.rooms.map((room) => room.id)).toEqual(['r-1']);
    expect(after.removedRooms).toEqual([]);
  });

  it('refuses a moment in the future or not a date, naming the field, and a site out of scope', async () => {
    const future = await get(`/api/room/history?siteId=s-1&at=${new Date(now.getTime() + 10 * MINUTE).toISOString()}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()['invalid-params']).toEqual([{ name: 'at', reason: 'must not be in the future' }]);
    const garbage = await get('/api/room/r-1/history?at=yesterday');
    expect(garbage.statusCode).toBe(400);
    expect(JSON.stringify(garbage.json()['invalid-params'])).toContain('at');
    const other = await api.login('other@demo.test', 'other-pass');
    // Out of the caller's scope, as the live routes answer: not found, not "forbidden".
    expect((await get(`/api/room/history?siteId=s-1&at=${new Date(T0).toISOString()}`, other)).statusCode).toBe(404);
    expect((await get(`/api/room/r-1/history?at=${new Date(T0).toISOString()}`, other)).statusCode).toBe(404);
  });
});
