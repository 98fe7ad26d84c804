import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';

// A synthetic device in room r-1 of site s-1 (Asia/Jerusalem): ingest only stamps these.
const device = { deviceId: 'dev-stats-1', roomId: 'r-1', siteId: 's-1' };
const otherSiteDevice = { deviceId: 'dev-stats-2', roomId: 'r-2', siteId: 's-2' };

const visits = (occurredAt: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt, count, counter: 'men' });
const complaint = (occurredAt: string, category: 'cleaning' | 'maintenance', problem = 'dirty_floor') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt,
  problem,
  category,
});
const rating = (occurredAt: string, score: number) => ({ id: randomUUID(), type: 'RatingGiven', occurredAt, score });
const arrival = (occurredAt: string) => ({ id: randomUUID(), type: 'StaffArrived', occurredAt, staffId: null, role: 'cleaner', method: 'nfc' });

/**
 * Around Israel's switch to summer time on Friday 2026-03-27 (02:00 +2 -> 03:00 +3), each
 * event given in UTC with its local time. Everything is appended now, days after it
 * happened, so every one of these days is amended (a late upload).
 */
const HISTORY = [
  visits('2026-03-24T21:59:00Z', 1000), // 03-24 23:59 local: before the range
  visits('2026-03-25T22:05:00Z', 10), // 03-26 00:05 local (still the 25th in UTC)
  rating('2026-03-26T10:00:00Z', 80),
  rating('2026-03-26T10:30:00Z', 91),
  complaint('2026-03-26T12:00:00Z', 'cleaning'),
  visits('2026-03-26T21:55:00Z', 5), // 03-26 23:55 local
  visits('2026-03-26T22:30:00Z', 20), // 03-27 00:30 local (+2)
  arrival('2026-03-27T08:00:00Z'),
  complaint('2026-03-27T20:30:00Z', 'maintenance', 'problem_leak'), // 03-27 23:30 local (+3)
  visits('2026-03-27T20:30:00Z', 1),
  visits('2026-03-27T21:10:00Z', 3), // 03-28 00:10 local (+3)
  rating('2026-03-28T07:00:00Z', 50),
  visits('2026-03-28T21:00:00Z', 1000), // 03-29 00:00 local: after the range
];

const shift = (shiftNumber: number, shiftName: string, start: string, end: string) => ({
  shiftNumber,
  shiftName,
  start,
  end,
  days: [1, 2, 3, 4, 5, 6, 7],
  minSla: 15,
  maxSla: 30,
  roomIds: [],
  active: true,
});

describe.each(BACKENDS)('GET /api/stats/performance/overview (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  // One app per backend: the tests only read, except one that adds an event for today,
  // which no other test's range includes.
  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    // Morning 07-15 and afternoon 15-23 every day; the night (23-07) is outside every shift.
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: [shift(1, 'morning', '07:00', '15:00'), shift(2, 'afternoon', '15:00', '23:00')] } });
    // 8-hour shifts / 240-minute rounds = 2 planned rounds per shift, 15 minutes each, at 40 an hour.
    await api.siteCommand({
      type: 'SetSiteTimeSaving',
      data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 240, cleaningMinutesPerRoom: 15, employerCostPerHour: 40, currency: 'ILS' },
    });
    const ingested = await ingestBatch(api.store, device, HISTORY);
    expect(ingested.ok).toBe(true);
    // Another site's counters must not leak into s-1.
    await ingestBatch(api.store, otherSiteDevice, [visits('2026-03-26T10:00:00Z', 500)]);
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const overview = (cookie: string | null, query: string) =>
    api.app.inject({ method: 'GET', url: `/api/stats/performance/overview?${query}`, headers: cookie ? { cookie } : {} });
  const custom = 'siteId=s-1&timeType=custom_time&timeFrom=2026-03-25&timeTo=2026-03-28';
  const counts = (body: { series: Record<string, { count: number | null }[]> }, name: string) => body.series[name]!.map((point) => point.count);

  it('buckets the counters by site-local day across the DST switch', async () => {
    const response = await overview(admin, custom);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ siteId: 's-1', timezone: 'Asia/Jerusalem', timeType: 'custom_time', timeFrom: '2026-03-25', timeTo: '2026-03-28', viewTimeBy: 'day' });
    expect(body.series.visits).toEqual([
      { time: '2026-03-25', year: 2026, count: 0, isAmended: false },
      { time: '2026-03-26', year: 2026, count: 15, isAmended: true },
      { time: '2026-03-27', year: 2026, count: 21, isAmended: true },
      { time: '2026-03-28', year: 2026, count: 3, isAmended: true },
    ]);
    expect(counts(body, 'complaints')).toEqual([0, 1, 0, 0]);
    expect(counts(body, 'maintenanceComplaint')).toEqual([0, 0, 1, 0]);
    expect(counts(body, 'arrivals')).toEqual([0, 0, 1, 0]);
    // (80 + 91) / 2 = 85.5 -> 86; none; none; 50.
    expect(counts(body, 'avg_score')).toEqual([null, 86, null, 50]);
    // 1 / 15 x 100 = 6.667.
    expect(counts(body, 'complaints_vs_visits')).toEqual([null, 6.667, 0, 0]);
    // The 1000 visitors of 03-24 23:59 opened a counter call (outside the range); the
    // complaint of the 26th joined it, and the cleaner of 03-27 11:00 resolved it after
    // 58 h 01 min = 3481 minutes, which counts on the day it was resolved.
    expect(counts(body, 'counterCalls')).toEqual([0, 0, 0, 0]);
    expect(counts(body, 'response_time_SLA')).toEqual([null, null, 3481, null]);
    // Two shifts x 2 planned rounds x 15 min = 60 a day; the 27th had one morning round done.
    // Nothing was recorded at the site on the 25th, so no saving is claimed for it.
    expect(counts(body, 'time_saved')).toEqual([0, 60, 45, 60]);
    // minutes / 60 x 40.
    expect(counts(body, 'est_ROI')).toEqual([0, 40, 30, 40]);
    expect(body.currency).toBe('ILS');
    // Whole range from the summed counters: 39 visits; (80 + 91 + 50) / 3 = 73.67 -> 74; 1 / 39 x 100; 165 min.
    expect(body.totals).toMatchObject({ visits: 39, complaints: 1, avg_score: 74, complaints_vs_visits: 2.564, response_time_SLA: 3481, time_saved: 165, est_ROI: 110 });
    // Halves 25-26 against 27-28: visits 15 -> 24, complaints 1 -> 0, score 85.5 -> 50.
    expect(body.trends.visits).toEqual({ percent: 60, direction: 'up', good: null });
    expect(body.trends.complaints).toEqual({ percent: -100, direction: 'down', good: true });
    expect(body.trends.avg_score).toEqual({ percent: -41.5, direction: 'down', good: false });
  });

  it('rolls up by Sunday weeks', async () => {
    const response = await overview(admin, 'siteId=s-1&timeType=custom_time&timeFrom=2026-03-25&timeTo=2026-03-29&viewTimeBy=week');
    const body = response.json();
    expect(body.viewTimeBy).toBe('week');
    // 2026-03-28 is a Saturday; local midnight of Sunday the 29th opens the next week.
    expect(body.series.visits).toEqual([
      { time: '2026-03-22', year: 2026, count: 39, isAmended: true },
      { time: '2026-03-29', year: 2026, count: 1000, isAmended: true },
    ]);
  });

  it('filters by rooms, building, floor and gender', async () => {
    const visitsWith = async (filter: string) => counts((await overview(admin, `${custom}&${filter}`)).json(), 'visits');
    expect(await visitsWith('rooms=r-1')).toEqual([0, 15, 21, 3]);
    expect(await visitsWith('rooms=r-9,r-8')).toEqual([0, 0, 0, 0]);
    expect(await visitsWith('building=A&floor=3&gender=men')).toEqual([0, 15, 21, 3]);
    expect(await visitsWith('building=B')).toEqual([0, 0, 0, 0]);
    expect(await visitsWith('gender=women,shared')).toEqual([0, 0, 0, 0]);
  });

  it('filters by shift and by weekday of the shift day', async () => {
    const with_ = async (filter: string) => (await overview(admin, `${custom}&${filter}`)).json();
    const morning = await with_('shift=1');
    // Ratings at 12:00 and 12:30 local on the 26th and 10:00 on the 28th; the complaint at
    // 14:00 and the arrival at 11:00 (+3): all morning. Every visit was at night.
    expect(counts(morning, 'visits')).toEqual([0, 0, 0, 0]);
    expect(counts(morning, 'complaints')).toEqual([0, 1, 0, 0]);
    expect(counts(morning, 'arrivals')).toEqual([0, 0, 1, 0]);
    expect(counts(morning, 'avg_score')).toEqual([null, 86, null, 50]);
    expect(counts(morning, 'time_saved')).toEqual([0, 30, 15, 30]);
    const night = await with_('shift=2');
    expect(counts(night, 'complaints')).toEqual([0, 0, 0, 0]);
    expect(counts(night, 'time_saved')).toEqual([0, 30, 30, 30]);
    // Friday the 27th is weekday 6.
    const friday = await with_('days=6');
    expect(counts(friday, 'visits')).toEqual([0, 0, 21, 0]);
    expect(counts(friday, 'time_saved')).toEqual([0, 0, 45, 0]);
    expect(counts(await with_('days=1,2'), 'visits')).toEqual([0, 0, 0, 0]);
    // A service name narrows complaints only; a name the site does not define counts none.
    const unknownService = await with_('servikName=cleaning');
    expect(counts(unknownService, 'visits')).toEqual(counts(await with_(''), 'visits'));
    expect(counts(unknownService, 'complaints')).toEqual([0, 0, 0, 0]);
  });

  it('reproduces the same overview after a replay of its read models from position 0', async () => {
    const before = (await overview(admin, custom)).json();
    const byShift = (await overview(admin, `${custom}&shift=1&viewTimeBy=week`)).json();
    // The call reactor's outputs are already in the log; its own rebuild decides again and
    // derives the same ids, so it stores nothing new.
    const eventsBefore = await api.store.countAfter({ transactionId: 0, position: 0 });
    await api.projector.rebuild('call-reactor');
    await api.projector.rebuild('calls');
    await api.projector.rebuild('room-hourly-counters');
    expect(await api.store.countAfter({ transactionId: 0, position: 0 })).toBe(eventsBefore);
    expect((await overview(admin, custom)).json()).toEqual(before);
    expect((await overview(admin, `${custom}&shift=1&viewTimeBy=week`)).json()).toEqual(byShift);
  });

  it('marks only late uploads as amended', async () => {
    const now = new Date();
    await ingestBatch(api.store, device, [visits(now.toISOString(), 7)]);
    await api.caughtUp();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(now);
    const body = (await overview(admin, `siteId=s-1&timeType=custom_time&timeFrom=${today}&timeTo=${today}`)).json();
    expect(body.series.visits).toEqual([{ time: today, year: Number(today.slice(0, 4)), count: 7, isAmended: false }]);
  });

  it('defaults to last_month ending yesterday, viewed by day', async () => {
    const body = (await overview(admin, 'siteId=s-1')).json();
    expect(body.timeType).toBe('last_month');
    expect(body.viewTimeBy).toBe('day');
    expect(body.series.visits.length).toBeGreaterThanOrEqual(28);
    expect(body.series.visits.at(-1).time).toBe(body.timeTo);
  });

  it('answers 401 without a session and 404 for unknown or out-of-scope sites', async () => {
    expect((await overview(null, custom)).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    const outOfScope = await overview(other, custom);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.headers['content-type']).toMatch(/problem\+json/);
    expect((await overview(other, custom.replace('s-1', 's-2'))).statusCode).toBe(200);
    expect((await overview(admin, custom.replace('s-1', 'no-such-site'))).statusCode).toBe(404);
  });

  it('answers 400 problems naming the invalid field', async () => {
    const badType = await overview(admin, 'siteId=s-1&timeType=last_decade');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()['invalid-params'][0].name).toBe('querystring/timeType');
    const noSite = await overview(admin, 'timeType=last_week');
    expect(noSite.json()['invalid-params'][0].name).toBe('querystring/siteId');
    const noFrom = await overview(admin, 'siteId=s-1&timeType=custom_time&timeTo=2026-03-28');
    expect(noFrom.statusCode).toBe(400);
    expect(noFrom.json()['invalid-params']).toEqual([{ name: 'querystring/timeFrom', reason: 'timeFrom is required for custom_time' }]);
    const reversed = await overview(admin, 'siteId=s-1&timeType=custom_time&timeFrom=2026-03-28&timeTo=2026-03-25');
    expect(reversed.json()['invalid-params'][0].name).toBe('querystring/timeTo');
    const badGender = await overview(admin, 'siteId=s-1&gender=robots');
    expect(badGender.json()['invalid-params'][0].name).toBe('querystring/gender');
    const badDays = await overview(admin, 'siteId=s-1&days=0,8');
    expect(badDays.json()['invalid-params'][0].name).toBe('querystring/days');
  });
});
