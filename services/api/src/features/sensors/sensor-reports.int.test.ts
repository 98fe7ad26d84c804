import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const HOUR = 3_600_000;
/** Registration time: 12:00 on Tuesday 24 March 2026 in Jerusalem (UTC+2). */
const REGISTERED = new Date('2026-03-24T10:00:00.000Z');
/**
 * "Now": 11:30 on Saturday 28 March (UTC+3). Summer time began on Friday 27 March at 02:00,
 * which makes that day 23 hours long.
 */
const NOW = new Date('2026-03-28T08:30:00.000Z');
const WEEK = 'dates=2026-03-23,2026-03-29';

type Event = Record<string, unknown> & { type: string; occurredAt: string };
/** Heartbeats an hour apart from `start`; `extra(i)` adds fields to the i-th. */
const hourly = (start: string, count: number, extra: (i: number) => Record<string, unknown> = () => ({})): Event[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'DeviceHeartbeat', occurredAt: new Date(Date.parse(start) + i * HOUR).toISOString(), ...extra(i) }));

interface ReportRow {
  device_id: string;
  [field: string]: unknown;
}

describe.each(BACKENDS)('device reports: connectivity, battery power, network (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let outsider: string;
  let clock = REGISTERED;
  const ids: Record<'pad' | 'counter' | 'silent' | 'late' | 'elsewhere', string> = { pad: '', counter: '', silent: '', late: '', elsewhere: '' };

  const register = async (roomId: string, deviceType: string, deviceCode?: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: { cookie: admin },
      payload: { roomId, deviceType, ...(deviceCode ? { deviceCode } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { deviceId: string; token: string };
  };
  const ingest = async (token: string, events: Event[]) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: events.map((event) => ({ id: randomUUID(), ...event })) },
    });
    expect(response.statusCode, response.body).toBe(202);
    // One projector batch per upload, so the upsert has to merge hours across batches.
    await api.caughtUp();
  };
  const get = (url: string, cookie: string | null = admin) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const devicesOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { days: string[]; devices: ReportRow[] };
  };
  const row = (devices: ReportRow[], name: keyof typeof ids) => devices.find((device) => device.device_id === ids[name]);

  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => clock });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');

    // A minute apart, so the registration order is the listing order.
    const pad = await register('r-1', 'pad9plus', 'PAD-0001');
    clock = new Date(REGISTERED.getTime() + 60_000);
    const counter = await register('r-1', 'counter_men');
    clock = new Date(REGISTERED.getTime() + 120_000);
    const silent = await register('r-1', 'tablet', 'TAB-1');
    const elsewhere = await register('r-2', 'pad9');
    // Registered at 17:00 on Thursday 26 March.
    clock = new Date('2026-03-26T15:00:00.000Z');
    const late = await register('r-1', 'pad9');
    Object.assign(ids, { pad: pad.deviceId, counter: counter.deviceId, silent: silent.deviceId, late: late.deviceId, elsewhere: elsewhere.deviceId });

    clock = NOW;
    admin = await api.login('admin@demo.test', 'demo-admin');
    outsider = await api.login('other@demo.test', 'other-pass');

    const update = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/devices/${pad.deviceId}`,
      headers: { cookie: admin },
      payload: { installSpot: 'Above the sinks', replace: { mac_id: 'AA:BB:CC:00:11:22' }, maintenance: [{ kind: 'battery_replacement', date: '2026-03-20', byName: 'Avi' }] },
    });
    expect(update.statusCode, update.body).toBe(200);

    // The pad, uploaded out of order. Friday 27 March: all 23 hours, 22:05 UTC the day before to 20:05.
    await ingest(pad.token, hourly('2026-03-26T22:05:00.000Z', 23, (i) => (i === 5 ? { battery: 82 } : i === 22 ? { battery: 80 } : {})));
    // Tuesday 24 March: an event dated half an hour before the registration (history the
    // device uploads from before it was registered) puts it in service from 11:00 local;
    // then 6 hours from the registration on, two events in one: 7 of 13 hours.
    await ingest(pad.token, [
      { type: 'ExposuresCounted', occurredAt: '2026-03-24T09:30:00.000Z', count: 2 },
      ...hourly('2026-03-24T10:05:00.000Z', 6, (i) => ({ battery: [90, 89, 91, 88, 88, 87][i] })),
      { type: 'ExposuresCounted', occurredAt: '2026-03-24T10:40:00.000Z', count: 1 },
    ]);
    // Wednesday 25 March: 18 of 24 hours. Thursday: silent.
    await ingest(pad.token, hourly('2026-03-24T22:05:00.000Z', 18, (i) => (i === 0 ? { battery: 86 } : i === 9 ? { battery: 85 } : i === 17 ? { battery: 84 } : {})));
    // Today: 00:05 to 05:05, then 11:10 in the hour still running.
    await ingest(pad.token, [
      ...hourly('2026-03-27T21:05:00.000Z', 6, (i) => (i === 5 ? { battery: 79 } : {})),
      { type: 'DeviceHeartbeat', occurredAt: '2026-03-28T08:10:00.000Z', battery: 78, version: '5.0.1', rssi: -60, ssid: 'Tower', simId: 'SIM-9' },
    ]);
    // A late upload of an earlier reading in Friday's last hour: not that day's last reading.
    await ingest(pad.token, [{ type: 'DeviceHeartbeat', occurredAt: '2026-03-27T20:01:00.000Z', battery: 81 }]);

    // The counter: three hours on Wednesday (two counts in one), one heartbeat on Friday.
    await ingest(counter.token, [
      { type: 'VisitorsCounted', occurredAt: '2026-03-25T07:10:00.000Z', count: 3, counter: 'men' },
      { type: 'VisitorsCounted', occurredAt: '2026-03-25T07:50:00.000Z', count: 1, counter: 'men' },
      { type: 'VisitorsCounted', occurredAt: '2026-03-25T08:10:00.000Z', count: 2, counter: 'men' },
      { type: 'VisitorsCounted', occurredAt: '2026-03-25T09:10:00.000Z', count: 5, counter: 'men' },
      { type: 'DeviceHeartbeat', occurredAt: '2026-03-27T12:00:00.000Z', battery: 50, rssi: -90 },
    ]);
    // The late pad: one signal on its registration day.
    await ingest(late.token, [{ type: 'DeviceHeartbeat', occurredAt: '2026-03-26T16:30:00.000Z', battery: 100 }]);
    // Another site's device.
    await ingest(elsewhere.token, hourly('2026-03-27T00:05:00.000Z', 3, () => ({ battery: 10 })));

    const flags = await api.app.inject({ method: 'POST', url: `/api/admin/devices/${pad.deviceId}/flags`, headers: { cookie: admin }, payload: { is_restart: true } });
    expect(flags.statusCode, flags.body).toBe(200);
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  it('gives the online share per device and local day, counting real hours and today up to now', async () => {
    const report = await devicesOf(`/api/sensor/connectivity?siteId=s-1&${WEEK}`);
    expect(report.days).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    // Every active device of the site, oldest registration first, none of another site.
    expect(report.devices.map((device) => device.device_id)).toEqual([ids.pad, ids.counter, ids.silent, ids.late]);
    expect(row(report.devices, 'pad')).toEqual({
      device_id: ids.pad,
      device_type: 'pad9plus',
      deviceCode: 'PAD-0001',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      // Today: 11 hours have passed and the running one has a signal: 7 of 12.
      online: [null, 7 / 13, 0.75, 0, 1, 7 / 12, null],
      average: expect.closeTo((7 / 13 + 0.75 + 0 + 1 + 7 / 12) / 5, 12),
    });
    // Friday has 23 hours; today's running hour has no signal yet, so 11 hours count.
    expect(row(report.devices, 'counter')).toMatchObject({ online: [null, 0, 3 / 24, 0, 1 / 23, 0, null], average: expect.closeTo((3 / 24 + 1 / 23) / 5, 12) });
    expect(row(report.devices, 'silent')).toMatchObject({ device_type: 'tablet', online: [null, 0, 0, 0, 0, 0, null], average: 0 });
    // Registered at 17:00 on Thursday: seven hours of that day count.
    expect(row(report.devices, 'late')).toMatchObject({ online: [null, null, null, 1 / 7, 0, 0, null], average: expect.closeTo(1 / 21, 12) });
  });

  it('defaults to the 30 days ending today', async () => {
    const report = await devicesOf('/api/sensor/connectivity?siteId=s-1');
    expect(report.days).toHaveLength(30);
    expect([report.days[0], report.days.at(-1)]).toEqual(['2026-02-27', '2026-03-28']);
    expect((row(report.devices, 'pad')!.online as unknown[]).slice(-6)).toEqual([null, 7 / 13, 0.75, 0, 1, 7 / 12]);
    expect((row(report.devices, 'pad')!.online as unknown[]).slice(0, 25).every((share) => share === null)).toBe(true);
  });

  it("gives each device's daily battery readings, their trend and the latest reading", async () => {
    const report = await devicesOf(`/api/sensor/battery/power?siteId=s-1&${WEEK}`);
    expect(report.days).toHaveLength(7);
    expect(report.devices.map((device) => device.device_id)).toEqual([ids.pad, ids.counter, ids.silent, ids.late]);
    expect(row(report.devices, 'pad')).toEqual({
      device_id: ids.pad,
      device_type: 'pad9plus',
      deviceCode: 'PAD-0001',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      battery: 78,
      batteryAt: '2026-03-28T08:10:00.000Z',
      readings: [
        { day: '2026-03-24', min: 87, max: 91, last: 87 },
        { day: '2026-03-25', min: 84, max: 86, last: 84 },
        { day: '2026-03-27', min: 80, max: 82, last: 80 },
        { day: '2026-03-28', min: 78, max: 79, last: 78 },
      ],
      // Last readings 87, 84, 80, 78 on days 0, 1, 3, 4: slope -22 / 10.
      trendPerDay: expect.closeTo(-2.2, 12),
      daysLeft: expect.closeTo(78 / 2.2, 9),
      battery_maintenance_date: '2026-03-20',
    });
    expect(row(report.devices, 'counter')).toMatchObject({
      battery: 50,
      batteryAt: '2026-03-27T12:00:00.000Z',
      readings: [{ day: '2026-03-27', min: 50, max: 50, last: 50 }],
      trendPerDay: null,
      daysLeft: null,
      battery_maintenance_date: null,
    });
    expect(row(report.devices, 'silent')).toMatchObject({ battery: null, batteryAt: null, readings: [], trendPerDay: null, daysLeft: null });

    // An earlier period: its own trend, but still the latest reading ever.
    const earlier = await devicesOf('/api/sensor/battery/power?siteId=s-1&dates=2026-03-20,2026-03-25');
    expect(row(earlier.devices, 'pad')).toMatchObject({ battery: 78, readings: [{ day: '2026-03-24' }, { day: '2026-03-25' }], trendPerDay: -3, daysLeft: 28 });
  });

  it('lists the network readings, signal quality and waiting flags', async () => {
    const response = await get('/api/sensor?site_id=s-1');
    expect(response.statusCode, response.body).toBe(200);
    const devices = response.json() as ReportRow[];
    expect(devices.map((device) => device.device_id)).toEqual([ids.pad, ids.counter, ids.silent, ids.late]);
    expect(row(devices, 'pad')).toEqual({
      device_id: ids.pad,
      device_type: 'pad9plus',
      deviceCode: 'PAD-0001',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      mac_id: 'AA:BB:CC:00:11:22',
      version: '5.0.1',
      ssid: 'Tower',
      rssi: -60,
      simId: 'SIM-9',
      signal: 'good',
      last_signal: '2026-03-28T08:10:00.000Z',
      last_heartbeat: '2026-03-28T08:10:00.000Z',
      is_update: false,
      is_restart: true,
    });
    expect(row(devices, 'counter')).toMatchObject({ mac_id: null, version: null, rssi: -90, signal: 'poor', last_signal: '2026-03-27T12:00:00.000Z', is_restart: false });
    expect(row(devices, 'silent')).toMatchObject({ rssi: null, signal: null, last_signal: null, last_heartbeat: null, is_update: false, is_restart: false });
  });

  it.each([
    ['dates=2026-03-23', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['dates=2026-02-30,2026-03-01', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['dates=2026-03-29,2026-03-23', 'the last day must not be before the first'],
    ['dates=2026-01-01,2026-04-04', 'spans at most 93 days'],
    [`dates=${'2026-01-01,'.repeat(5)}`, undefined],
  ])('answers 400 naming dates for %s', async (query, reason) => {
    for (const path of ['/api/sensor/connectivity', '/api/sensor/battery/power']) {
      const response = await get(`${path}?siteId=s-1&${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      const [param] = response.json()['invalid-params'] as { name: string; reason: string }[];
      expect(param!.name).toBe('querystring/dates');
      if (reason) expect(param!.reason).toBe(reason);
    }
  });

  it('answers 401 without a session, 404 for unknown and out-of-scope sites, 400 without a site', async () => {
    const routes = [`/api/sensor/connectivity?siteId=s-1&${WEEK}`, `/api/sensor/battery/power?siteId=s-1&${WEEK}`, '/api/sensor?site_id=s-1'];
    for (const url of routes) {
      expect((await get(url, null)).statusCode).toBe(401);
      const outOfScope = await get(url, outsider);
      expect(outOfScope.statusCode).toBe(404);
      expect(outOfScope.headers['content-type']).toMatch(/problem\+json/);
      expect((await get(url.replace('s-1', 'no-such-site'))).statusCode).toBe(404);
      // Bad dates for a site out of scope still answer 404: nothing about the site leaks.
      // (The network report takes no dates: for it, `dates` is an unknown parameter, a 400.)
      if (url.includes(WEEK)) expect((await get(`${url.replace(`&${WEEK}`, '')}&dates=nonsense`, outsider)).statusCode).toBe(404);
    }
    // The other company's user sees its own site, and only its device.
    const own = await get('/api/sensor/connectivity?siteId=s-2', outsider);
    expect(own.statusCode).toBe(200);
    expect((own.json() as { devices: ReportRow[] }).devices.map((device) => device.device_id)).toEqual([ids.elsewhere]);
    const missing = await get('/api/sensor/battery/power');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['invalid-params'][0].name).toBe('querystring/siteId');
    const missingNetwork = await get('/api/sensor?siteId=s-1');
    expect(missingNetwork.statusCode).toBe(400);
    expect(missingNetwork.json()['invalid-params'][0].name).toBe('querystring/site_id');
  });
});
