import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { deviceCommandStreamId, type LiveMessage, type RegisteredDevice } from '@facility/contracts';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { startProjectorProcess } from './projector-process.ts';
import { startRuntime, type Runtime } from './runtime.ts';
import { organisationSeeds } from './testing/test-app.ts';

/**
 * The cluster's roles on one PostgreSQL database: a projector process (projections,
 * reactors, timers; only /api/health) and two API nodes without projections. What one node
 * takes in, the projector applies, and every node answers and pushes it: reads through the
 * other node, health from the shared checkpoints, live messages through NOTIFY.
 */
describe('process roles (postgres)', () => {
  let t: TestDatabase;
  let projector: Awaited<ReturnType<typeof startProjectorProcess>>;
  const nodes: Runtime[] = [];
  let cookie: string;
  let socket: Socket | null = null;
  let tablet: WebSocket | null = null;

  const inject = (node: Runtime, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
    node.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const env = { DATABASE_URL: t.url!, LOG_LEVEL: 'silent' };
    // The API nodes first: they migrate the read models themselves and answer 503 until a projector runs.
    for (let n = 0; n < 2; n++) nodes.push(await startRuntime(loadConfig({ ...env, ROLE: 'api' }), { logger: false }));
    expect((await inject(nodes[0]!, 'GET', '/api/health', undefined, {})).statusCode).toBe(503);
    projector = await startProjectorProcess(loadConfig({ ...env, ROLE: 'projector' }), { logger: false });
    const seeds = organisationSeeds(nodes[0]!.store);
    await seeds.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await seeds.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await vi.waitFor(async () => expect((await inject(nodes[1]!, 'GET', '/api/health', undefined, {})).statusCode).toBe(200), { timeout: 15_000, interval: 100 });
    // Health says the projector runs, not that it has projected the user: wait for the row
    // (polling the sign-in itself would run into the login throttle).
    await vi.waitFor(async () => expect(await findUserByEmail(nodes[1]!.app.db, 'admin@demo.test')).not.toBeNull(), { timeout: 15_000, interval: 100 });
    const login = await nodes[1]!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.test', password: 'demo-admin' } });
    expect(login.statusCode).toBe(200);
    cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
  }, 60_000);

  afterAll(async () => {
    socket?.disconnect();
    tablet?.close();
    for (const node of nodes) await node.close();
    await projector?.close();
    await t?.dispose();
  });

  it('has the projector answer health only', async () => {
    expect((await projector.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await projector.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(404);
  });

  it('takes a complaint in on one node, opens the call in the projector, and shows it and pushes it on the other', async () => {
    // A session made on node 2 works on node 1: sessions are rows, not process memory.
    const registered = await inject(nodes[0]!, 'POST', '/api/admin/devices', { roomId: 'r-1', deviceType: 'pad9' });
    expect(registered.statusCode).toBe(201);
    const { token } = registered.json() as RegisteredDevice;

    await nodes[1]!.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (nodes[1]!.app.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    const messages: LiveMessage[] = [];
    socket.on('live', (message: LiveMessage) => messages.push(message));
    expect(await new Promise((resolve) => socket!.emit('subscribe', { siteId: 's-1' }, resolve))).toMatchObject({ ok: true });

    const ingest = await inject(nodes[0]!, 'POST', '/api/ingest', { events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' }] }, { authorization: `Bearer ${token}` });
    expect(ingest.statusCode).toBe(202);
    const room = await vi.waitFor(
      async () => {
        const body = (await inject(nodes[1]!, 'GET', '/api/room/r-1')).json() as { openCalls: { problems: string[] }[] };
        expect(body.openCalls).toHaveLength(1);
        return body;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(room.openCalls[0]!.problems).toEqual(['dirty_floor']);
    await vi.waitFor(() => expect(messages.some((message) => message.kind === 'room-status' && message.rooms?.some((r) => r.id === 'r-1' && r.openCalls.length === 1))).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("keeps answers and devices on each node until the projector's commits, heard through NOTIFY, drop them", async () => {
    // Node 1 runs no projector: the only way it learns of a commit is the live channel.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(Date.now());
    const overview = `/api/stats/performance/overview?siteId=s-1&timeType=custom_time&timeFrom=${today}&timeTo=${today}&viewTimeBy=day`;
    const complaints = async () => {
      const answer = await inject(nodes[1]!, 'GET', overview);
      expect(answer.statusCode).toBe(200);
      return { cache: answer.headers['x-cache'], complaints: (answer.json() as { totals: { complaints: number } }).totals.complaints };
    };
    // The last test's complaint may still be settling (its call's events are projected after
    // the room status it waited for), and each commit drops the kept answer: wait for two
    // answers in a row with no commit between them, the second one kept.
    const before = await vi.waitFor(
      async () => {
        const first = await complaints();
        expect(await complaints()).toEqual({ cache: 'hit', complaints: first.complaints });
        return first;
      },
      { timeout: 10_000, interval: 50 },
    );

    const registered = await inject(nodes[0]!, 'POST', '/api/admin/devices', { roomId: 'r-1', deviceType: 'pad9' });
    const { deviceId, token } = registered.json() as RegisteredDevice;
    const complain = () =>
      inject(nodes[1]!, 'POST', '/api/ingest', { events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'missing_soap', category: 'cleaning' }] }, { authorization: `Bearer ${token}` });
    // Once the projector has the device, node 1 keeps it after its first request.
    await vi.waitFor(async () => expect((await complain()).statusCode).toBe(202), { timeout: 10_000, interval: 50 });
    // Well within the minute a statistics answer may be kept: the commit dropped it.
    await vi.waitFor(async () => expect((await complaints()).complaints).toBeGreaterThan(before.complaints), { timeout: 10_000, interval: 50 });

    // A token rotated on node 0 stops working on node 1, which kept the device.
    expect((await inject(nodes[0]!, 'POST', `/api/admin/devices/${deviceId}/token`)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await complain()).statusCode).toBe(401), { timeout: 10_000, interval: 50 });
  });

  it("relays an admin's command on one node to the tablet connected to the other, and its answer back", async () => {
    const register = async (code: string) => {
      const response = await inject(nodes[0]!, 'POST', '/api/admin/devices', { roomId: 'r-1', deviceType: 'tablet', deviceCode: code });
      expect(response.statusCode).toBe(201);
      return response.json() as RegisteredDevice;
    };
    const connected = await register('TAB-NODE-2');
    await register('TAB-NOWHERE');
    if (!nodes[1]!.app.server.listening) await nodes[1]!.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (nodes[1]!.app.server.address() as AddressInfo).port;
    tablet = new WebSocket(`ws://127.0.0.1:${port}/api/devices/channel`, { headers: { authorization: `Bearer ${connected.token}` } });
    const received: string[] = [];
    const ready = new Promise<void>((resolve) =>
      tablet!.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; commandId?: string; action?: string };
        if (message.type === 'ready') resolve();
        if (message.type === 'command') {
          received.push(message.action!);
          tablet!.send(JSON.stringify({ type: 'ack', commandId: message.commandId, ok: true }));
        }
      }),
    );
    await ready;

    // The admin's request reaches node 1; the tablet is connected to node 2.
    const relayed = await inject(nodes[0]!, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-NODE-2', action: 'restart' });
    expect(relayed.statusCode, relayed.body).toBe(200);
    expect(received).toEqual(['restart']);
    // Connected to no node: "not connected", after the short accept window, as on one node.
    const nowhere = await inject(nodes[0]!, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-NOWHERE', action: 'restart' });
    expect(nowhere.statusCode).toBe(503);
    const events = await nodes[0]!.store.readStream(deviceCommandStreamId(connected.deviceId));
    expect(events.map((event) => event.type)).toEqual(['DeviceCommandIssued', 'DeviceCommandAcknowledged']);
  });

  it('counts failed logins across nodes: a guesser switching nodes is slowed down all the same', async () => {
    const attempt = (node: Runtime, password: string) =>
      node.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.test', password }, remoteAddress: '10.9.9.9' });
    // The default policy's five free attempts, alternating between the nodes.
    for (let n = 0; n < 5; n++) expect((await attempt(nodes[n % 2]!, `wrong-${n}`)).statusCode).toBe(401);
    const limited = await attempt(nodes[1]!, 'demo-admin');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
