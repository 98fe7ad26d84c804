import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LiveMessage, LiveRoom, RealtimeSnapshot, SubscribeAck } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LIVE_CHANNEL } from './live-bus.ts';
import { encodeLiveChange } from './live-change.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const allDay = [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
];

/** A browser's view of a board: a snapshot plus the live messages newer than each room's state. */
class Board {
  readonly rooms = new Map<string, { room: LiveRoom; position: number }>();
  readonly messages: LiveMessage[] = [];

  apply(rooms: readonly LiveRoom[], position: number): void {
    for (const room of rooms) {
      const held = this.rooms.get(room.id);
      if (!held || position >= held.position) this.rooms.set(room.id, { room, position });
    }
  }

  state(roomId: string): string | undefined {
    return this.rooms.get(roomId)?.room.state;
  }
}

describe.each(BACKENDS)('live hub (%s)', (backend) => {
  let api: TestApp;
  let app: App;
  let url: string;
  let admin: string;
  let manager: string;
  let token: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: allDay } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-m', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    const device = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9' } });
    expect(device.statusCode).toBe(201);
    token = device.json().token;
    app = api.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (app !== api?.app) await app?.close();
    await api?.close();
  });

  const connect = (cookie: string | null, options: { reconnection?: boolean } = {}) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: options.reconnection ?? false, reconnectionDelay: 100 });
    sockets.push(socket);
    return socket;
  };
  const subscribe = (socket: Socket, siteId: string) => new Promise<SubscribeAck>((resolve) => socket.emit('subscribe', { siteId }, resolve));
  const ingest = async (events: Record<string, unknown>[]) => {
    const response = await fetch(`${url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: events.map((event) => ({ id: randomUUID(), occurredAt: new Date().toISOString(), ...event })) }),
    });
    expect(response.status).toBe(202);
  };
  const snapshot = async (cookie: string, siteId = 's-1') => {
    const response = await fetch(`${url}/api/room/realtime?siteId=${siteId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as RealtimeSnapshot;
  };
  const until = (check: () => boolean, what: string) =>
    vi.waitFor(
      () => {
        if (!check()) throw new Error(`timed out waiting for ${what}`);
      },
      { timeout: 10_000, interval: 10 },
    );
  /** A board that follows one site: subscribe, snapshot, then every message. */
  const follow = async (cookie: string) => {
    const board = new Board();
    const socket = connect(cookie);
    socket.on('live', (message: LiveMessage) => {
      board.messages.push(message);
      if (message.rooms) board.apply(message.rooms, message.position);
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    expect(await subscribe(socket, 's-1')).toMatchObject({ ok: true, siteId: 's-1' });
    const first = await snapshot(cookie);
    board.apply(first.rooms, first.position);
    return { board, socket };
  };

  it('refuses a socket without a session', async () => {
    const socket = connect(null);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    const forged = connect('sid=not-a-session');
    expect((await new Promise<Error>((resolve) => forged.on('connect_error', resolve))).message).toBe('unauthorized');
  });

  it('refuses a subscription to a site out of scope, or without a site id, with an error ack', async () => {
    const socket = connect(manager);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await subscribe(socket, 's-2')).toEqual({ ok: false, error: 'No such site' });
    expect(await subscribe(socket, 'nowhere')).toEqual({ ok: false, error: 'No such site' });
    expect(await new Promise<SubscribeAck>((resolve) => socket.emit('subscribe', { siteId: 42 }, resolve))).toEqual({ ok: false, error: 'siteId is required' });
    expect(await subscribe(socket, 's-1')).toMatchObject({ ok: true });
  });

  it('pushes a complaint posted to the ingest as a room-status message, and a cleaner arrival turns the room back', async () => {
    const { board } = await follow(manager);
    const before = board.rooms.get('r-1')!.position;
    await ingest([{ type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' }]);
    await until(() => board.state('r-1') === 'call_open', 'the open call');
    const opened = board.messages.find((message) => message.kind === 'room-status' && message.rooms?.some((room) => room.state === 'call_open'))!;
    expect(opened).toMatchObject({ siteId: 's-1', roomIds: ['r-1'] });
    expect(opened.position).toBeGreaterThan(before);
    expect(board.rooms.get('r-1')!.room.openCalls[0]).toMatchObject({ source: 'complaint', category: 'cleaning', problems: ['dirty_floor'] });

    await ingest([{ type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: 'cl-1' }]);
    await until(() => board.state('r-1') === 'clean', 'the cleaning');
    expect(board.rooms.get('r-1')!.room.openCalls).toEqual([]);
    // Statistics moved too; nothing of another site arrived.
    expect(board.messages.some((message) => message.kind === 'stats')).toBe(true);
    expect(board.messages.every((message) => message.siteId === 's-1')).toBe(true);
  });

  it('pushes every followed site its rooms again after a change naming no site (the end of a rebuild in memory)', async () => {
    const { board } = await follow(manager);
    // Quiet first: pushes of earlier commits must not pass for this one.
    await api.caughtUp();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = board.messages.length;
    // As the projector process announces a rebuilt projection: no site listed.
    await api.t.database.notify(LIVE_CHANNEL, encodeLiveChange({ projection: 'room-status', position: 1, siteIds: [], roomIds: [] }));
    await until(() => board.messages.length > before, 'a push after the rebuild');
    const pushed = board.messages.slice(before).find((message) => message.kind === 'room-status')!;
    expect(pushed).toMatchObject({ siteId: 's-1', roomIds: ['r-1'] });
    expect(pushed.rooms!.map((room) => room.id)).toEqual(['r-1']);
  });

  it('loses nothing across a server restart: the reconnecting board re-reads the snapshot and applies only newer messages', async () => {
    const board = new Board();
    const socket = connect(manager, { reconnection: true });
    let connections = 0;
    socket.on('live', (message: LiveMessage) => {
      if (message.rooms) board.apply(message.rooms, message.position);
    });
    socket.on('connect', () => {
      connections += 1;
      void (async () => {
        await subscribe(socket, 's-1');
        const fresh = await snapshot(manager);
        board.apply(fresh.rooms, fresh.position);
      })();
    });
    await until(() => board.rooms.has('r-1'), 'the first snapshot');

    // The API restarts on the same port and database; a complaint lands while sockets reconnect.
    const port = (app.server.address() as AddressInfo).port;
    await app.close();
    app = await buildApp({ projector: api.projector, store: api.store, db: api.db, pubSub: api.t.database });
    await app.listen({ port, host: '127.0.0.1' });
    await ingest([{ type: 'ComplaintReported', problem: 'missing_soap', category: 'cleaning' }]);
    await until(() => connections >= 2, 'the reconnection');
    await until(() => board.state('r-1') === 'call_open', 'the complaint made during the restart');
    expect(board.rooms.get('r-1')!.room.openCalls[0]!.problems).toContain('missing_soap');
  });
});
