import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerDeviceSocket } from './device-socket.ts';
import { registerUpgradeRouter, type UpgradeRouterOptions } from './upgrade-router.ts';

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

/** A raw upgrade request on a TCP socket: what it was answered, and when the server closed it. */
const rawUpgrade = (port: number, path: string) =>
  new Promise<{ socket: Socket; answer: Promise<string>; closed: Promise<number> }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
      resolve({ socket, answer, closed });
    });
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('error', () => {});
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    const answer = closed.then(() => received.split('\r\n')[0] ?? '');
  });

describe('upgrade router', () => {
  let app: FastifyInstance;
  let port: number;

  const start = async (options: Partial<UpgradeRouterOptions> = {}, setup: (app: FastifyInstance) => void = () => {}) => {
    app = Fastify();
    registerUpgradeRouter(app, { maxSocketsPerAddress: 50, clientAddress: (request) => request.socket.remoteAddress ?? '', ...options });
    await registerDeviceSocket(app);
    setup(app);
    // Echoes what the route saw, so the test can check the token moved into the header.
    app.route({
      method: 'GET',
      url: '/channel',
      handler: async () => 'plain',
      wsHandler: (socket, request) => socket.send(JSON.stringify({ url: request.url, authorization: request.headers.authorization ?? null })),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  };
  afterEach(() => app?.close());

  it('routes device upgrades through Fastify, with a query token moved into the Authorization header', async () => {
    await start();
    const { outcome, ws, first } = await attempt(`ws://127.0.0.1:${port}/channel?token=abcdefghijklmnop&v=2`);
    expect(outcome).toBe('open');
    expect(await first).toEqual({ url: '/channel?v=2', authorization: 'Bearer abcdefghijklmnop' });
    ws.close();
  });

  it.each(['/nowhere', '/socket.io', '/socket.io?x=1', '/socket.io/'])('answers an upgrade to %s that nobody takes with 404 and closes it', async (path) => {
    await start();
    const { answer, closed } = await rawUpgrade(port, path);
    expect(await answer).toBe('HTTP/1.1 404 Not Found');
    expect(await closed).toBeLessThan(2_000);
  });

  it('hands a prefix to its own handler, and cuts an upgrade no handler answers', async () => {
    await start({ answerWithinMs: 300 }, (instance) => instance.upgrades.route('/silent/', () => {}));
    const { answer, closed } = await rawUpgrade(port, '/silent/x');
    expect(await closed).toBeGreaterThanOrEqual(250);
    expect(await answer).toBe('');
    await expect.poll(() => app.upgrades.openSockets()).toBe(0);
  });

  it('limits the sockets one address holds open, and frees a place when one closes', async () => {
    await start({ maxSocketsPerAddress: 2 });
    const first = await attempt(`ws://127.0.0.1:${port}/channel`);
    const second = await attempt(`ws://127.0.0.1:${port}/channel`);
    expect([first.outcome, second.outcome]).toEqual(['open', 'open']);
    expect((await attempt(`ws://127.0.0.1:${port}/channel`)).outcome).toBe('HTTP 429');
    const closed = new Promise((resolve) => first.ws.once('close', resolve));
    first.ws.close();
    await closed;
    await expect.poll(async () => (await attempt(`ws://127.0.0.1:${port}/channel`)).outcome).toBe('open');
  });

  it('closes within a bounded time whatever upgrades are open or unanswered', async () => {
    await start({ answerWithinMs: 60_000 }, (instance) => instance.upgrades.route('/silent/', () => {}));
    const held = await Promise.all(Array.from({ length: 20 }, () => rawUpgrade(port, '/silent/x')));
    const device = await attempt(`ws://127.0.0.1:${port}/channel`);
    expect(device.outcome).toBe('open');
    await expect.poll(() => app.upgrades.openSockets()).toBe(21);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await Promise.all(held.map(({ closed }) => closed));
  });
});
