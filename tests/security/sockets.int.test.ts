import { connect, type Socket as NetSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityServer, USERS, type SecurityServer } from './support/security-server.ts';

const SOCKET_LIMIT = 20;

/** A raw upgrade request: the first line of what the server answered, and when it closed the socket. */
function rawUpgrade(url: string, path: string): Promise<{ socket: NetSocket; answer: Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      resolve({ socket, answer: new Promise((done) => socket.once('close', () => done(received.split('\r\n')[0] ?? ''))) });
    });
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.once('error', reject);
  });
}

const firstLine = (socket: NetSocket) =>
  new Promise<string>((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += String(chunk);
      if (received.includes('\r\n')) {
        socket.off('data', onData);
        resolve(received.split('\r\n')[0]!);
      }
    };
    socket.on('data', onData);
  });

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

// Finding 1 (unanswered upgrades hold file descriptors; SIGTERM no longer ends the process)
// and finding 7 (sockets outlive logout; no Origin check), against the API in its own process.
describe('security: live sockets', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer({ MAX_SOCKETS_PER_ADDRESS: String(SOCKET_LIMIT) });
  });
  afterAll(() => server?.stop());

  it.each(['/socket.io', '/socket.io?x=1', '/nowhere', '/api/health'])('answers an upgrade to %s that nobody takes and closes it at once', async (path) => {
    const started = Date.now();
    const { answer } = await rawUpgrade(server.url, path);
    expect(await answer).toBe('HTTP/1.1 404 Not Found');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('survives a flood of upgrades: bounded per address, and health, login and ingest keep answering', async () => {
    // 300 upgrades nobody takes, sent at once: each is answered (404, or 429 past the
    // address's limit while the others are still open) and closed.
    const stray = await Promise.all(Array.from({ length: 300 }, (_, i) => rawUpgrade(server.url, i % 2 ? '/socket.io' : '/socket.io?x=1')));
    const strayAnswers = new Set(await Promise.all(stray.map(({ answer }) => answer)));
    expect([...strayAnswers].every((line) => /^HTTP\/1\.1 (404|429) /.test(line))).toBe(true);

    // Real engine.io upgrades (no login needed at that layer) are held open up to the limit.
    const held = await Promise.all(Array.from({ length: SOCKET_LIMIT + 5 }, () => rawUpgrade(server.url, '/socket.io/?EIO=4&transport=websocket')));
    const answers = await Promise.all(held.map(({ socket }) => firstLine(socket)));
    expect(answers.filter((line) => line.startsWith('HTTP/1.1 101'))).toHaveLength(SOCKET_LIMIT);
    expect(answers.filter((line) => line.startsWith('HTTP/1.1 429'))).toHaveLength(5);

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.login(USERS.admin.email, USERS.admin.password);
    for (const { socket } of held) socket.destroy();
    // The places are given back: a new socket.io client connects.
    const cookie = await server.login(USERS.admin.email, USERS.admin.password);
    await expect
      .poll(async () => {
        const client = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
        const ok = await connected(client).then(() => true, () => false);
        client.close();
        return ok;
      })
      .toBe(true);
  });

  it('ends a socket when its session logs out, and refuses handshakes from another site', async () => {
    const cookie = await server.login(USERS.manager.email, USERS.manager.password);
    const client = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await connected(client);
    expect(await client.timeout(5_000).emitWithAck('subscribe', { siteId: 's-1' })).toMatchObject({ ok: true });
    const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));
    const logout = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    // The ended session cannot open a new one either.
    const again = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await expect(connected(again)).rejects.toThrow();
    again.close();

    const live = await server.login(USERS.manager.email, USERS.manager.password);
    for (const transports of [['websocket'], ['polling']] as const) {
      const forged = io(server.url, { path: '/socket.io', transports: [...transports], extraHeaders: { cookie: live, origin: 'https://evil.example' }, reconnection: false });
      await expect(connected(forged)).rejects.toThrow();
      forged.close();
    }
    const same = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: live, origin: server.url }, reconnection: false });
    await connected(same);
    same.close();
  });

  it('ends within a bounded time on SIGTERM while clients hold sockets open', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => rawUpgrade(server.url, '/socket.io/?EIO=4&transport=websocket')));
    await Promise.all(held.map(({ socket }) => firstLine(socket)));
    const cookie = await server.login(USERS.admin.email, USERS.admin.password);
    const client = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await connected(client);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.api.child.once('exit', (code) => resolve(code)));
    server.api.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    client.close();
    for (const { socket } of held) socket.destroy();
  });
});
