import { deviceCommandStreamId } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { getDeviceFlags } from '@facility/projections';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Registered {
  deviceId: string;
  token: string;
}

const heartbeat = () => ({ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: new Date().toISOString(), battery: 80 });
const visitors = () => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 2, counter: 'men' });

describe.each(BACKENDS)('update and restart flags of pads and counters (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let outsider: string;
  let viewer: string;
  let counter: Registered;
  let pad: Registered;
  let tablet: Registered;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    // A manager with the devices permission, of company c-2 only; a viewer of c-1 without it.
    await api.seedUser({ userId: 'u-outsider', email: 'outsider@demo.test', password: 'outsider-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['dashboard', 'devices'] });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    outsider = await api.login('outsider@demo.test', 'outsider-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
    counter = await register('counter_men');
    pad = await register('pad9plus');
    tablet = await register('tablet');
  });
  afterAll(() => api?.close());

  async function register(deviceType: string): Promise<Registered> {
    const response = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType } });
    expect(response.statusCode).toBe(201);
    return response.json() as Registered;
  }
  const raise = (deviceId: string, payload: Record<string, unknown>, cookie = admin) =>
    api.app.inject({ method: 'POST', url: `/api/admin/devices/${deviceId}/flags`, headers: { cookie }, payload });
  const ingest = (token: string, events: Record<string, unknown>[]) =>
    api.app.inject({ method: 'POST', url: '/api/ingest', headers: { authorization: `Bearer ${token}` }, payload: { events } });
  const flagsOf = (token: string) => api.app.inject({ method: 'GET', url: '/api/devices/flags', headers: { authorization: `Bearer ${token}` } });
  const ack = (token: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: '/api/devices/flags/ack', headers: { authorization: `Bearer ${token}` }, payload });
  const flagEvents = async (deviceId: string) =>
    (await api.store.readStream(deviceCommandStreamId(deviceId))).map((event) => ({ type: event.type, data: event.data, actor: event.metadata.actor }));
  const statusRow = async (deviceId: string) => {
    const response = await api.app.inject({ method: 'GET', url: '/api/sensor/status?siteId=s-1', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { device_id: string; is_update: boolean; is_restart: boolean }[]).find((device) => device.device_id === deviceId);
  };

  it('delivers a restart raised for a counter through its heartbeat answer and clears it on acknowledgement', async () => {
    const raised = await raise(counter.deviceId, { is_restart: true });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toEqual({ is_update: false, is_restart: true });
    expect(await flagEvents(counter.deviceId)).toEqual([
      {
        type: 'DeviceFlagsRaised',
        data: { deviceId: counter.deviceId, siteId: 's-1', is_update: false, is_restart: true, raisedBy: 'u-admin' },
        actor: { kind: 'user', id: 'u-admin' },
      },
    ]);

    // Seen at once (the admin route answered after the read model showed it).
    const withHeartbeat = await ingest(counter.token, [visitors(), heartbeat()]);
    expect(withHeartbeat.statusCode).toBe(202);
    expect(withHeartbeat.json()).toEqual({ accepted: 2, duplicates: 0, flags: { is_update: false, is_restart: true } });
    // Only a batch holding a heartbeat carries them.
    const withoutHeartbeat = await ingest(counter.token, [visitors()]);
    expect(withoutHeartbeat.json()).toEqual({ accepted: 1, duplicates: 0 });
    // A device with nothing waiting gets the usual answer.
    expect((await ingest(pad.token, [heartbeat()])).json()).toEqual({ accepted: 1, duplicates: 0 });

    const read = await flagsOf(counter.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ is_update: false, is_restart: true });
    expect((await flagsOf(pad.token)).json()).toEqual({ is_update: false, is_restart: false });
    expect(await statusRow(counter.deviceId)).toMatchObject({ is_update: false, is_restart: true });
    expect(await statusRow(pad.deviceId)).toMatchObject({ is_update: false, is_restart: false });

    const acknowledged = await ack(counter.token, { is_restart: true });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).toEqual({ is_update: false, is_restart: false });
    expect((await flagEvents(counter.deviceId)).at(-1)).toEqual({
      type: 'DeviceFlagsCleared',
      data: { deviceId: counter.deviceId, siteId: 's-1', is_update: false, is_restart: true },
      actor: { kind: 'device', id: counter.deviceId },
    });
    // Cleared before the answer: the next heartbeat does not restart the counter again.
    expect((await ingest(counter.token, [heartbeat()])).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await flagsOf(counter.token)).json()).toEqual({ is_update: false, is_restart: false });
    expect(await statusRow(counter.deviceId)).toMatchObject({ is_update: false, is_restart: false });

    // Acknowledging what is not waiting stores nothing.
    const again = await ack(counter.token, { is_restart: true, is_update: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ is_update: false, is_restart: false });
    expect((await ack(counter.token, {})).statusCode).toBe(200);
    expect((await flagEvents(counter.deviceId)).map((event) => event.type)).toEqual(['DeviceFlagsRaised', 'DeviceFlagsCleared']);
  });

  it('keeps the flags it was not told about: raise both, acknowledge one', async () => {
    expect((await raise(pad.deviceId, { is_update: true })).json()).toEqual({ is_update: true, is_restart: false });
    expect((await raise(pad.deviceId, { is_update: true, is_restart: true })).json()).toEqual({ is_update: true, is_restart: true });
    // Raising what already waits stores nothing new.
    expect((await raise(pad.deviceId, { is_restart: true })).json()).toEqual({ is_update: true, is_restart: true });
    expect((await flagEvents(pad.deviceId)).map((event) => [event.type, event.data.is_update, event.data.is_restart])).toEqual([
      ['DeviceFlagsRaised', true, false],
      ['DeviceFlagsRaised', false, true],
    ]);
    expect((await ack(pad.token, { is_update: true })).json()).toEqual({ is_update: false, is_restart: true });
    expect((await ingest(pad.token, [heartbeat()])).json()).toMatchObject({ flags: { is_update: false, is_restart: true } });
    expect(await statusRow(pad.deviceId)).toMatchObject({ is_update: false, is_restart: true });
  });

  it('refuses a tablet (409), a body naming no flag (400), an outsider (404) and a user without the permission (403)', async () => {
    const onTablet = await raise(tablet.deviceId, { is_restart: true });
    expect(onTablet.statusCode).toBe(409);
    expect(onTablet.json().detail).toMatch(/Only pads and counters/);

    const empty = await raise(counter.deviceId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()['invalid-params']).toEqual([expect.objectContaining({ name: 'body' })]);
    const none = await raise(counter.deviceId, { is_update: false, is_restart: false });
    expect(none.statusCode).toBe(400);
    expect(none.json()['invalid-params'][0].name).toBe('body');
    const wrongType = await raise(counter.deviceId, { is_update: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()['invalid-params'][0].name).toBe('body/is_update');

    const outOfScope = await raise(counter.deviceId, { is_restart: true }, outsider);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json().detail).toBe((await raise('no-such-device', { is_restart: true }, outsider)).json().detail);
    expect((await raise(counter.deviceId, { is_restart: true }, viewer)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: `/api/admin/devices/${counter.deviceId}/flags`, payload: { is_restart: true } })).statusCode).toBe(401);
    // None of these stored anything.
    expect(await flagEvents(tablet.deviceId)).toEqual([]);
    expect((await flagEvents(counter.deviceId)).map((event) => event.type)).toEqual(['DeviceFlagsRaised', 'DeviceFlagsCleared']);
  });

  it('answers 401 to a missing, unknown or revoked device token', async () => {
    const spare = await register('counter_women');
    const rotated = await api.app.inject({ method: 'POST', url: `/api/admin/devices/${spare.deviceId}/token`, headers: { cookie: admin } });
    expect(rotated.statusCode).toBe(200);
    for (const token of [spare.token, 'not-a-real-device-token-at-all']) {
      const read = await flagsOf(token);
      expect(read.statusCode).toBe(401);
      expect(read.headers['www-authenticate']).toBe('Bearer');
      expect((await ack(token, { is_restart: true })).statusCode).toBe(401);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/devices/flags' })).statusCode).toBe(401);
    expect((await flagsOf((rotated.json() as { token: string }).token)).statusCode).toBe(200);
  });

  it('drops the waiting flags of a retired device', async () => {
    const spare = await register('pad9');
    expect((await raise(spare.deviceId, { is_update: true, is_restart: true })).statusCode).toBe(200);
    expect(await getDeviceFlags(api.db, spare.deviceId)).toEqual({ isUpdate: true, isRestart: true });
    expect((await api.app.inject({ method: 'DELETE', url: `/api/admin/devices/${spare.deviceId}`, headers: { cookie: admin } })).statusCode).toBe(204);
    await api.caughtUp();
    expect(await getDeviceFlags(api.db, spare.deviceId)).toEqual({ isUpdate: false, isRestart: false });
    expect((await raise(spare.deviceId, { is_restart: true })).statusCode).toBe(404);
  });
});
