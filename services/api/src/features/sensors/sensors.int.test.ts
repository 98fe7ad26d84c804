import { randomUUID } from 'node:crypto';
import { deviceRegistryStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deviceDecider } from '../organisation/device/device.decider.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(BACKENDS)('GET /api/sensor/status (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeEach(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterEach(() => api.close());

  const register = async (roomId: string, deviceType: string, deviceCode?: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: { cookie: admin },
      payload: { roomId, deviceType, ...(deviceCode ? { deviceCode } : {}) },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { deviceId: string; token: string };
  };
  const ingest = async (token: string, events: Record<string, unknown>[]) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: events.map((event) => ({ id: randomUUID(), ...event })) },
    });
    expect(response.statusCode).toBe(202);
  };
  const deviceCommand = (deviceId: string, command: Parameters<typeof deviceDecider.decide>[0]) =>
    handleCommand(api.store, deviceRegistryStreamId(deviceId), deviceDecider, command, {
      now: new Date('2026-06-07T08:00:00.000Z'),
      actor: { kind: 'system', id: 'test' },
    });
  const status = (siteId: string, cookie?: string) =>
    api.app.inject({ method: 'GET', url: `/api/sensor/status?siteId=${siteId}`, headers: cookie ? { cookie } : {} });

  it("lists the site's devices with their status record and health", async () => {
    const pad = await register('r-1', 'pad9plus', 'PAD-0001');
    const counter = await register('r-1', 'counter_men');
    const tablet = await register('r-1', 'tablet', 'TAB-7');
    const silent = await register('r-1', 'pad9');
    const elsewhere = await register('r-2', 'tablet');

    await ingest(pad.token, [
      { type: 'VisitorsCounted', occurredAt: ago(3 * HOUR), count: 4, counter: 'men' },
      {
        type: 'DeviceHeartbeat',
        occurredAt: ago(10 * MINUTE),
        battery: 88,
        version: '4.1.0',
        rssi: -58,
        ssid: 'Tower-WiFi',
        simId: '8997201',
        state: 'ok',
        counterState: 'online',
        userFlags: 0,
        sensorFlags: 3,
      },
    ]);
    await ingest(counter.token, [{ type: 'VisitorsCounted', occurredAt: ago(2 * HOUR), count: 9, counter: 'men' }]);
    await ingest(tablet.token, [{ type: 'DeviceHeartbeat', occurredAt: ago(5 * HOUR), version: '2.0' }]);
    await ingest(elsewhere.token, [{ type: 'DeviceHeartbeat', occurredAt: ago(0) }]);
    await deviceCommand(counter.deviceId, { type: 'SetDeviceNote', data: { deviceId: counter.deviceId, text: 'Sensor cover cracked' } });
    await deviceCommand(tablet.deviceId, {
      type: 'RecordDeviceMaintenance',
      data: { deviceId: tablet.deviceId, kind: 'battery_replacement', date: '2026-06-05', byName: 'Avi' },
    });
    await api.caughtUp();

    const response = await status('s-1', admin);
    expect(response.statusCode).toBe(200);
    const devices = response.json() as Record<string, unknown>[];
    expect(devices.map((device) => device.device_id)).toEqual([pad.deviceId, counter.deviceId, tablet.deviceId, silent.deviceId]);
    const [padRow, counterRow, tabletRow, silentRow] = devices;

    expect(padRow).toEqual({
      device_id: pad.deviceId,
      device_type: 'pad9plus',
      deviceCode: 'PAD-0001',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      version: '4.1.0',
      last_signal: expect.any(String),
      last_heartbeat: padRow!.last_signal,
      battery: 88,
      ssid: 'Tower-WiFi',
      rssi: -58,
      simId: '8997201',
      user_flags: 0,
      sensor_flags: 3,
      state: 'ok',
      counter_state: 'online',
      note: null,
      battery_maintenance_date: null,
      panel_maintenance_date: null,
      technician_maintenance_date: null,
      is_update: false,
      is_restart: false,
      health: { status: 'ok', colour: 'green', hoursSinceSignal: expect.closeTo(10 / 60, 1), counterStatus: 'ok' },
    });
    // Any event is a signal; the note turns the warning blue.
    expect(counterRow).toMatchObject({
      device_type: 'counter_men',
      deviceCode: null,
      last_heartbeat: null,
      battery: null,
      note: { date: '2026-06-07T08:00:00.000Z', txt: 'Sensor cover cracked' },
      health: { status: 'warning', colour: 'blue' },
    });
    expect((counterRow!.health as { hoursSinceSignal: number }).hoursSinceSignal).toBeGreaterThanOrEqual(2);
    expect(counterRow!.health).not.toHaveProperty('counterStatus');
    expect(tabletRow).toMatchObject({
      device_type: 'tablet',
      version: '2.0',
      battery_maintenance_date: '2026-06-05',
      health: { status: 'red', colour: 'red' },
    });
    // Registered, never signalled.
    expect(silentRow).toMatchObject({
      device_type: 'pad9',
      last_signal: null,
      version: null,
      health: { status: 'offline', colour: 'red', hoursSinceSignal: null },
    });
  });

  it('answers 401 without a session and 404 for an unknown or out-of-scope site', async () => {
    expect((await status('s-1')).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    const outOfScope = await status('s-1', other);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.headers['content-type']).toMatch(/problem\+json/);
    expect((await status('s-2', other)).json()).toEqual([]);
    expect((await status('no-such-site', admin)).statusCode).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: '/api/sensor/status', headers: { cookie: admin } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['invalid-params'][0].name).toBe('querystring/siteId');
  });
});
