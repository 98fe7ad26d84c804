import { deviceCommandStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import type { AddressInfo } from 'node:net';
import { io as socketIoClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TIMEOUT_MS = 1_000;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface Command {
  type: 'command';
  commandId: string;
  action: string;
  issuedAt: string;
}
type ServerMessage = Command | { type: 'ready'; deviceId: string } | { type: 'error'; detail: string };

/** A tablet on the device channel: a real `ws` client that answers commands as told. */
class Tablet {
  readonly ws: WebSocket;
  readonly received: ServerMessage[] = [];
  /** How to answer a command; null stays silent. */
  answer: (command: Command) => Record<string, unknown> | null = () => ({ ok: true });
  readonly #waiters: { type: string; resolve: (message: ServerMessage) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.received.push(message);
      const waiter = this.#waiters.findIndex((w) => w.type === message.type);
      if (waiter >= 0) this.#waiters.splice(waiter, 1)[0]!.resolve(message);
      if (message.type === 'command') {
        const reply = this.answer(message);
        if (reply) ws.send(JSON.stringify({ type: 'ack', commandId: message.commandId, ...reply }));
      }
    });
  }

  next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolve) => this.#waiters.push({ type, resolve: resolve as (message: ServerMessage) => void }));
  }

  commands(): Command[] {
    return this.received.filter((message): message is Command => message.type === 'command');
  }
}

describe.each(BACKENDS)('device channel (%s)', (backend) => {
  let api: TestApp;
  let base: string;
  let admin: string;
  const tablets: Record<string, { deviceId: string; token: string }> = {};
  const open: WebSocket[] = [];

  /** Opens the channel as a device; resolves once the server said `ready`, rejects with the HTTP status otherwise. */
  const connect = async (token: string, via: 'header' | 'query' = 'header'): Promise<Tablet> => {
    const ws =
      via === 'header'
        ? new WebSocket(`${base}/api/devices/channel`, { headers: { authorization: `Bearer ${token}` } })
        : new WebSocket(`${base}/api/devices/channel?token=${encodeURIComponent(token)}`);
    open.push(ws);
    const tablet = new Tablet(ws);
    const ready = tablet.next('ready');
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
    await ready;
    return tablet;
  };
  const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const register = async (roomId: string, deviceType: string, deviceCode: string) => {
    const response = await inject(admin, 'POST', '/api/admin/devices', { roomId, deviceType, deviceCode });
    expect(response.statusCode).toBe(201);
    return response.json() as { deviceId: string; token: string };
  };
  const commandEvents = async (deviceId: string) =>
    (await api.store.readStream(deviceCommandStreamId(deviceId))).map((event) => ({ type: event.type, data: event.data, actor: event.metadata.actor }));

  beforeAll(async () => {
    // A short relay window: on PostgreSQL a command for a tablet connected nowhere asks the other nodes first.
    api = await createTestApp(backend, { deviceCommandTimeoutMs: TIMEOUT_MS, deviceCommandAcceptMs: 200 });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({
      userId: 'u-devices',
      email: 'devices@demo.test',
      password: 'devices-pass',
      type: 'manager',
      level: 'company',
      scopes: { companyIds: ['c-1'] },
      roles: ['dashboard', 'devices'],
    });
    await api.seedUser({
      userId: 'u-viewer',
      email: 'viewer@demo.test',
      password: 'viewer-pass',
      type: 'manager',
      level: 'company',
      scopes: { companyIds: ['c-1'] },
      roles: ['dashboard'],
    });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    tablets.main = await register('r-1', 'tablet', 'TAB-1');
    tablets.kiosk = await register('r-1', 'tablet', 'KIOSK-1');
    tablets.silent = await register('r-1', 'tablet', 'TAB-SILENT');
    tablets.offline = await register('r-1', 'tablet', 'TAB-OFF');
    tablets.other = await register('r-2', 'tablet', 'TAB-2');
    tablets.pad = await register('r-1', 'pad9', 'PAD-1');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const ws of open) if (ws.readyState === WebSocket.OPEN) ws.terminate();
    await api?.close();
  });

  it('refuses the upgrade with 401 for unknown, missing or malformed tokens, and 403 for devices that are not tablets', async () => {
    await expect(connect('x'.repeat(43))).rejects.toThrow('HTTP 401');
    await expect(connect('x'.repeat(43), 'query')).rejects.toThrow('HTTP 401');
    await expect(connect('short')).rejects.toThrow('HTTP 401');
    const anonymous = new WebSocket(`${base}/api/devices/channel`);
    open.push(anonymous);
    const status = await new Promise((resolve) => anonymous.once('unexpected-response', (_request, response) => resolve(response.statusCode)));
    expect(status).toBe(401);
    await expect(connect(tablets.pad!.token)).rejects.toThrow('HTTP 403');
    // Without an upgrade the route says how to use it.
    const plain = await api.app.inject({ method: 'GET', url: '/api/devices/channel', headers: { authorization: `Bearer ${tablets.main!.token}` } });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers['content-type']).toMatch(/problem\+json/);
  });

  it('round trip: an admin refreshes a tablet, the tablet acknowledges, the answer is "OK" and both events are in the store', async () => {
    const tablet = await connect(tablets.main!.token);
    const response = await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'refresh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBe('OK');

    const [command] = tablet.commands();
    expect(command).toMatchObject({ type: 'command', action: 'refresh_survey' });
    expect(command!.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(command!.issuedAt)).toBeGreaterThan(Date.now() - 60_000);
    const { deviceId } = tablets.main!;
    expect(await commandEvents(deviceId)).toEqual([
      {
        type: 'DeviceCommandIssued',
        data: { commandId: command!.commandId, deviceId, siteId: 's-1', action: 'refresh_survey', issuedBy: 'u-admin' },
        actor: { kind: 'user', id: 'u-admin' },
      },
      {
        type: 'DeviceCommandAcknowledged',
        data: { commandId: command!.commandId, deviceId, siteId: 's-1', action: 'refresh_survey', result: null },
        actor: { kind: 'device', id: deviceId },
      },
    ]);

    const restart = await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'restart' });
    expect(restart.json()).toBe('OK');
    expect(tablet.commands()[1]!.action).toBe('restart');
  });

  it('kiosk actions answer the spec success texts; a screenshot answers its image URL (token given in the query)', async () => {
    const tablet = await connect(tablets.kiosk!.token, 'query');
    tablet.answer = (command) => (command.action === 'screenshot' ? { ok: true, result: PNG } : { ok: true });
    const { deviceId } = tablets.kiosk!;
    const expected: [string, string][] = [
      ['profileDownload', 'profile Downloaded'],
      ['openKioskBrowserSettings', 'Kiosk Browser Opened'],
      ['openTeamViewerQuickSupport', 'Team Viewer Opened'],
      ['restartApplication', 'Kiosk App Restarted'],
      ['screenshot', PNG],
    ];
    for (const [path, text] of expected) {
      const response = await inject(admin, 'GET', `/api/kiosk/${path}/${deviceId}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.json()).toBe(text);
    }
    expect(tablet.commands().map((command) => command.action)).toEqual(['profile_download', 'kiosk_settings', 'teamviewer', 'restart_app', 'screenshot']);
    const events = await commandEvents(deviceId);
    // The log keeps the screenshot's media type, not the image.
    expect(events.at(-1)).toMatchObject({ type: 'DeviceCommandAcknowledged', data: { action: 'screenshot', result: 'data:image/png' } });
  });

  it('answers 503 with the failure text at once when the tablet is not connected', async () => {
    const started = Date.now();
    const tabletAction = await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-OFF', action: 'restart' });
    expect(tabletAction.statusCode).toBe(503);
    expect(tabletAction.headers['content-type']).toMatch(/problem\+json/);
    expect(tabletAction.json()).toMatchObject({ status: 503, detail: 'Failed to send the message' });
    const screenshot = await inject(admin, 'GET', `/api/kiosk/screenshot/${tablets.offline!.deviceId}`);
    expect(screenshot.statusCode).toBe(503);
    expect(screenshot.json()).toMatchObject({ detail: 'Device might be unavailable' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    const events = await commandEvents(tablets.offline!.deviceId);
    expect(events.map((event) => [event.type, event.data.action, event.data.reason])).toEqual([
      ['DeviceCommandIssued', 'restart', undefined],
      ['DeviceCommandFailed', 'restart', 'not_connected'],
      ['DeviceCommandIssued', 'screenshot', undefined],
      ['DeviceCommandFailed', 'screenshot', 'not_connected'],
    ]);
  });

  it('answers 503 when the tablet does not acknowledge in time', async () => {
    const tablet = await connect(tablets.silent!.token);
    tablet.answer = () => null;
    const started = Date.now();
    const response = await inject(admin, 'GET', `/api/kiosk/restartApplication/${tablets.silent!.deviceId}`);
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ detail: 'Device might be unavailable' });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
    expect((await commandEvents(tablets.silent!.deviceId)).at(-1)).toMatchObject({
      type: 'DeviceCommandFailed',
      data: { reason: 'timeout', error: null },
      actor: { kind: 'system' },
    });
    // A late answer is told it is too late, and changes nothing.
    const commandId = tablet.commands().at(-1)!.commandId;
    const error = tablet.next('error');
    tablet.ws.send(JSON.stringify({ type: 'ack', commandId, ok: true }));
    expect((await error).detail).toContain('No command');
    tablet.ws.close();
    await tablet.closed;
  });

  it('answers 503 when the tablet refuses, or answers a screenshot without an image', async () => {
    const tablet = await connect(tablets.silent!.token);
    tablet.answer = () => ({ ok: false, error: 'kiosk mode is off' });
    const refused = await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-SILENT', action: 'refresh' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ detail: 'Failed to send the message' });
    expect((await commandEvents(tablets.silent!.deviceId)).at(-1)).toMatchObject({
      type: 'DeviceCommandFailed',
      data: { reason: 'rejected', error: 'kiosk mode is off' },
      actor: { kind: 'device', id: tablets.silent!.deviceId },
    });

    tablet.answer = () => ({ ok: true, result: 'no image here' });
    const noImage = await inject(admin, 'GET', `/api/kiosk/screenshot/${tablets.silent!.deviceId}`);
    expect(noImage.statusCode).toBe(503);
    expect(noImage.json()).toMatchObject({ detail: 'Device might be unavailable' });
    expect((await commandEvents(tablets.silent!.deviceId)).at(-1)).toMatchObject({ data: { reason: 'invalid_result' } });
    tablet.ws.close();
    await tablet.closed;
  });

  it('fails a waiting command at once when the tablet goes away', async () => {
    const tablet = await connect(tablets.silent!.token);
    tablet.answer = () => {
      setTimeout(() => tablet.ws.close(), 20);
      return null;
    };
    const started = Date.now();
    const response = await inject(admin, 'GET', `/api/kiosk/profileDownload/${tablets.silent!.deviceId}`);
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect((await commandEvents(tablets.silent!.deviceId)).at(-1)).toMatchObject({ data: { reason: 'disconnected' } });
  });

  it('survives unreadable messages from a device, answering each with an error', async () => {
    const tablet = await connect(tablets.main!.token);
    for (const junk of ['{not json', '[]', '{"type":"hello"}', '{"type":"ack","ok":"yes","commandId":"x"}']) {
      const error = tablet.next('error');
      tablet.ws.send(junk);
      expect((await error).detail.length).toBeGreaterThan(0);
    }
    const error = tablet.next('error');
    tablet.ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true });
    expect((await error).detail).toMatch(/binary/);
    // Still connected and still working.
    expect((await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'refresh' })).json()).toBe('OK');
  });

  it('keeps one channel per device: a newer connection replaces the older one (close code 4409)', async () => {
    const first = await connect(tablets.main!.token);
    const second = await connect(tablets.main!.token);
    expect(await first.closed).toEqual({ code: 4409, reason: 'Replaced by a newer connection' });
    const before = second.commands().length;
    expect((await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'restart' })).json()).toBe('OK');
    expect(second.commands()).toHaveLength(before + 1);
  });

  it('answers 404 for tablets out of scope or unknown, 403 without the devices permission, 409 for devices that are not tablets', async () => {
    const scoped = await api.login('devices@demo.test', 'devices-pass');
    const viewer = await api.login('viewer@demo.test', 'viewer-pass');
    await connect(tablets.other!.token);
    const outOfScope = await inject(scoped, 'GET', `/api/kiosk/screenshot/${tablets.other!.deviceId}`);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json()).toMatchObject({ detail: 'No such device' });
    expect((await inject(scoped, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-2', action: 'refresh' })).statusCode).toBe(404);
    expect((await inject(scoped, 'POST', '/api/sensor/tabletAction', { deviceCode: 'NO-SUCH', action: 'refresh' })).statusCode).toBe(404);
    expect((await inject(scoped, 'GET', '/api/kiosk/restartApplication/no-such-device')).statusCode).toBe(404);
    // The out-of-scope tablet was sent nothing.
    expect(await commandEvents(tablets.other!.deviceId)).toEqual([]);

    const forbidden = await inject(viewer, 'GET', `/api/kiosk/screenshot/${tablets.main!.deviceId}`);
    expect(forbidden.statusCode).toBe(403);
    expect((await inject(viewer, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'refresh' })).statusCode).toBe(403);
    expect((await inject(admin, 'GET', `/api/kiosk/screenshot/${tablets.pad!.deviceId}`)).statusCode).toBe(409);

    // A manager with the devices permission commands tablets of its own company.
    expect((await inject(scoped, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'refresh' })).json()).toBe('OK');
    // Without a session: 401; a bad body: 400 naming the field.
    expect((await api.app.inject({ method: 'GET', url: `/api/kiosk/screenshot/${tablets.main!.deviceId}` })).statusCode).toBe(401);
    const invalid = await inject(admin, 'POST', '/api/sensor/tabletAction', { deviceCode: 'TAB-1', action: 'reboot' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()['invalid-params'][0].name).toBe('body/action');
  });

  it('leaves the read models alone: projections skip the command events', async () => {
    await api.caughtUp();
    const health = await api.projector.health();
    expect(Object.values(health).map((entry) => entry.deadLetters)).toEqual(Object.values(health).map(() => 0));
    const rows = await api.db.selectFrom('device_status').select('device_id').execute();
    const known = new Set(Object.values(tablets).map((tablet) => tablet.deviceId));
    expect(rows.filter((row) => !known.has(row.device_id))).toEqual([]);
    // No tablet sent telemetry, so none has a status row: commands are not signals.
    expect(rows).toEqual([]);
  });

  it('documents every route in /api/docs', async () => {
    const doc = (await inject(admin, 'GET', '/api/docs')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/devices/channel',
        '/api/sensor/tabletAction',
        '/api/kiosk/screenshot/{id}',
        '/api/kiosk/profileDownload/{id}',
        '/api/kiosk/openKioskBrowserSettings/{id}',
        '/api/kiosk/openTeamViewerQuickSupport/{id}',
        '/api/kiosk/restartApplication/{id}',
      ]),
    );
  });
});

describe('device channel beside the live hub (socket.io) on one port (pglite)', () => {
  let api: TestApp | undefined;
  let port: number;

  beforeAll(async () => {
    api = await createTestApp('pglite');
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => api?.close());
  const app = () => api!;

  it('serves socket.io and the device channel side by side, and says goodbye (1001) to tablets on shutdown', async () => {
    const admin = await app().login('admin@demo.test', 'demo-admin');
    const { token } = (
      await app().app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'tablet' } })
    ).json() as { token: string };
    const client = socketIoClient(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: admin },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', reject);
      });
      const tablet = new WebSocket(`ws://127.0.0.1:${port}/api/devices/channel`, { headers: { authorization: `Bearer ${token}` } });
      const ready = await new Promise((resolve, reject) => {
        tablet.once('message', (data) => resolve(JSON.parse(String(data))));
        tablet.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      });
      expect(ready).toMatchObject({ type: 'ready' });
      expect(client.connected).toBe(true);

      const closed = new Promise((resolve) => tablet.once('close', (code) => resolve(code)));
      client.disconnect();
      const closing = app().close();
      api = undefined;
      await closing;
      expect(await closed).toBe(1001);
    } finally {
      client.disconnect();
    }
  });
});
