import { randomUUID } from 'node:crypto';
import type { LiveMessage, RegisteredDevice, SubscribeAck } from '@facility/contracts';
import { createTestApp, type TestApp } from '@facility/api/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../scripts/src/bench/support/api-process.ts';

// Scale-out (ARCHITECTURE.md "How it runs"): two API processes on one PostgreSQL database,
// a browser client on each. A complaint ingested through one reaches both: projector
// commits fan out through PostgreSQL NOTIFY, whichever process projects.
describe('live fan-out across API processes (postgres)', () => {
  let seed: TestApp;
  const apis: ApiProcess[] = [];
  const sockets: Socket[] = [];
  let token: string;

  beforeAll(async () => {
    seed = await createTestApp('postgres');
    await seed.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await seed.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await seed.caughtUp();
    const admin = await seed.login('admin@demo.test', 'demo-admin');
    const device = await seed.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9' } });
    token = device.json<RegisteredDevice>().token;
    apis.push(await startApiProcess({ DATABASE_URL: seed.t.url! }), await startApiProcess({ DATABASE_URL: seed.t.url! }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const api of apis) await api.stop();
    await seed?.close();
  });

  const login = async (url: string) => {
    const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }) });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };

  it('delivers a room-status message to a client of each process', async () => {
    const received: LiveMessage[][] = [[], []];
    for (const [index, api] of apis.entries()) {
      const socket = io(api.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: await login(api.url) }, reconnection: false });
      sockets.push(socket);
      socket.on('live', (message: LiveMessage) => received[index]!.push(message));
      const ack = await new Promise<SubscribeAck>((resolve) => socket.on('connect', () => socket.emit('subscribe', { siteId: 's-1' }, resolve)));
      expect(ack).toMatchObject({ ok: true });
    }

    const response = await fetch(`${apis[0]!.url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' }] }),
    });
    expect(response.status).toBe(202);

    const opened = (messages: LiveMessage[]) => messages.find((message) => message.rooms?.some((room) => room.id === 'r-1' && room.state === 'call_open'));
    await vi.waitFor(
      () => {
        if (!(opened(received[0]!) && opened(received[1]!))) throw new Error(`not delivered to both: ${received.map((list) => list.length).join(', ')} messages`);
      },
      { timeout: 15_000, interval: 20 },
    );
    // Both processes show the same call (each read the room itself).
    const [first, second] = [opened(received[0]!)!, opened(received[1]!)!];
    expect(first.rooms![0]!.openCalls.map((call) => call.callId)).toEqual(second.rooms![0]!.openCalls.map((call) => call.callId));
  });
});
