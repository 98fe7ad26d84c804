import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Server as SocketIoServer } from 'socket.io';
import { io as socketIoClient } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerDeviceSocket } from './device-socket.ts';

/** What a WebSocket client gets (`open`, `HTTP <status>`, or the network error) and its first message. */
const attempt = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ outcome: string; ws: WebSocket; first: Promise<unknown> }>((resolve) => {
    const ws = new WebSocket(url, { headers });
    // Listening from the start: the first message may arrive in the same read as the handshake.
    const first = new Promise((resolveMessage) => ws.once('message', (data) => resolveMessage(JSON.parse(String(data)))));
    ws.once('open', () => resolve({ outcome: 'open', ws, first }));
    ws.once('unexpected-response', (_request, response) => resolve({ outcome: `HTTP ${response.statusCode}`, ws, first }));
    ws.once('error', (error) => resolve({ outcome: error.message, ws, first }));
  });

describe('device socket plugin: upgrades routed by path', () => {
  let app: FastifyInstance;
  let base: string;

  const start = async () => {
    app = Fastify();
    await registerDeviceSocket(app);
    // Echoes what the route saw, so the test can check the token moved into the header.
    app.route({
      method: 'GET',
      url: '/channel',
      handler: async () => 'plain',
      wsHandler: (socket, request) => socket.send(JSON.stringify({ url: request.url, authorization: request.headers.authorization ?? null })),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  afterEach(() => app?.close());

  it('routes other upgrades through Fastify, with a query token moved into the Authorization header', async () => {
    await start();
    const { outcome, ws, first } = await attempt(`ws://${base}/channel?token=abcdefghijklmnop&v=2`);
    expect(outcome).toBe('open');
    expect(await first).toEqual({ url: '/channel?v=2', authorization: 'Bearer abcdefghijklmnop' });
    ws.close();
    expect((await attempt(`ws://${base}/nowhere`)).outcome).toBe('HTTP 404');
  });

  it('never answers a /socket.io upgrade itself; without socket.io it is refused at once instead of hanging', async () => {
    await start();
    const started = Date.now();
    const { outcome } = await attempt(`ws://${base}/socket.io/?EIO=4&transport=websocket`);
    expect(outcome).toMatch(/socket hang up|ECONNRESET/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('shares the port with socket.io started with destroyUpgrade: false', async () => {
    await start();
    const io = new SocketIoServer(app.server, { path: '/socket.io', serveClient: false, destroyUpgrade: false });
    io.on('connection', (socket) => socket.on('echo', (value: unknown, ack: (value: unknown) => void) => ack(value)));
    const client = socketIoClient(`http://${base}`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', reject);
      });
      expect(await client.timeout(2_000).emitWithAck('echo', 'hello')).toBe('hello');
      const { outcome, ws, first } = await attempt(`ws://${base}/channel`, { authorization: 'Bearer from-header' });
      expect(outcome).toBe('open');
      expect(await first).toEqual({
        url: '/channel',
        authorization: 'Bearer from-header',
      });
      // The device socket stays up after socket.io's traffic and vice versa.
      expect(await client.timeout(2_000).emitWithAck('echo', 'again')).toBe('again');
      const closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
      client.disconnect();
      io.engine.close();
      await app.close();
      expect(await closed).toBe(1001);
    } finally {
      client.disconnect();
    }
  });
});
