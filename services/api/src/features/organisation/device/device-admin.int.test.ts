import { deviceRegistryStreamId, roomStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail } from '@facility/projections';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCommand } from '../../../domain/command-handler.ts';
import { httpSpec, request } from '../../../testing/http-spec.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { roomDecider } from '../room/room.decider.ts';
import { deviceDecider } from './device.decider.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const rating = () => ({ id: randomUUID(), type: 'RatingGiven', occurredAt: '2026-03-01T11:00:00.000Z', score: 100 });

interface Device {
  device_id: string;
  roomId: string;
  roomName: string | null;
  installSpot: string | null;
  mac_id: string | null;
  qr_tag: string | null;
  note: { date: string; txt: string } | null;
  battery_maintenance_date: string | null;
  maintenance?: { kind: string; date: string; byName: string; note: string }[];
}

describe.each(BACKENDS)('admin device routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let viewer: string;
  let outsider: string;

  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => NOW });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    // A second room of s-1 to move devices to.
    await handleCommand(api.store, roomStreamId('r-3'), roomDecider, {
      type: 'CreateRoom',
      data: { roomId: 'r-3', siteId: 's-1', displayName: 'Kitchen 1', roomNameEn: 'Kitchen one', roomType: 'kitchen', refId: '110' },
    }, { now: NOW, actor: { kind: 'system', id: 'test' } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    // A manager of c-1 with the devices permission, a viewer of c-1 without it, an admin of c-2.
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard', 'devices'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard', 'room'] });
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'admin', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['devices'] });
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'outsider@demo.test')).toBeTruthy(), { timeout: 5_000 });
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
  });
  afterAll(() => api?.close());

  const spec = () => httpSpec(api.app);
  const register = async (roomId = 'r-1') =>
    (await api.app.inject(request('POST', '/api/admin/devices', { cookie: admin, body: { roomId, deviceType: 'pad9plus', deviceCode: `PAD-${randomUUID().slice(0, 6)}` } }))).json() as {
      deviceId: string;
      token: string;
    };
  const ingest = (token: string) => api.app.inject({ method: 'POST', url: '/api/ingest', headers: { authorization: `Bearer ${token}` }, payload: { events: [rating()] } });
  const put = (deviceId: string, body: Record<string, unknown>, cookie = manager) => request('PUT', `/api/admin/devices/${deviceId}`, { cookie, body });
  const actors = async (deviceId: string) => (await api.store.readStream(deviceRegistryStreamId(deviceId))).map((event) => [event.type, event.metadata.actor?.id]);

  it("lists a site's devices and shows one with its maintenance records", async () => {
    const { deviceId } = await register();
    await spec()
      .when(request('GET', '/api/admin/devices?siteId=s-1', { cookie: manager }))
      .then<Device[]>(200, (devices) =>
        expect(devices.find((device) => device.device_id === deviceId)).toMatchObject({ device_type: 'pad9plus', roomId: 'r-1', roomName: 'Toilets 3rd floor', installSpot: null, note: null }),
      );
    await spec()
      .when(request('GET', `/api/admin/devices/${deviceId}`, { cookie: manager }))
      .then<Device>(200, (device) => expect(device).toMatchObject({ device_id: deviceId, siteId: 's-1', maintenance: [], battery_maintenance_date: null }));
    await spec().when(request('GET', '/api/admin/devices', { cookie: manager })).thenProblem(400, { field: 'querystring/siteId' });
  });

  it('moves a device, installs it, replaces its hardware in the same place, and sets a note', async () => {
    const { deviceId } = await register();
    await spec().when(put(deviceId, { roomId: 'r-3', installSpot: 'left of the door' })).then<Device>(200, (device) =>
      expect(device).toMatchObject({ roomId: 'r-3', roomName: 'Kitchen 1', installSpot: 'left of the door' }),
    );
    await spec().when(put(deviceId, { replace: { mac_id: 'AA:BB:CC:00:11:22', qr_tag: 'QR-77' } })).then<Device>(200, (device) =>
      expect(device).toMatchObject({ installSpot: 'left of the door', mac_id: 'AA:BB:CC:00:11:22', qr_tag: 'QR-77' }),
    );
    await spec().when(put(deviceId, { note: 'Loose bracket' })).then<Device>(200, (device) =>
      expect(device.note).toEqual({ date: NOW.toISOString(), txt: 'Loose bracket' }),
    );
    await spec().when(put(deviceId, { note: '' })).then<Device>(200, (device) => expect(device.note).toBeNull());
    expect(await actors(deviceId)).toEqual([
      ['DeviceRegistered', 'u-admin'],
      ['DeviceMoved', 'u-manager'],
      ['DeviceInstalled', 'u-manager'],
      ['DeviceInstalled', 'u-manager'],
      ['DeviceNoteSet', 'u-manager'],
      ['DeviceNoteSet', 'u-manager'],
    ]);
  });

  it('records maintenance: battery replacement, panel change, technician check', async () => {
    const { deviceId } = await register();
    const maintenance = [
      { kind: 'battery_replacement', date: '2026-02-20', byName: 'Dana', note: 'AA x4' },
      { kind: 'panel_change', date: '2026-02-21', byName: 'Omer' },
      { kind: 'technician_check', date: '2026-03-01', byName: 'Dana', note: 'all good' },
    ];
    await spec().when(put(deviceId, { maintenance })).then<Device>(200, (device) =>
      expect(device).toMatchObject({ battery_maintenance_date: '2026-02-20', panel_maintenance_date: '2026-02-21', technician_maintenance_date: '2026-03-01' }),
    );
    await spec().when(request('GET', `/api/admin/devices/${deviceId}`, { cookie: manager })).then<Device>(200, (device) =>
      expect(device.maintenance).toEqual([
        { kind: 'battery_replacement', date: '2026-02-20', byName: 'Dana', note: 'AA x4', recordedAt: NOW.toISOString() },
        { kind: 'panel_change', date: '2026-02-21', byName: 'Omer', note: '', recordedAt: NOW.toISOString() },
        { kind: 'technician_check', date: '2026-03-01', byName: 'Dana', note: 'all good', recordedAt: NOW.toISOString() },
      ]),
    );
  });

  it.each([
    ['an invalid maintenance date', { note: 'set?', maintenance: [{ kind: 'panel_change', date: '2026-02-30', byName: 'Omer' }] }, 'body/maintenance/0/date'],
    ['a future maintenance date', { maintenance: [{ kind: 'panel_change', date: '2026-03-05', byName: 'Omer' }] }, 'body/maintenance/0/date'],
    ['a blank by-name', { maintenance: [{ kind: 'technician_check', date: '2026-02-01', byName: ' ' }] }, 'body/maintenance/0/byName'],
    ['an unknown maintenance kind', { maintenance: [{ kind: 'oil_change', date: '2026-02-01', byName: 'Omer' }] }, 'body/maintenance/0/kind'],
    ['a replacement without an install spot', { replace: { mac_id: 'AA' } }, 'body/installSpot'],
    ['a blank install spot', { installSpot: '  ' }, 'body/installSpot'],
  ])('refuses %s (400 naming the field) and changes nothing', async (_name, body, field) => {
    const { deviceId } = await register();
    await spec().when(put(deviceId, body)).thenProblem(400, { field });
    expect(await actors(deviceId)).toEqual([['DeviceRegistered', 'u-admin']]);
  });

  describe('device codes', () => {
    const registerCode = (roomId: string, deviceCode?: string) =>
      request('POST', '/api/admin/devices', { cookie: admin, body: { roomId, deviceType: 'tablet', ...(deviceCode === undefined ? {} : { deviceCode }) } });
    /** The codes of the devices in service at both sites. */
    const codesInService = async () => {
      const codes: (string | null)[] = [];
      for (const siteId of ['s-1', 's-2']) {
        const devices = await spec().when(request('GET', `/api/admin/devices?siteId=${siteId}`, { cookie: admin })).then<{ deviceCode: string | null }[]>(200);
        codes.push(...devices.map((device) => device.deviceCode));
      }
      return codes;
    };
    const holding = async (code: string) => (await codesInService()).filter((held) => held?.toLowerCase() === code.toLowerCase()).length;

    it("refuses a code a device in service has, at any site, in any case (400 naming body/deviceCode), and stores nothing", async () => {
      await spec().when(registerCode('r-1', 'TLV-TP-112')).then(201);
      const before = await codesInService();
      await spec().when(registerCode('r-1', 'TLV-TP-112')).thenProblem(400, { field: 'body/deviceCode', detail: /TLV-TP-112.*already used by another device/ });
      await spec().when(registerCode('r-2', '  tlv-tp-112 ')).thenProblem(400, { field: 'body/deviceCode' });
      expect(await codesInService()).toEqual(before);
      expect(await holding('TLV-TP-112')).toBe(1);
    });

    it("lets a retired device's code be used again", async () => {
      const { deviceId } = await spec().when(registerCode('r-1', 'RET-7')).then<{ deviceId: string }>(201);
      await spec().when(request('DELETE', `/api/admin/devices/${deviceId}`, { cookie: manager })).then(204);
      await spec().when(registerCode('r-3', 'ret-7')).then(201);
      expect(await holding('RET-7')).toBe(1);
    });

    it('registers any number of devices without a code', async () => {
      await spec().when(registerCode('r-1')).then(201);
      await spec().when(registerCode('r-1')).then(201);
    });

    it('names body/deviceCode for a code longer than the registry keeps (64 characters)', async () => {
      await spec().when(registerCode('r-1', 'C'.repeat(65))).thenProblem(400, { field: 'body/deviceCode' });
    });

    it('still shows a history recorded before the rule, where two devices share a code, and keeps the code taken', async () => {
      for (const deviceId of [randomUUID(), randomUUID()]) {
        await handleCommand(api.store, deviceRegistryStreamId(deviceId), deviceDecider, {
          type: 'RegisterDevice',
          data: { deviceId, roomId: 'r-1', siteId: 's-1', deviceType: 'tablet', deviceCode: 'OLD-DUP', tokenHash: `sha256:${deviceId}` },
        }, { now: NOW, actor: { kind: 'system', id: 'test' } });
      }
      await api.caughtUp();
      expect(await holding('OLD-DUP')).toBe(2);
      await spec().when(registerCode('r-2', 'OLD-DUP')).thenProblem(400, { field: 'body/deviceCode' });
    });
  });

  it("refuses a move to another company's room (404) or an unknown one", async () => {
    const { deviceId } = await register();
    await spec().when(put(deviceId, { roomId: 'r-2' })).thenProblem(404);
    await spec().when(put(deviceId, { roomId: 'no-such-room' })).thenProblem(404);
    expect(await actors(deviceId)).toEqual([['DeviceRegistered', 'u-admin']]);
  });

  it('issues a new token once; the old one stops working at once', async () => {
    const { deviceId, token } = await register();
    expect((await ingest(token)).statusCode).toBe(202);
    const rotated = await spec().when(request('POST', `/api/admin/devices/${deviceId}/token`, { cookie: manager })).then<{ deviceId: string; token: string }>(200);
    expect(rotated.deviceId).toBe(deviceId);
    expect(rotated.token).not.toBe(token);
    expect((await ingest(token)).statusCode).toBe(401);
    expect((await ingest(rotated.token)).statusCode).toBe(202);
    expect(JSON.stringify(await api.store.readStream(deviceRegistryStreamId(deviceId)))).not.toContain(rotated.token);
    expect((await actors(deviceId)).at(-1)).toEqual(['DeviceTokenRotated', 'u-manager']);
  });

  it('retires a device: gone from lists, token refused, history kept', async () => {
    const { deviceId, token } = await register();
    await spec().when(request('DELETE', `/api/admin/devices/${deviceId}`, { cookie: manager })).then(204);
    expect((await ingest(token)).statusCode).toBe(401);
    await spec().when(request('GET', `/api/admin/devices/${deviceId}`, { cookie: manager })).thenProblem(404);
    await spec().when(request('POST', `/api/admin/devices/${deviceId}/token`, { cookie: manager })).thenProblem(404);
    await spec().when(request('GET', '/api/admin/devices?siteId=s-1', { cookie: manager })).then<Device[]>(200, (devices) =>
      expect(devices.map((device) => device.device_id)).not.toContain(deviceId),
    );
    expect(await actors(deviceId)).toEqual([['DeviceRegistered', 'u-admin'], ['DeviceRemoved', 'u-manager']]);
  });

  it("tells who changed a device, what and when, retired devices' too, without token hashes", async () => {
    const { deviceId } = await register();
    await spec().when(put(deviceId, { note: 'Loose bracket' })).then(200);
    await spec().when(request('POST', `/api/admin/devices/${deviceId}/token`, { cookie: manager })).then(200);
    await spec().when(request('DELETE', `/api/admin/devices/${deviceId}`, { cookie: manager })).then(204);
    const history = await spec()
      .when(request('GET', `/api/admin/devices/${deviceId}/history`, { cookie: manager }))
      .then<{ entries: { type: string; occurredAt: string; actor: { id: string } | null; data: Record<string, unknown> }[] }>(200);
    expect(history.entries.map((entry) => [entry.type, entry.actor?.id, entry.occurredAt])).toEqual([
      ['DeviceRegistered', 'u-admin', NOW.toISOString()],
      ['DeviceNoteSet', 'u-manager', NOW.toISOString()],
      ['DeviceTokenRotated', 'u-manager', NOW.toISOString()],
      ['DeviceRemoved', 'u-manager', NOW.toISOString()],
    ]);
    expect(history.entries[1]!.data).toMatchObject({ text: 'Loose bracket' });
    expect(JSON.stringify(history)).not.toMatch(/tokenHash/);
    await spec().when(request('GET', `/api/admin/devices/${deviceId}/history`, { cookie: viewer })).thenProblem(403);
    await spec().when(request('GET', `/api/admin/devices/${deviceId}/history`, { cookie: outsider })).thenProblem(404);
  });

  it('answers 403 to a user without the devices permission, on every route', async () => {
    const { deviceId } = await register();
    const routes = [
      request('GET', '/api/admin/devices?siteId=s-1', { cookie: viewer }),
      request('GET', `/api/admin/devices/${deviceId}`, { cookie: viewer }),
      put(deviceId, { note: 'mine' }, viewer),
      request('DELETE', `/api/admin/devices/${deviceId}`, { cookie: viewer }),
      request('POST', `/api/admin/devices/${deviceId}/token`, { cookie: viewer }),
    ];
    for (const route of routes) await spec().when(route).thenProblem(403);
    expect(await actors(deviceId)).toEqual([['DeviceRegistered', 'u-admin']]);
  });

  it("answers 404 for another company's devices, and changes nothing", async () => {
    const { deviceId, token } = await register();
    const routes = [
      request('GET', '/api/admin/devices?siteId=s-1', { cookie: outsider }),
      request('GET', `/api/admin/devices/${deviceId}`, { cookie: outsider }),
      put(deviceId, { roomId: 'r-2' }, outsider),
      request('DELETE', `/api/admin/devices/${deviceId}`, { cookie: outsider }),
      request('POST', `/api/admin/devices/${deviceId}/token`, { cookie: outsider }),
      request('GET', '/api/admin/devices/no-such-device', { cookie: admin }),
    ];
    for (const route of routes) await spec().when(route).thenProblem(404);
    expect(await actors(deviceId)).toEqual([['DeviceRegistered', 'u-admin']]);
    expect((await ingest(token)).statusCode).toBe(202);
  });
});
