import { randomUUID } from 'node:crypto';
import { roomStreamId, siteStreamId, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';
import { siteDecider } from '../organisation/site/site.decider.ts';

const context = () => ({ now: new Date(), actor: { kind: 'system', id: 'test' } as Actor });
/** A site-local (Asia/Jerusalem, +3 in June) wall-clock time as an ISO instant. */
const local = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+03:00`).toISOString();

const visits = (at: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: local(at), count, counter: 'men' });
const exposures = (at: string, count: number) => ({ id: randomUUID(), type: 'ExposuresCounted', occurredAt: local(at), count });
const complaint = (at: string, problem: string, category: 'cleaning' | 'maintenance' = 'cleaning') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt: local(at),
  problem,
  category,
});
const rating = (at: string, score: number) => ({ id: randomUUID(), type: 'RatingGiven', occurredAt: local(at), score });
const arrival = (at: string, role: 'cleaner' | 'supervisor' = 'cleaner') => ({ id: randomUUID(), type: 'StaffArrived', occurredAt: local(at), staffId: null, role, method: 'nfc' });

// Tuesday 2026-06-09 and Wednesday 2026-06-10, site-local; shift 1 works 06:00-14:00 every day.
const RANGE = 'siteId=s-1&timeType=custom_time&timeFrom=2026-06-09&timeTo=2026-06-10';

const TOILETS = [
  visits('2026-06-09 08:10', 20),
  complaint('2026-06-09 10:00:00', 'dirty_floor'), // opens a cleaning call
  complaint('2026-06-09 10:00:30', 'dirty_floor'), // the same press again within 60 s: counts once
  complaint('2026-06-09 10:05', 'missing_toilet_paper'),
  arrival('2026-06-09 10:12'), // resolves the call after 12 minutes
  rating('2026-06-09 10:20', 80),
  rating('2026-06-09 10:25', 91),
  visits('2026-06-09 12:30', 40), // 40 visitors since the cleaner: a counter call
  arrival('2026-06-09 13:00', 'supervisor'),
  exposures('2026-06-09 13:10', 7),
  complaint('2026-06-10 09:15', 'dirty_floor'), // joins the open counter call
  complaint('2026-06-10 09:20', 'missing_soap'),
  complaint('2026-06-10 21:30', 'problem_leak', 'maintenance'),
];
const KITCHEN = [
  visits('2026-06-08 23:50', 10), // the day before the range (and below the counter threshold of 30)
  visits('2026-06-09 15:40', 5),
  complaint('2026-06-09 15:45:00', 'bad_smell'),
  arrival('2026-06-09 15:45:30'), // half a minute: shown as 1
  rating('2026-06-09 15:50', 50),
  visits('2026-06-10 23:30', 3),
  visits('2026-06-11 00:30', 1000), // the day after
];
const REMOVED = [visits('2026-06-09 11:00', 100), complaint('2026-06-09 11:05', 'dirty_floor')];

const zeros = {
  visits: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisors: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  callsOpened: 0,
  avgResponseTime: null,
  exposures: 0,
  ratio: null,
  score: null,
};

describe.each(BACKENDS)('GET /api/stats/performance/analytics (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' }); // "Toilets 3rd floor", building A, floor 3, men
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-9' });
    const room = (roomId: string, displayName: string, refId: string, building: string, floor: number) =>
      handleCommand(api.store, roomStreamId(roomId), roomDecider, {
        type: 'CreateRoom',
        data: { roomId, siteId: 's-1', displayName, roomNameEn: displayName, roomType: 'kitchen', floor, building, zone: null, gender: null, refId },
      } as never, context());
    await room('r-2', 'Kitchen', '102', 'B', 1);
    await room('r-3', 'Old storeroom', '103', 'A', 1);
    await room('r-4', 'Lobby', '104', 'A', 1);
    // Shifts first: the day-and-shift counters place events by the shifts as they stood.
    await handleCommand(api.store, siteStreamId('s-1'), siteDecider, {
      type: 'SetSiteShifts',
      data: {
        siteId: 's-1',
        shifts: [{ shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: [1, 2, 3, 4, 5, 6, 7], minSla: 30, maxSla: 600, roomIds: [], active: true }],
      },
    }, context());
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    for (const [deviceId, roomId, events] of [['d-1', 'r-1', TOILETS], ['d-2', 'r-2', KITCHEN], ['d-3', 'r-3', REMOVED]] as const) {
      expect((await ingestBatch(api.store, { deviceId, roomId, siteId: 's-1' }, events)).ok).toBe(true);
    }
    await handleCommand(api.store, roomStreamId('r-3'), roomDecider, { type: 'RemoveRoom', data: { roomId: 'r-3' } }, context());
    // Call events come from the reactor, then reach the counters: one more hop.
    await api.caughtUp();
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const analytics = (cookie: string | null, query: string) =>
    api.app.inject({ method: 'GET', url: `/api/stats/performance/analytics?${query}`, headers: cookie ? { cookie } : {} });

  it('has a row per room with its figures and top complaints, the totals and the charts', async () => {
    const response = await analytics(admin, `${RANGE}&language=he`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ siteId: 's-1', timezone: 'Asia/Jerusalem', language: 'he', timeType: 'custom_time', timeFrom: '2026-06-09', timeTo: '2026-06-10' });
    // By name; the lobby had no activity; the removed room last, for what happened in it before.
    expect(body.rows).toEqual([
      {
        roomId: 'r-2',
        displayName: 'Kitchen',
        roomNameEn: 'Kitchen',
        removed: false,
        ...zeros,
        visits: 8,
        complaints: 1,
        arrivals: 1,
        complaintCalls: 1, // bad_smell opened a call
        callsOpened: 1,
        avgResponseTime: 1, // 0.5 min rounds up
        ratio: 12.5,
        score: 50,
        topComplaints: [{ problem: 'bad_smell', category: 'cleaning', count: 1 }],
      },
      { roomId: 'r-4', displayName: 'Lobby', roomNameEn: 'Lobby', removed: false, ...zeros, topComplaints: [] },
      {
        roomId: 'r-1',
        displayName: 'Toilets 3rd floor',
        roomNameEn: 'Toilets third floor',
        removed: false,
        ...zeros,
        visits: 60,
        complaints: 4, // the repeated press counted once
        maintenanceComplaints: 1,
        arrivals: 1,
        supervisors: 1,
        counterCalls: 1,
        complaintCalls: 2, // dirty_floor's and problem_leak's (the 06-10 complaints joined the counter call)
        callsOpened: 3,
        avgResponseTime: 12,
        exposures: 7,
        ratio: 6.667, // 4 / 60
        score: 86, // (80 + 91) / 2 = 85.5
        topComplaints: [
          { problem: 'dirty_floor', category: 'cleaning', count: 2 },
          { problem: 'missing_soap', category: 'cleaning', count: 1 },
          { problem: 'missing_toilet_paper', category: 'cleaning', count: 1 },
        ],
      },
      {
        roomId: 'r-3',
        displayName: 'Old storeroom',
        roomNameEn: 'Old storeroom',
        removed: true,
        ...zeros,
        visits: 100,
        complaints: 1,
        counterCalls: 1, // 100 visitors with no cleaner yet; the complaint joined it
        callsOpened: 1,
        ratio: 1,
        topComplaints: [{ problem: 'dirty_floor', category: 'cleaning', count: 1 }],
      },
    ]);
    expect(body.totals).toEqual({
      ...zeros,
      visits: 168,
      complaints: 6,
      maintenanceComplaints: 1,
      arrivals: 2,
      supervisors: 1,
      counterCalls: 2,
      complaintCalls: 3,
      callsOpened: 5,
      avgResponseTime: 6, // (12 + 0.5) / 2 = 6.25
      exposures: 7,
      ratio: 3.571, // 6 / 168
      score: 74, // (80 + 91 + 50) / 3 = 73.67
      topComplaints: [
        { problem: 'dirty_floor', category: 'cleaning', count: 3 },
        { problem: 'bad_smell', category: 'cleaning', count: 1 },
        { problem: 'missing_soap', category: 'cleaning', count: 1 },
      ],
    });
    expect(body.charts).toEqual({
      cleaning: { labels: ['dirty_floor', 'bad_smell', 'missing_soap', 'missing_toilet_paper'], counts: [3, 1, 1, 1] },
      maintenance: { labels: ['problem_leak'], counts: [1] },
    });
  });

  it('gives the activity by site-local hour of day, all 24 hours', async () => {
    const { hourData } = (await analytics(admin, RANGE)).json();
    expect(hourData.map((hour: { hour: number }) => hour.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    const active = hourData.filter((hour: Record<string, unknown>) => Object.entries(zeros).some(([key, zero]) => hour[key] !== zero));
    expect(active).toEqual([
      { hour: 8, time: '08:00', ...zeros, visits: 20, ratio: 0 },
      { hour: 9, time: '09:00', ...zeros, complaints: 2 },
      { hour: 10, time: '10:00', ...zeros, complaints: 2, arrivals: 1, complaintCalls: 1, callsOpened: 1, avgResponseTime: 12, score: 86 },
      { hour: 11, time: '11:00', ...zeros, visits: 100, complaints: 1, counterCalls: 1, callsOpened: 1, ratio: 1 }, // the removed room
      { hour: 12, time: '12:00', ...zeros, visits: 40, counterCalls: 1, callsOpened: 1, ratio: 0 },
      { hour: 13, time: '13:00', ...zeros, supervisors: 1, exposures: 7 },
      { hour: 15, time: '15:00', ...zeros, visits: 5, complaints: 1, arrivals: 1, complaintCalls: 1, callsOpened: 1, avgResponseTime: 1, ratio: 20, score: 50 },
      { hour: 21, time: '21:00', ...zeros, maintenanceComplaints: 1, complaintCalls: 1, callsOpened: 1 },
      { hour: 23, time: '23:00', ...zeros, visits: 3, ratio: 0 },
    ]);
  });

  it('filters rooms, building, shift and days alike in the table, the hours and the charts', async () => {
    const figures = async (filter: string) => {
      const body = (await analytics(admin, `${RANGE}&${filter}`)).json();
      const hours = body.hourData.filter((hour: { visits: number; complaints: number }) => hour.visits > 0 || hour.complaints > 0).map((hour: { hour: number }) => hour.hour);
      return { rooms: body.rows.map((row: { roomId: string }) => row.roomId), visits: body.totals.visits, complaints: body.totals.complaints, hours, cleaning: body.charts.cleaning.labels };
    };
    // The removed storeroom is in building A.
    expect(await figures('building=A')).toEqual({ rooms: ['r-4', 'r-1', 'r-3'], visits: 160, complaints: 5, hours: [8, 9, 10, 11, 12], cleaning: ['dirty_floor', 'missing_soap', 'missing_toilet_paper'] });
    expect(await figures('rooms=r-2')).toEqual({ rooms: ['r-2'], visits: 8, complaints: 1, hours: [15, 23], cleaning: ['bad_smell'] });
    expect(await figures('building=B&floor=3')).toEqual({ rooms: [], visits: 0, complaints: 0, hours: [], cleaning: [] });
    // The morning shift (06:00-14:00) leaves out the kitchen's afternoon and night.
    expect(await figures('shift=1')).toEqual({ rooms: ['r-2', 'r-4', 'r-1', 'r-3'], visits: 160, complaints: 5, hours: [8, 9, 10, 11, 12], cleaning: ['dirty_floor', 'missing_soap', 'missing_toilet_paper'] });
    // Wednesday only: nothing happened in the removed room, so it is not listed.
    expect(await figures('days=4')).toEqual({ rooms: ['r-2', 'r-4', 'r-1'], visits: 3, complaints: 2, hours: [9, 23], cleaning: ['dirty_floor', 'missing_soap'] });
  });

  it("agrees with the overview's totals, a removed room's past included, with and without a room filter", async () => {
    for (const filter of ['', '&building=A', '&shift=1']) {
      const table = (await analytics(admin, `${RANGE}${filter}`)).json();
      const overview = (await api.app.inject({ method: 'GET', url: `/api/stats/performance/overview?${RANGE}${filter}`, headers: { cookie: admin } })).json();
      const sum = (series: { count: number | null }[]) => series.reduce((total, point) => total + (point.count ?? 0), 0);
      expect({ visits: sum(overview.series.visits), complaints: sum(overview.series.complaints) }).toEqual({ visits: table.totals.visits, complaints: table.totals.complaints });
    }
    // The report's calls add up to the calls opened, the removed room's named.
    const report = (await api.app.inject({ method: 'GET', url: `/api/stats/performance/analysis-report?${RANGE}`, headers: { cookie: admin } })).json();
    expect(report.calls.total).toBe(report.analytics.totals.callsOpened);
    expect(report.calls.calls.filter((call: { roomId: string }) => call.roomId === 'r-3')).toEqual([expect.objectContaining({ displayName: 'Old storeroom', source: 'counter' })]);
  });

  it('answers 401 without a session, 404 for an out-of-scope site, 400 naming the bad field', async () => {
    expect((await analytics(null, RANGE)).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    const outOfScope = await analytics(other, RANGE);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.headers['content-type']).toMatch(/problem\+json/);
    expect((await analytics(other, RANGE.replace('s-1', 's-2'))).statusCode).toBe(200);

    const badLanguage = await analytics(admin, `${RANGE}&language=fr`);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()['invalid-params'][0].name).toBe('querystring/language');
    const badDays = await analytics(admin, `${RANGE}&days=8`);
    expect(badDays.json()['invalid-params'][0].name).toBe('querystring/days');
    const reversed = await analytics(admin, 'siteId=s-1&timeType=custom_time&timeFrom=2026-06-10&timeTo=2026-06-09');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()['invalid-params'][0].name).toBe('querystring/timeTo');
  });
});
