import { PostgresEventStore } from '@facility/event-store';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { DeviceChannel } from './device-channel.ts';
import { DeviceCommandService } from './device-commands.service.ts';
import { DeviceConnections } from './device-connections.ts';

const KEEP_ALIVE_MS = 60;

const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

// The keep-alive on a fast clock: real sockets, the real channel, registry and command service.
describe('device channel keep-alive (pglite)', () => {
  let testDatabase: TestDatabase;
  let store: PostgresEventStore;
  let wss: WebSocketServer;
  let channel: DeviceChannel;
  let url: string;
  const connections = new DeviceConnections();
  const valid = new Set<string>();

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    store = await PostgresEventStore.open(testDatabase.database);
    const log = Fastify().log;
    const clock = () => new Date();
    const commands = new DeviceCommandService({ store, connections, log, timeoutMs: 5_000, clock });
    channel = new DeviceChannel({
      clock,
      connections,
      commands,
      log,
      keepAliveMs: KEEP_ALIVE_MS,
      tokenStillValid: async (_deviceId, tokenHash) => valid.has(tokenHash),
    });
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    wss.on('connection', (socket, request) => {
      const deviceId = new URL(request.url!, 'http://x').searchParams.get('device')!;
      channel.accept(socket, { deviceId, tokenHash: `hash-${deviceId}` });
    });
    await new Promise((resolve) => wss.once('listening', resolve));
    url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    channel?.stop();
    for (const client of wss?.clients ?? []) client.terminate();
    await new Promise((resolve) => wss?.close(resolve));
    await store?.close();
    await testDatabase?.dispose();
  });

  const connect = async (deviceId: string) => {
    valid.add(`hash-${deviceId}`);
    const ws = new WebSocket(`${url}?device=${deviceId}`);
    const ready = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    expect(await ready).toEqual({ type: 'ready', deviceId });
    return ws;
  };

  it('keeps answering devices connected across many pings', async () => {
    const ws = await connect('d-alive');
    await new Promise((resolve) => setTimeout(resolve, KEEP_ALIVE_MS * 5));
    expect(connections.get('d-alive')).toBeDefined();
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('closes with 4401 a device whose token was revoked while connected', async () => {
    const ws = await connect('d-revoked');
    const closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve([code, reason.toString()])));
    valid.delete('hash-d-revoked');
    expect(await closed).toEqual([4401, 'Device token revoked']);
    await waitFor(() => connections.get('d-revoked') === undefined, 'the registry to forget the device');
  });

  it('drops a device that stopped answering pings (half-open connection)', async () => {
    const ws = await connect('d-silent');
    // A paused client reads nothing, so it answers no ping: as if its network had gone.
    ws.pause();
    await waitFor(() => connections.get('d-silent') === undefined, 'the silent device to be dropped');
    ws.terminate();
  });
});
