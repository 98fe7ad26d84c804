import { randomUUID } from 'node:crypto';
import type { DeviceAlertItem, DeviceAlertList, OfflineTimeReport } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { DeviceAlertTimer } from '@facility/projector';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Tuesday 2026-11-10 09:00 in Tel Aviv (+2). */
const T = Date.parse('2026-11-10T07:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const quiet = { info() {}, warn() {}, error() {} };

describe.each(BACKENDS)('device alerts (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let now = T;
  let timer: DeviceAlertTimer;

  beforeEach(async () => {
    now = T + HOUR;
    api = await createTestApp(backend, { clock: () => new Date(now) });
    timer = new DeviceAlertTimer(api.store, api.db, { logger: quiet, now: () => new Date(now) });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterEach(async () => {
    await timer.stop();
    await api.close();
  });

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
  const heartbeat = async (token: string, at: number, fields: Record<string, unknown> = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: [{ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: iso(at), ...fields }] },
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  const get = (url: string, cookie = admin) => api.app.inject({ method: 'GET', url, headers: { cookie } });
  const alerts = async (query: string) => {
    const response = await get(`/api/device-alerts?siteId=s-1&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DeviceAlertList;
  };
  const byKind = (list: DeviceAlertList) => Object.fromEntries(list.alerts.map((alert) => [`${alert.deviceId}:${alert.kind}`, alert])) as Record<string, DeviceAlertItem>;

  it('opens and closes alerts from heartbeats, opens offline by the clock, and sums offline time per month', async () => {
    const pad = await register('r-1', 'pad9', 'PAD-1');
    const counter = await register('r-1', 'counter_men');
    const elsewhere = await register('r-2', 'tablet');
    await heartbeat(pad.token, T, { battery: 15, state: 'error:jam' });
    await heartbeat(counter.token, T, { battery: 80 });
    await heartbeat(elsewhere.token, T, { battery: 5 });
    await api.caughtUp();

    const first = await alerts('state=active');
    expect(first.total).toBe(2);
    const opened = byKind(first);
    expect(opened[`${pad.deviceId}:low_battery`]).toEqual({
      alertId: expect.any(String),
      deviceId: pad.deviceId,
      deviceCode: 'PAD-1',
      deviceType: 'pad9',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      kind: 'low_battery',
      openedAt: iso(T),
      closedAt: null,
      closeReason: null,
      durationMinutes: 60,
      detail: { battery: 15 },
    });
    expect(opened[`${pad.deviceId}:device_error`]).toMatchObject({ detail: { state: 'error:jam' }, durationMinutes: 60 });

    // 90 minutes of silence: the pad (1 h) is offline, the counter (3 h) is not yet.
    now = T + 90 * MINUTE;
    expect(await timer.tick()).toBe(1);
    expect(await timer.tick()).toBe(0);
    await api.caughtUp();
    expect(await timer.tick()).toBe(0);
    const offline = byKind(await alerts('state=active'))[`${pad.deviceId}:offline`];
    expect(offline).toMatchObject({ openedAt: iso(T + HOUR), closedAt: null, durationMinutes: 30, detail: { lastSignalAt: iso(T) } });

    // The pad is back, charged and well: everything of it closes.
    now = T + 100 * MINUTE;
    await heartbeat(pad.token, now, { battery: 90, state: 'ok' });
    await api.caughtUp();
    expect((await alerts('state=active')).alerts).toEqual([]);
    const closed = byKind(await alerts('state=all'));
    expect(closed[`${pad.deviceId}:offline`]).toMatchObject({ alertId: offline!.alertId, closedAt: iso(T + 100 * MINUTE), closeReason: 'recovered', durationMinutes: 40 });
    expect(closed[`${pad.deviceId}:low_battery`]).toMatchObject({ closedAt: iso(T + 100 * MINUTE), durationMinutes: 100 });

    // The counter's next signal comes 4 hours later, without the timer: the reactor reports the spell itself.
    now = T + 4 * HOUR;
    await heartbeat(counter.token, now);
    await api.caughtUp();
    const counters = await alerts('state=all&group=counter');
    expect(counters.alerts).toMatchObject([{ deviceId: counter.deviceId, kind: 'offline', openedAt: iso(T + 3 * HOUR), closedAt: iso(T + 4 * HOUR), durationMinutes: 60 }]);

    // Filters and search.
    expect((await alerts('state=all')).total).toBe(4);
    expect((await alerts('state=all&kind=offline')).alerts.map((alert) => alert.deviceId).sort()).toEqual([pad.deviceId, counter.deviceId].sort());
    expect((await alerts(`state=all&deviceId=${counter.deviceId}`)).total).toBe(1);
    expect((await alerts('state=all&q=pad-1')).total).toBe(3);
    expect((await alerts('state=all&q=TOILETS')).total).toBe(4);
    expect((await alerts('state=all&q=nowhere%25')).total).toBe(0);
    expect((await alerts('state=all&limit=1')).alerts).toHaveLength(1);
    expect((await alerts('state=all&limit=1')).total).toBe(4);
    // Periods are site days: everything happened on the 10th in Tel Aviv.
    expect((await alerts('state=all&from=2026-11-10&to=2026-11-10')).total).toBe(4);
    expect((await alerts('state=all&from=2026-11-11')).total).toBe(0);
    expect((await alerts('state=all&to=2026-11-09')).total).toBe(0);

    // Offline time: from the start of November in Tel Aviv (31 October 22:00 UTC) to now.
    const report = (await get('/api/device-alerts/offline-time?siteId=s-1&month=2026-11')).json() as OfflineTimeReport;
    const elapsed = (now - Date.parse('2026-10-31T22:00:00.000Z')) / MINUTE;
    expect(report).toEqual({
      month: '2026-11',
      devices: [
        { deviceId: counter.deviceId, deviceCode: null, deviceType: 'counter_men', roomId: 'r-1', roomName: 'Toilets 3rd floor', offlineMinutes: 60, alerts: 1, share: expect.closeTo(60 / elapsed, 9) },
        { deviceId: pad.deviceId, deviceCode: 'PAD-1', deviceType: 'pad9', roomId: 'r-1', roomName: 'Toilets 3rd floor', offlineMinutes: 40, alerts: 1, share: expect.closeTo(40 / elapsed, 9) },
      ],
    });
    const october = (await get('/api/device-alerts/offline-time?siteId=s-1&month=2026-10')).json() as OfflineTimeReport;
    expect(october.devices.map((row) => [row.offlineMinutes, row.alerts, row.share])).toEqual([[0, 0, 0], [0, 0, 0]]);
    const december = (await get('/api/device-alerts/offline-time?siteId=s-1&month=2026-12')).json() as OfflineTimeReport;
    expect(december.devices.map((row) => row.share)).toEqual([0, 0]);

    // A rebuild decides the same alerts with the same ids: nothing new in the log, the same rows.
    const rows = async () => (await sql`select * from device_alerts order by alert_id`.execute(api.db)).rows;
    const events = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(api.db)).rows[0]!.n);
    const before = { rows: await rows(), events: await events() };
    expect(before.rows).toHaveLength(5);
    await api.projector.rebuild('device-alert-reactor');
    await api.projector.rebuild('device-alerts');
    await api.caughtUp();
    expect(await events()).toBe(before.events);
    expect(await rows()).toEqual(before.rows);
  });

  it('closes the alerts of a removed device', async () => {
    const sensor = await register('r-1', 'liquid_sensor');
    await heartbeat(sensor.token, T, { battery: 3 });
    await api.caughtUp();
    now = T + 4 * HOUR;
    expect(await timer.tick()).toBe(1);
    await api.caughtUp();
    expect((await alerts('state=active')).alerts.map((alert) => alert.kind).sort()).toEqual(['low_battery', 'offline']);

    now = T + 5 * HOUR;
    const removed = await api.app.inject({ method: 'DELETE', url: `/api/admin/devices/${sensor.deviceId}`, headers: { cookie: admin } });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await api.caughtUp();
    expect((await alerts('state=active')).alerts).toEqual([]);
    const history = await alerts('state=all');
    expect(history.alerts.map((alert) => [alert.kind, alert.closeReason, alert.closedAt])).toEqual([
      ['offline', 'device_removed', iso(T + 5 * HOUR)],
      ['low_battery', 'device_removed', iso(T + 5 * HOUR)],
    ]);
    // A removed device is no longer the timer's business.
    now = T + 10 * HOUR;
    expect(await timer.tick()).toBe(0);
  });

  it('answers 401, 404 for unknown and out-of-scope sites, 403 without the permission, and 400 naming the field', async () => {
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] }, roles: ['devices'] });
    await api.seedUser({ userId: 'u-plain', email: 'plain@demo.test', password: 'plain-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['dashboard'] });
    await api.seedUser({ userId: 'u-tech', email: 'tech@demo.test', password: 'tech-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] }, roles: ['devices'] });
    await api.caughtUp();
    const other = await api.login('other@demo.test', 'other-pass');
    const plain = await api.login('plain@demo.test', 'plain-pass');
    const tech = await api.login('tech@demo.test', 'tech-pass');
    const urls = ['/api/device-alerts?siteId=s-1', '/api/device-alerts/offline-time?siteId=s-1&month=2026-11'];
    for (const url of urls) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const outside = await get(url, other);
      expect(outside.statusCode).toBe(404);
      expect(outside.headers['content-type']).toMatch(/problem\+json/);
      expect((await get(url.replace('s-1', 'no-such-site'))).statusCode).toBe(404);
      expect((await get(url, plain)).statusCode).toBe(403);
      expect((await get(url, tech)).statusCode).toBe(200);
    }
    const invalid = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { 'invalid-params': { name: string }[] })['invalid-params'].map((param) => param.name);
    };
    expect(await invalid('/api/device-alerts/offline-time?siteId=s-1&month=2026-13')).toEqual(['querystring/month']);
    expect(await invalid('/api/device-alerts/offline-time?siteId=s-1')).toEqual(['querystring/month']);
    expect(await invalid('/api/device-alerts?siteId=s-1&state=closed')).toEqual(['querystring/state']);
    expect(await invalid('/api/device-alerts?siteId=s-1&state=all&from=2026-02-30')).toEqual(['querystring/from']);
    expect(await invalid('/api/device-alerts?siteId=s-1&state=all&from=2026-11-10&to=2026-11-01')).toEqual(['querystring/to']);
    expect(await invalid('/api/device-alerts?siteId=s-1&limit=0')).toEqual(['querystring/limit']);
  });
});
