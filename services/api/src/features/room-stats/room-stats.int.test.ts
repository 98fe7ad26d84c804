import { randomUUID } from 'node:crypto';
import { roomCallsStreamId, roomStreamId, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';

/*
 * Site s-1 (Asia/Jerusalem) with rooms r-1 "Toilets 3rd floor", r-3 "Kitchen 1" and r-4
 * "Lobby" (removed after its events), and shifts 1 = 06:00-14:00 every day, 2 =
 * 14:00-22:00 Sunday to Thursday. Site s-2 of company c-2 has room r-2. Israel switched to
 * summer time on Friday 2026-03-27 at 02:00 (+2 -> +3). Each event: its UTC time, then its
 * local time and shift.
 */
const visits = (occurredAt: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt, count, counter: 'men' });
const exposures = (occurredAt: string, count: number) => ({ id: randomUUID(), type: 'ExposuresCounted', occurredAt, count });
const complaint = (occurredAt: string, category: 'cleaning' | 'maintenance') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt,
  problem: category === 'cleaning' ? 'dirty_floor' : 'problem_leak',
  category,
});
const arrival = (occurredAt: string, role: 'cleaner' | 'supervisor' | 'maintenance' = 'cleaner') => ({
  id: randomUUID(),
  type: 'StaffArrived',
  occurredAt,
  staffId: null,
  role,
  method: 'nfc',
});

const R1_BEFORE_MANUAL_CALL = [
  arrival('2026-03-24T21:30:00Z'), // 03-24 23:30: the day before the range
  visits('2026-03-25T04:30:00Z', 12), // Wed 03-25 06:30, shift 1
  arrival('2026-03-25T05:10:00Z'), // 07:10, shift 1: visits since clean back to 0
  visits('2026-03-25T13:00:00Z', 30), // 15:00, shift 2: 30 visits open a counter call
  arrival('2026-03-25T13:40:00Z'), // 15:40, shift 2
  arrival('2026-03-25T14:00:00Z', 'supervisor'), // 16:00, shift 2
  exposures('2026-03-26T20:30:00Z', 40), // Thu 03-26 22:30, outside shifts
  visits('2026-03-26T20:45:00Z', 4), // 22:45
  complaint('2026-03-26T21:30:00Z', 'cleaning'), // 23:30 (a complaint call: not counter, Cleandex or manual)
  visits('2026-03-26T23:30:00Z', 2), // Fri 03-27 01:30 (+2), though the 26th in UTC
  exposures('2026-03-27T00:30:00Z', 5), // 03:30 (+3): 02:00-03:00 never happened
  arrival('2026-03-27T04:00:00Z'), // 07:00 (+3), shift 1
  arrival('2026-03-27T04:30:00Z', 'maintenance'), // 07:30, shift 1
];
// A manager's call at Fri 15:00 (shift 2 does not work on Fridays), appended in between.
const MANUAL_CALL_AT = '2026-03-27T12:00:00Z';
const R1_AFTER_MANUAL_CALL = [
  exposures('2026-03-28T08:00:00Z', 7), // Sat 03-28 11:00, shift 1
  arrival('2026-03-28T09:00:00Z'), // 12:00, shift 1
  complaint('2026-03-28T10:15:00Z', 'maintenance'), // 13:15, shift 1
  visits('2026-03-28T21:30:00Z', 100), // Sun 03-29 00:30: after the range, opens a counter call
];
const R3 = [
  arrival('2026-03-26T06:00:00Z'), // Thu 08:00, shift 1
  arrival('2026-03-26T07:00:00Z', 'supervisor'), // 09:00, shift 1
  arrival('2026-03-28T18:00:00Z', 'supervisor'), // Sat 21:00, outside shifts
];
const R4 = [arrival('2026-03-27T10:00:00Z')]; // Fri 13:00, shift 1
const R2 = [arrival('2026-03-26T06:00:00Z'), arrival('2026-03-26T07:00:00Z', 'supervisor')];

const shift = (shiftNumber: number, start: string, end: string, days: number[]) => ({
  shiftNumber,
  shiftName: shiftNumber === 1 ? 'morning' : 'afternoon',
  start,
  end,
  days,
  minSla: 15,
  maxSla: 30,
  roomIds: [],
  active: true,
});

const system: Actor = { kind: 'system', id: 'test' };
const range = 'timeType=custom_time&timeFrom=2026-03-25&timeTo=2026-03-28';
const HOURS_OF_DAY = Array.from({ length: 24 }, (_, hour) => hour);

type Row = Record<string, number | string | boolean>;
const column = (rows: Row[], name: string) => rows.map((row) => row[name]);
/** The complaint and task calls of a row, and the calls opened by every source. */
const calls = (complaintCalls: number, callsOpened: number) => ({ complaintCalls, taskCalls: 0, callsOpened });
/** The non-zero figures of an hourData list, by hour. */
const nonZeroHours = (hourData: Row[]) =>
  Object.fromEntries(
    hourData.flatMap(({ hour, ...figures }) => {
      const set = Object.entries(figures).filter(([, value]) => value !== 0);
      return set.length ? [[hour, Object.fromEntries(set)]] : [];
    }),
  );

describe.each(BACKENDS)('room statistics routes (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let other: string;

  // One app per backend; the tests only read.
  beforeAll(async () => {
    api = await createTestApp(backend);
    const context = () => ({ now: new Date(), actor: system });
    const createRoom = (roomId: string, displayName: string, refId: string) =>
      handleCommand(api.store, roomStreamId(roomId), roomDecider, {
        type: 'CreateRoom',
        data: { roomId, siteId: 's-1', displayName, roomNameEn: displayName, roomType: 'kitchen', refId },
      } as never, context());
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await createRoom('r-3', 'Kitchen 1', '302');
    await createRoom('r-4', 'Lobby', '303');
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    admin = await api.login('admin@demo.test', 'demo-admin');
    other = await api.login('other@demo.test', 'other-pass');

    // The shifts come first in the log, so the counters are bucketed by them.
    const shifts = await api.app.inject({
      method: 'POST',
      url: '/api/site/shifts/s-1',
      headers: { cookie: admin },
      payload: { companyId: 'c-1', utcOffset: 2, language: 'en', shifts: [shift(1, '06:00', '14:00', [1, 2, 3, 4, 5, 6, 7]), shift(2, '14:00', '22:00', [1, 2, 3, 4, 5])] },
    });
    expect(shifts.statusCode).toBe(200);

    const r1 = { deviceId: 'dev-rs-1', roomId: 'r-1', siteId: 's-1' };
    expect((await ingestBatch(api.store, r1, R1_BEFORE_MANUAL_CALL)).ok).toBe(true);
    await api.store.append(roomCallsStreamId('r-1'), [
      { type: 'ManualCallRequested', occurredAt: new Date(MANUAL_CALL_AT), data: { roomId: 'r-1', siteId: 's-1', category: 'cleaning', note: null } },
    ]);
    expect((await ingestBatch(api.store, r1, R1_AFTER_MANUAL_CALL)).ok).toBe(true);
    expect((await ingestBatch(api.store, { deviceId: 'dev-rs-3', roomId: 'r-3', siteId: 's-1' }, R3)).ok).toBe(true);
    expect((await ingestBatch(api.store, { deviceId: 'dev-rs-4', roomId: 'r-4', siteId: 's-1' }, R4)).ok).toBe(true);
    expect((await ingestBatch(api.store, { deviceId: 'dev-rs-2', roomId: 'r-2', siteId: 's-2' }, R2)).ok).toBe(true);
    await handleCommand(api.store, roomStreamId('r-4'), roomDecider, { type: 'RemoveRoom', data: { roomId: 'r-4' } } as never, context());
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  const get = (cookie: string | null, url: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const ok = async (url: string, cookie: string = admin) => {
    const response = await get(cookie, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts a room’s cleaner arrivals per site-local day, with calls by source and other staff', async () => {
    const body = await ok(`/api/stats/room/cleaner-arrival/r-1?${range}`);
    expect(body).toMatchObject({
      roomId: 'r-1',
      siteId: 's-1',
      displayName: 'Toilets 3rd floor',
      timezone: 'Asia/Jerusalem',
      timeType: 'custom_time',
      timeFrom: '2026-03-25',
      timeTo: '2026-03-28',
      viewTimeBy: 'day',
    });
    expect(body.rows).toEqual([
      { time: '2026-03-25', startTime: '2026-03-25', endTime: '2026-03-25', count: 2, cleanerArrivals: 2, supervisorArrivals: 1, maintenanceArrivals: 0, counterCalls: 1, cleandexCalls: 0, manualCalls: 0, ...calls(0, 1), isAmended: true },
      { time: '2026-03-26', startTime: '2026-03-26', endTime: '2026-03-26', count: 0, cleanerArrivals: 0, supervisorArrivals: 0, maintenanceArrivals: 0, counterCalls: 0, cleandexCalls: 0, manualCalls: 0, ...calls(1, 1), isAmended: true },
      { time: '2026-03-27', startTime: '2026-03-27', endTime: '2026-03-27', count: 1, cleanerArrivals: 1, supervisorArrivals: 0, maintenanceArrivals: 1, counterCalls: 0, cleandexCalls: 0, manualCalls: 1, ...calls(0, 1), isAmended: true },
      { time: '2026-03-28', startTime: '2026-03-28', endTime: '2026-03-28', count: 1, cleanerArrivals: 1, supervisorArrivals: 0, maintenanceArrivals: 0, counterCalls: 0, cleandexCalls: 0, manualCalls: 0, ...calls(1, 1), isAmended: true },
    ]);
    // Calls opened count every source: the two complaint calls too (issue 17).
    expect(body.total).toEqual({ count: 4, cleanerArrivals: 4, supervisorArrivals: 1, maintenanceArrivals: 1, counterCalls: 1, cleandexCalls: 0, manualCalls: 1, ...calls(2, 4) });
  });

  it('rolls arrivals up by Sunday weeks, each row naming the days it counts', async () => {
    const body = await ok('/api/stats/room/cleaner-arrival/r-1?timeType=custom_time&timeFrom=2026-03-25&timeTo=2026-03-29&viewTimeBy=week');
    expect(body.viewTimeBy).toBe('week');
    expect(body.rows).toEqual([
      { time: '2026-03-22', startTime: '2026-03-25', endTime: '2026-03-28', count: 4, cleanerArrivals: 4, supervisorArrivals: 1, maintenanceArrivals: 1, counterCalls: 1, cleandexCalls: 0, manualCalls: 1, ...calls(2, 4), isAmended: true },
      // Sunday 03-29 00:30 local: the 100 visits opened a counter call.
      { time: '2026-03-29', startTime: '2026-03-29', endTime: '2026-03-29', count: 0, cleanerArrivals: 0, supervisorArrivals: 0, maintenanceArrivals: 0, counterCalls: 1, cleandexCalls: 0, manualCalls: 0, ...calls(0, 1), isAmended: true },
    ]);
  });

  it('filters arrivals by shift and by weekday', async () => {
    const rows = async (filter: string) => (await ok(`/api/stats/room/cleaner-arrival/r-1?${range}&${filter}`)).rows as Row[];
    const morning = await rows('shift=1');
    expect(column(morning, 'count')).toEqual([1, 0, 1, 1]);
    expect(column(morning, 'maintenanceArrivals')).toEqual([0, 0, 1, 0]);
    expect(column(morning, 'counterCalls')).toEqual([0, 0, 0, 0]);
    expect(column(morning, 'manualCalls')).toEqual([0, 0, 0, 0]);
    const afternoon = await rows('shift=2');
    expect(column(afternoon, 'count')).toEqual([1, 0, 0, 0]);
    expect(column(afternoon, 'supervisorArrivals')).toEqual([1, 0, 0, 0]);
    expect(column(afternoon, 'counterCalls')).toEqual([1, 0, 0, 0]);
    expect(column(await rows('shift=1,2'), 'count')).toEqual([2, 0, 1, 1]);
    // Friday and Saturday only.
    const weekend = await rows('days=6,7');
    expect(column(weekend, 'count')).toEqual([0, 0, 1, 1]);
    expect(column(weekend, 'manualCalls')).toEqual([0, 0, 1, 0]);
    expect(column(await rows('days=4&shift=1'), 'count')).toEqual([1, 0, 0, 0]);
  });

  it('counts a room’s exposures and visits per day across the DST switch, and by month', async () => {
    const body = await ok(`/api/stats/room/room-exposures/r-1?${range}`);
    expect(body).toMatchObject({ roomId: 'r-1', siteId: 's-1', displayName: 'Toilets 3rd floor', viewTimeBy: 'day' });
    expect(column(body.rows, 'time')).toEqual(['2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28']);
    expect(column(body.rows, 'count')).toEqual([0, 40, 5, 7]);
    // The 2 visits at 23:30 UTC on the 26th were at 01:30 local on the 27th.
    expect(column(body.rows, 'visits')).toEqual([42, 4, 2, 0]);
    expect(body.total).toEqual({ count: 52, visits: 48 });

    const monthly = await ok('/api/stats/room/room-exposures/r-1?timeType=custom_time&timeFrom=2026-03-25&timeTo=2026-04-02&viewTimeBy=month');
    expect(monthly.rows).toEqual([
      { time: '2026-03-01', startTime: '2026-03-25', endTime: '2026-03-31', count: 52, visits: 148, isAmended: true },
      { time: '2026-04-01', startTime: '2026-04-01', endTime: '2026-04-02', count: 0, visits: 0, isAmended: false },
    ]);
    const shifts = await ok(`/api/stats/room/room-exposures/r-1?${range}&shift=1,2`);
    expect(column(shifts.rows, 'count')).toEqual([0, 0, 0, 7]);
    expect(column(shifts.rows, 'visits')).toEqual([42, 0, 0, 0]);
  });

  it('counts a site’s cleaner arrivals per day and per room, removed rooms with arrivals included', async () => {
    const body = await ok(`/api/stats/room/site-cleaner-arrival/s-1?${range}`);
    expect(body).toMatchObject({ siteId: 's-1', role: 'cleaner', timezone: 'Asia/Jerusalem', timeFrom: '2026-03-25', timeTo: '2026-03-28', viewTimeBy: 'day' });
    // r-2's arrival on the 26th is another site's.
    expect(column(body.rows, 'count')).toEqual([2, 1, 2, 1]);
    expect(column(body.rows, 'supervisorArrivals')).toEqual([1, 1, 0, 1]);
    expect(column(body.rows, 'counterCalls')).toEqual([1, 0, 0, 0]);
    expect(column(body.rows, 'manualCalls')).toEqual([0, 0, 1, 0]);
    expect(body.total).toMatchObject({ count: 6, supervisorArrivals: 3, maintenanceArrivals: 1 });
    expect(body.rooms).toEqual([
      { roomId: 'r-1', displayName: 'Toilets 3rd floor', removed: false, count: 4 },
      { roomId: 'r-3', displayName: 'Kitchen 1', removed: false, count: 1 },
      { roomId: 'r-4', displayName: 'Lobby', removed: true, count: 1 },
    ]);
    const thursdays = await ok(`/api/stats/room/site-cleaner-arrival/s-1?${range}&days=5`);
    expect(column(thursdays.rows, 'count')).toEqual([0, 1, 0, 0]);
    expect(thursdays.rooms.map((room: Row) => [room.roomId, room.count])).toEqual([['r-3', 1], ['r-1', 0]]);
  });

  it('counts a site’s supervisor arrivals per week and per room, by shift', async () => {
    const body = await ok(`/api/stats/room/site-supervisor-arrival/s-1?${range}`);
    expect(body.role).toBe('supervisor');
    expect(column(body.rows, 'count')).toEqual([1, 1, 0, 1]);
    expect(column(body.rows, 'cleanerArrivals')).toEqual([2, 1, 2, 1]);
    // The removed room had no supervisor: it is not listed.
    expect(body.rooms).toEqual([
      { roomId: 'r-3', displayName: 'Kitchen 1', removed: false, count: 2 },
      { roomId: 'r-1', displayName: 'Toilets 3rd floor', removed: false, count: 1 },
    ]);
    const morning = await ok(`/api/stats/room/site-supervisor-arrival/s-1?${range}&shift=1`);
    expect(column(morning.rows, 'count')).toEqual([0, 1, 0, 0]);
    expect(morning.rooms.map((room: Row) => [room.roomId, room.count])).toEqual([['r-3', 1], ['r-1', 0]]);
    const weekly = await ok(`/api/stats/room/site-supervisor-arrival/s-1?${range}&viewTimeBy=week`);
    expect(weekly.rows).toEqual([
      { time: '2026-03-22', startTime: '2026-03-25', endTime: '2026-03-28', count: 3, cleanerArrivals: 6, supervisorArrivals: 3, maintenanceArrivals: 1, counterCalls: 1, cleandexCalls: 0, manualCalls: 1, ...calls(2, 4), isAmended: true },
    ]);
  });

  it('sums a room’s activity by site-local hour of day, all 24 hours', async () => {
    const body = await ok(`/api/stats/room/hourData/r-1?${range}`);
    expect(body).toMatchObject({ roomId: 'r-1', siteId: 's-1', timezone: 'Asia/Jerusalem', timeFrom: '2026-03-25', timeTo: '2026-03-28' });
    expect(column(body.hourData, 'hour')).toEqual(HOURS_OF_DAY);
    expect(body.hourData[0]).toEqual({ hour: 0, visits: 0, complaints: 0, maintenanceComplaints: 0, arrivals: 0, supervisorArrivals: 0, maintenanceArrivals: 0, exposures: 0, callsOpened: 0 });
    // Local hours: +2 until Friday 02:00, +3 after (03-27 00:30 UTC is 03:30, 04:00 UTC is 07:00).
    expect(nonZeroHours(body.hourData)).toEqual({
      1: { visits: 2 },
      3: { exposures: 5 },
      6: { visits: 12 },
      7: { arrivals: 2, maintenanceArrivals: 1 },
      11: { exposures: 7 },
      12: { arrivals: 1 },
      // Calls opened: the maintenance complaint's at 13:15, the counter and manual calls at 15:00, the complaint's at 23:30.
      13: { maintenanceComplaints: 1, callsOpened: 1 },
      15: { visits: 30, arrivals: 1, callsOpened: 2 },
      16: { supervisorArrivals: 1 },
      22: { visits: 4, exposures: 40 },
      23: { complaints: 1, callsOpened: 1 },
    });
  });

  it('filters hourData by shift and by weekday', async () => {
    const hours = async (filter: string) => nonZeroHours((await ok(`/api/stats/room/hourData/r-1?${range}&${filter}`)).hourData);
    expect(await hours('shift=1')).toEqual({
      6: { visits: 12 },
      7: { arrivals: 2, maintenanceArrivals: 1 },
      11: { exposures: 7 },
      12: { arrivals: 1 },
      13: { maintenanceComplaints: 1, callsOpened: 1 },
    });
    // The manual call of Friday 15:00 is outside every shift (shift 2 does not work on Fridays).
    expect(await hours('shift=2')).toEqual({ 15: { visits: 30, arrivals: 1, callsOpened: 1 }, 16: { supervisorArrivals: 1 } });
    // Friday, the DST day.
    expect(await hours('days=6')).toEqual({ 1: { visits: 2 }, 3: { exposures: 5 }, 7: { arrivals: 1, maintenanceArrivals: 1 }, 15: { callsOpened: 1 } });
    expect(await hours('days=1,2,3')).toEqual({});
  });

  it('defaults to last_month ending yesterday', async () => {
    const body = await ok('/api/stats/room/cleaner-arrival/r-1');
    expect(body).toMatchObject({ timeType: 'last_month', viewTimeBy: 'day' });
    expect(body.rows.length).toBeGreaterThanOrEqual(28);
    expect(body.rows.at(-1).time).toBe(body.timeTo);
    expect((await ok('/api/stats/room/hourData/r-1')).hourData).toHaveLength(24);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/stats/room/cleaner-arrival/r-1',
      '/api/stats/room/room-exposures/r-1',
      '/api/stats/room/site-cleaner-arrival/s-1',
      '/api/stats/room/site-supervisor-arrival/s-1',
      '/api/stats/room/hourData/r-1',
    ]) {
      const response = await get(null, `${url}?${range}`);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 404 alike for unknown, removed and out-of-scope rooms and sites', async () => {
    for (const route of ['cleaner-arrival', 'room-exposures', 'hourData']) {
      for (const [cookie, roomId] of [[admin, 'no-such-room'], [admin, 'r-4'], [other, 'r-1']] as const) {
        const response = await get(cookie, `/api/stats/room/${route}/${roomId}?${range}`);
        expect(response.statusCode, `${route} ${roomId}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/problem\+json/);
        expect(response.json().detail).toBe('No such room');
      }
    }
    for (const route of ['site-cleaner-arrival', 'site-supervisor-arrival']) {
      expect((await get(other, `/api/stats/room/${route}/s-1?${range}`)).statusCode).toBe(404);
      expect((await get(admin, `/api/stats/room/${route}/no-such-site?${range}`)).statusCode).toBe(404);
    }
    // The manager of company c-2 sees its own room and site.
    expect(column((await ok(`/api/stats/room/cleaner-arrival/r-2?${range}`, other)).rows, 'count')).toEqual([0, 1, 0, 0]);
    const site = await ok(`/api/stats/room/site-supervisor-arrival/s-2?${range}`, other);
    expect(site.rooms).toEqual([{ roomId: 'r-2', displayName: 'Toilets 3rd floor', removed: false, count: 1 }]);
  });

  it('answers 400 problems naming the invalid field', async () => {
    const invalid = async (url: string) => {
      const response = await get(admin, url);
      expect(response.statusCode, url).toBe(400);
      return response.json()['invalid-params'][0].name;
    };
    expect(await invalid(`/api/stats/room/cleaner-arrival/r-1?${range}&viewTimeBy=hour`)).toBe('querystring/viewTimeBy');
    expect(await invalid(`/api/stats/room/room-exposures/r-1?${range}&days=8`)).toBe('querystring/days');
    expect(await invalid(`/api/stats/room/hourData/r-1?${range}&shift=night`)).toBe('querystring/shift');
    expect(await invalid('/api/stats/room/site-cleaner-arrival/s-1?timeType=custom_time&timeTo=2026-03-28')).toBe('querystring/timeFrom');
    expect(await invalid('/api/stats/room/site-supervisor-arrival/s-1?timeType=custom_time&timeFrom=2026-03-28&timeTo=2026-03-25')).toBe('querystring/timeTo');
    // The room screens offer only shift and days (spec §2): room filters are refused, not ignored.
    expect((await get(admin, `/api/stats/room/cleaner-arrival/r-1?${range}&building=A`)).statusCode).toBe(400);
  });

  it('documents the routes and their fields in the OpenAPI document', async () => {
    const paths = (await ok('/api/docs')).paths;
    for (const path of ['cleaner-arrival/{id}', 'room-exposures/{id}', 'site-cleaner-arrival/{siteId}', 'site-supervisor-arrival/{siteId}', 'hourData/{id}']) {
      expect(paths[`/api/stats/room/${path}`]?.get?.summary, path).toBeTruthy();
    }
    const hourData = paths['/api/stats/room/hourData/{id}'].get.responses['200'].content['application/json'].schema;
    expect(hourData.properties.hourData.items.properties.hour.description).toBe('Site-local hour of day');
  });
});
