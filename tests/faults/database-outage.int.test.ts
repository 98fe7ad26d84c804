import { randomUUID } from 'node:crypto';
import type { Health } from '@facility/contracts';
import type { TestDatabase } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../scripts/src/bench/support/api-process.ts';
import { seedForApiProcess } from './support/seeded-database.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

// The database server goes away under a running API (a restart, a fail-over, a network
// cut) and comes back. Meanwhile every request that needs it must say so as a service that
// is briefly unavailable: `503` problem details with `Retry-After`, so a device keeps its
// events and sends them again, and a load balancer takes the node out; health answers
// `503` with its usual body. Never a `500`, which reads as a bug. Once the server is back,
// the same process serves again without a restart and keeps what it acknowledged.
describe('fault: the database server goes away and comes back (postgres)', () => {
  let t: TestDatabase;
  let proxy: TcpProxy;
  let api: ApiProcess;
  let token = '';

  beforeAll(async () => {
    let tokens: string[];
    ({ t, tokens } = await seedForApiProcess(1));
    token = tokens[0]!;
    const server = new URL(t.url!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    api = await startApiProcess({ DATABASE_URL: proxy.urlFor(t.url!), LOG_LEVEL: 'warn' }, undefined, [], { captureOutput: true });
  });
  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    await t?.dispose();
  });

  const complaint = () => ({ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' });
  const ingest = (events: object[]) =>
    fetch(`${api.url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  /** The first thing a live socket hears: `connected`, or the handshake's refusal. */
  const liveHandshake = (cookie: string) =>
    new Promise<string>((resolve) => {
      const socket = io(api.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
      socket.once('connect', () => (socket.close(), resolve('connected')));
      socket.once('connect_error', (error) => (socket.close(), resolve(error.message)));
    });
  const health = async () => {
    const response = await fetch(`${api.url}/api/health`);
    return { status: response.status, body: (await response.json()) as Health };
  };

  it('answers 503 with Retry-After while the server is away, and serves again once it is back', async () => {
    const before = complaint();
    expect((await ingest([before])).status).toBe(202);
    const signedIn = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }),
    });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    await proxy.down();

    // Health says so in its own body.
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(503);
    expect((await health()).body).toMatchObject({ status: 'unavailable' });

    // A device's events are refused whole, as a temporary condition it should retry.
    const during = complaint();
    const refused = await ingest([during]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 503, title: 'Service Unavailable', detail: expect.stringMatching(/database/i) });

    // So is a signed-in read and a sign-in, whatever each of them reaches first.
    const room = await fetch(`${api.url}/api/room/r-1`, { headers: { cookie: session } });
    expect(room.status).toBe(503);
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }),
    });
    expect(login.status).toBe(503);
    // A live socket is told to try again, not that its session is refused.
    expect(await liveHandshake(session)).toBe('unavailable');
    expect(api.child.exitCode, api.output()).toBeNull();

    await proxy.up();

    // The same process serves again: healthy, every projection on its lock and caught up.
    await expect
      .poll(
        async () => {
          const { status, body } = await health();
          return status === 200 && Object.values(body.projections).every((projection) => projection.state === 'running' && projection.lag === 0);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    expect((await ingest([during])).status).toBe(202);
    expect((await fetch(`${api.url}/api/room/r-1`, { headers: { cookie: session } })).status).toBe(200);
    expect(await liveHandshake(session)).toBe('connected');

    // Both complaints stored once; the refused one was not half-written before the outage answer.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from events where event_id = any(${[before.id, during.id]}::uuid[])`.execute(t.database.db);
    expect(rows[0]!.n).toBe(2);
    expect(api.child.exitCode, api.output()).toBeNull();
  });
});
