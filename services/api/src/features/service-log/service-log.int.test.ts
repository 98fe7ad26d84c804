import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Site s-1 (Asia/Jerusalem, +2 in November 2026) with room r-1 and its device, and shifts
 * 1 = 06:00-14:00 every day, 2 = 14:00-22:00 Sunday to Thursday, both min SLA 15 and max
 * SLA 30 minutes. Site s-2 of company c-2 has room r-2. The range is Sun 2026-11-01 to
 * Thu 2026-11-05, local. Each event: its UTC time, then its local time and what it does.
 */
const complaint = (occurredAt: string, problem: string, category: 'cleaning' | 'maintenance' = 'cleaning') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt,
  problem,
  category,
});
const arrival = (occurredAt: string, role: 'cleaner' | 'maintenance' = 'cleaner', staffId: string | null = null) => ({
  id: randomUUID(),
  type: 'StaffArrived',
  occurredAt,
  staffId,
  role,
  method: 'nfc',
});

const EVENTS = [
  complaint('2026-10-31T06:00:00Z', 'dirty_floor'), // Sat 10-31 08:00: a call the day before the range
  arrival('2026-10-31T06:05:00Z'), // 08:05: resolves it
  complaint('2026-11-01T06:00:00Z', 'dirty_floor'), // Sun 11-01 08:00, shift 1: opens C1
  complaint('2026-11-01T06:05:00Z', 'missing_toilet_paper'), // 08:05: joins C1
  arrival('2026-11-01T06:10:00Z', 'cleaner', 'st-1'), // 08:10: resolves C1 after 10 minutes (in SLA)
  complaint('2026-11-02T07:00:00Z', 'dirty_floor'), // Mon 11-02 09:00, shift 1: opens C2
  arrival('2026-11-02T07:20:00Z'), // 09:20: resolves C2 after 20 minutes (late)
  complaint('2026-11-03T08:00:00Z', 'problem_leak', 'maintenance'), // Tue 11-03 10:00, shift 1: opens M1
  complaint('2026-11-03T13:00:00Z', 'dirty_floor'), // 15:00, shift 2: opens C3 (and escalates M1, 30 min after it opened)
  arrival('2026-11-03T14:00:00Z'), // 16:00: escalates C3, then resolves it after 60 minutes
  arrival('2026-11-03T14:30:00Z', 'maintenance', 'st-9'), // 16:30: resolves M1 after 390 minutes
  complaint('2026-11-04T23:00:00Z', 'problem_leak', 'maintenance'), // Thu 11-05 01:00 (Wednesday in UTC), no shift: opens M2, left open
  complaint('2026-11-05T22:30:00Z', 'dirty_floor'), // Fri 11-06 00:30 (Thursday in UTC): after the range
];

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

const range = 'timeType=custom_time&timeFrom=2026-11-01&timeTo=2026-11-05';
/**
 * The API's clock, a few days after the events: the ingest refuses events more than 30 days
 * before its clock, so on the real one this suite began failing on 2026-11-30.
 */
const NOW = new Date('2026-11-08T12:00:00.000Z');

interface LoggedCall {
  openedAt: string;
  problems: string[];
  shiftNumber: number | null;
  responseMinutes: number | null;
  slaState: string;
}
const openings = (calls: LoggedCall[]) => calls.map((call) => call.openedAt);

describe.each(BACKENDS)('room service log route (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let other: string;

  // One app per backend; the tests only read.
  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => NOW });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    other = await api.login('other@demo.test', 'other-pass');

    // The shifts come first in the log, so calls take their SLA from them.
    const shifts = await api.app.inject({
      method: 'POST',
      url: '/api/site/shifts/s-1',
      headers: { cookie: admin },
      payload: { companyId: 'c-1', utcOffset: 2, language: 'en', shifts: [shift(1, '06:00', '14:00', [1, 2, 3, 4, 5, 6, 7]), shift(2, '14:00', '22:00', [1, 2, 3, 4, 5])] },
    });
    expect(shifts.statusCode, shifts.body).toBe(200);

    const device = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9' } });
    expect(device.statusCode, device.body).toBe(201);
    const { token } = device.json();
    await api.caughtUp();
    const ingest = await api.app.inject({ method: 'POST', url: '/api/ingest', headers: { authorization: `Bearer ${token}` }, payload: { events: EVENTS } });
    expect(ingest.statusCode, ingest.body).toBe(202);
    expect(ingest.json()).toEqual({ accepted: EVENTS.length, duplicates: 0 });
    // The call reactor's outputs are appended as it goes: catch up with them too.
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  const get = (cookie: string | null, url: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const ok = async (url: string, cookie: string = admin) => {
    const response = await get(cookie, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const log = (query: string) => ok(`/api/stats/room/service-log/r-1?${range}&${query}`);

  it('lists the room’s cleaning calls of the range, newest first, with response minutes and SLA state', async () => {
    const body = await log('category=cleaning');
    expect(body).toMatchObject({ roomId: 'r-1', siteId: 's-1', timezone: 'Asia/Jerusalem', category: 'cleaning', timeFrom: '2026-11-01', timeTo: '2026-11-05', total: 3 });
    // The calls before the range (10-31) and after it (11-06 local, 11-05 in UTC) are not listed.
    expect(openings(body.calls)).toEqual(['2026-11-03T13:00:00.000Z', '2026-11-02T07:00:00.000Z', '2026-11-01T06:00:00.000Z']);
    expect(body.calls[2]).toEqual({
      callId: expect.any(String),
      source: 'complaint',
      category: 'cleaning',
      problems: ['dirty_floor', 'missing_toilet_paper'],
      complaintCount: 2,
      openedAt: '2026-11-01T06:00:00.000Z',
      resolvedAt: '2026-11-01T06:10:00.000Z',
      responseMinutes: 10,
      resolvedBy: 'st-1',
      shiftNumber: 1,
      minSla: 15,
      maxSla: 30,
      escalated: false,
      escalatedAt: null,
      slaState: 'in_sla',
      // The site has no notification settings: nothing was sent about the call.
      notification: { state: null, deliveries: [] },
    });
    expect(body.calls[1]).toMatchObject({ problems: ['dirty_floor'], complaintCount: 1, responseMinutes: 20, resolvedBy: null, shiftNumber: 1, escalated: false, slaState: 'late' });
    expect(body.calls[0]).toMatchObject({
      resolvedAt: '2026-11-03T14:00:00.000Z',
      responseMinutes: 60,
      shiftNumber: 2,
      escalated: true,
      escalatedAt: '2026-11-03T13:30:00.000Z',
      slaState: 'escalated',
    });
  });

  it('lists the maintenance calls apart, an open one without SLA included', async () => {
    const body = await log('category=maintenance');
    expect(body).toMatchObject({ category: 'maintenance', total: 2 });
    expect(body.calls).toEqual([
      expect.objectContaining({
        category: 'maintenance',
        problems: ['problem_leak'],
        openedAt: '2026-11-04T23:00:00.000Z',
        resolvedAt: null,
        responseMinutes: null,
        resolvedBy: null,
        shiftNumber: null,
        minSla: null,
        maxSla: null,
        escalated: false,
        escalatedAt: null,
        slaState: 'open',
      }),
      expect.objectContaining({
        openedAt: '2026-11-03T08:00:00.000Z',
        resolvedAt: '2026-11-03T14:30:00.000Z',
        responseMinutes: 390,
        resolvedBy: 'st-9',
        shiftNumber: 1,
        escalated: true,
        escalatedAt: '2026-11-03T08:30:00.000Z',
        slaState: 'escalated',
      }),
    ]);
  });

  it('filters on the shift the call opened in', async () => {
    const afternoon = await log('category=cleaning&shift=2');
    expect(afternoon.total).toBe(1);
    expect(afternoon.calls.map((call: LoggedCall) => [call.shiftNumber, call.responseMinutes, call.slaState])).toEqual([[2, 60, 'escalated']]);
    const morning = await log('category=cleaning&shift=1');
    expect(openings(morning.calls)).toEqual(['2026-11-02T07:00:00.000Z', '2026-11-01T06:00:00.000Z']);
    // A call opened outside every shift matches no shift.
    expect(await log('category=maintenance&shift=1,2')).toMatchObject({ total: 1, calls: [{ openedAt: '2026-11-03T08:00:00.000Z' }] });
    expect(await log('category=cleaning&shift=3')).toMatchObject({ total: 0, calls: [] });
  });

  it('filters on the site-local weekday of the opening', async () => {
    expect(openings((await log('category=cleaning&days=2')).calls)).toEqual(['2026-11-02T07:00:00.000Z']);
    expect(openings((await log('category=cleaning&days=1,3')).calls)).toEqual(['2026-11-03T13:00:00.000Z', '2026-11-01T06:00:00.000Z']);
    // M2 opened on Thursday 01:00 local, still Wednesday in UTC.
    expect(openings((await log('category=maintenance&days=5')).calls)).toEqual(['2026-11-04T23:00:00.000Z']);
    expect(openings((await log('category=maintenance&days=4')).calls)).toEqual([]);
    expect(openings((await log('category=cleaning&days=2,3&shift=1')).calls)).toEqual(['2026-11-02T07:00:00.000Z']);
  });

  it('lists at most `limit` calls, the newest, and counts them all', async () => {
    const body = await log('category=cleaning&limit=1');
    expect(body.total).toBe(3);
    expect(openings(body.calls)).toEqual(['2026-11-03T13:00:00.000Z']);
  });

  it('answers an empty log for a room of another site in scope', async () => {
    expect(await ok(`/api/stats/room/service-log/r-2?${range}&category=cleaning`)).toMatchObject({ roomId: 'r-2', siteId: 's-2', total: 0, calls: [] });
  });

  it('answers 404 for unknown and out-of-scope rooms, and 401 without a session', async () => {
    for (const [cookie, roomId] of [
      [admin, 'no-such-room'],
      [other, 'r-1'],
    ] as const) {
      const response = await get(cookie, `/api/stats/room/service-log/${roomId}?${range}&category=cleaning`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, detail: 'No such room' });
    }
    expect((await get(null, `/api/stats/room/service-log/r-1?${range}&category=cleaning`)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad or missing category, limit or range', async () => {
    const invalid = async (query: string) => {
      const response = await get(admin, `/api/stats/room/service-log/r-1?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      return (response.json()['invalid-params'] as { name: string }[]).map((param) => param.name);
    };
    expect(await invalid(`${range}&category=cosmetic`)).toContain('querystring/category');
    expect(await invalid(range)).toContain('querystring/category');
    expect(await invalid(`${range}&category=cleaning&limit=0`)).toContain('querystring/limit');
    expect(await invalid(`${range}&category=cleaning&limit=1001`)).toContain('querystring/limit');
    expect(await invalid(`${range}&category=cleaning&days=8`)).toContain('querystring/days');
    expect(await invalid('timeType=custom_time&timeFrom=2026-11-05&timeTo=2026-11-01&category=cleaning')).toEqual(['querystring/timeTo']);
  });
});
