import { randomUUID } from 'node:crypto';
import { addDays, localDateOf, localMidnightUtc } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Issue 17: one room, one period, and every screen that counts calls or complaints must
 * give the same numbers. Through the real store, call reactor and projections: site s-1
 * (Asia/Jerusalem) with room r-1, a day shift 06:00-22:00 and a night shift 22:00-06:00
 * every day (min SLA 15, max 30).
 * The period runs from three days ago to today, site-local; every device event is uploaded
 * late (after its hour), the manual call is asked for now.
 */
const TZ = 'Asia/Jerusalem';
const HOUR = 3_600_000;
const today = localDateOf(new Date(), TZ);
const dayA = addDays(today, -3);
const dayB = addDays(today, -2);
/** A site-local time on a day, as an ISO instant. */
const local = (date: string, hour: number, minute = 0) => new Date(localMidnightUtc(date, TZ).getTime() + hour * HOUR + minute * 60_000).toISOString();

const complaint = (occurredAt: string, problem: string, category: 'cleaning' | 'maintenance' = 'cleaning') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt,
  problem,
  category,
});
const arrival = (occurredAt: string, role: 'cleaner' | 'maintenance' = 'cleaner') => ({ id: randomUUID(), type: 'StaffArrived', occurredAt, staffId: null, role, method: 'nfc' });
const visitors = (occurredAt: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt, count, counter: 'men' });

const EVENTS = [
  // 02:00 on the first day belongs to the night shift that started the day before: outside the period everywhere.
  complaint(local(dayA, 2), 'dirty_floor'),
  arrival(local(dayA, 2, 10)),
  complaint(local(dayA, 9), 'dirty_floor'), // opens complaint call C1
  complaint(local(dayA, 9, 0.5), 'dirty_floor'), // the same press within 60 s: not a complaint again
  complaint(local(dayA, 9, 5), 'missing_soap'), // joins C1
  arrival(local(dayA, 9, 10)), // resolves C1 in SLA
  complaint(local(dayA, 10), 'problem_leak', 'maintenance'), // opens maintenance call M1
  arrival(local(dayA, 10, 40), 'maintenance'), // resolves M1 late (escalated at 30 min)
  visitors(local(dayB, 8), 40), // over the threshold: opens counter call K1
  arrival(local(dayB, 8, 20)), // resolves K1 late
  complaint(local(dayB, 11), 'missing_soap'), // opens C2
  arrival(local(dayB, 11, 5)), // resolves C2
  complaint(local(dayB, 13), 'problem_leak', 'maintenance'), // opens M2, left open
];

describe('calls and complaints agree across the screens (issue 17)', () => {
  let api: TestApp;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    api = await createTestApp('postgres');
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    other = await api.login('other@demo.test', 'other-pass');

    const shift = { shiftNumber: 1, shiftName: 'day', start: '06:00', end: '22:00', days: [1, 2, 3, 4, 5, 6, 7], minSla: 15, maxSla: 30, roomIds: [], active: true };
    const night = { ...shift, shiftNumber: 2, shiftName: 'night', start: '22:00', end: '06:00' };
    const shifts = await api.app.inject({
      method: 'POST',
      url: '/api/site/shifts/s-1',
      headers: { cookie: admin },
      payload: { companyId: 'c-1', utcOffset: 2, language: 'en', shifts: [shift, night] },
    });
    expect(shifts.statusCode, shifts.body).toBe(200);
    const device = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9plus' } });
    expect(device.statusCode, device.body).toBe(201);
    await api.caughtUp();
    const ingest = await api.app.inject({ method: 'POST', url: '/api/ingest', headers: { authorization: `Bearer ${device.json().token}` }, payload: { events: EVENTS } });
    expect(ingest.statusCode, ingest.body).toBe(202);
    await api.caughtUp();
    // Named services for the service-name filter; no gap or scheduled calls, so no call changes.
    const services = await api.app.inject({
      method: 'PUT',
      url: '/api/site/calls/s-1',
      headers: { cookie: admin },
      payload: {
        mode: 'sequential',
        ratioPercent: 5,
        gapInMinutes: 0,
        scheduledCallTimes: [],
        cleandexThreshold: null,
        services: [
          { name: 'Supplies', category: 'cleaning', problems: ['missing_soap', 'missing_toilet_paper'] },
          { name: 'Plumbing', category: 'maintenance', problems: ['problem_leak'] },
        ],
      },
    });
    expect(services.statusCode, services.body).toBe(200);
        // A manager's call cleaner, now: no cleaning call is open, so it opens a manual call.
    const manual = await api.app.inject({ method: 'POST', url: '/api/room/r-1/calls', headers: { cookie: admin }, payload: {} });
    expect(manual.statusCode, manual.body).toBe(202);
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  const range = `timeType=custom_time&timeFrom=${dayA}&timeTo=${today}`;
  const get = async (url: string, cookie = admin) => {
    const response = await api.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const sum = (rows: Record<string, number>[], field: string) => rows.reduce((total, row) => total + row[field]!, 0);

  it('gives the same calls opened, by source, and the same complaints everywhere', async () => {
    const [overview, arrivals, siteArrivals, hours, analytics, cleanLog, maintenanceLog, report] = await Promise.all([
      get(`/api/stats/performance/overview?siteId=s-1&${range}`),
      get(`/api/stats/room/cleaner-arrival/r-1?${range}`),
      get(`/api/stats/room/site-cleaner-arrival/s-1?${range}`),
      get(`/api/stats/room/hourData/r-1?${range}`),
      get(`/api/stats/performance/analytics?siteId=s-1&${range}`),
      get(`/api/stats/room/service-log/r-1?category=cleaning&limit=100&${range}`),
      get(`/api/stats/room/service-log/r-1?category=maintenance&limit=100&${range}`),
      get(`/api/stats/performance/analysis-report?siteId=s-1&${range}`),
    ]);

    // What the logs list: 3 cleaning calls (C1, K1, C2) + the manual one, 2 maintenance calls.
    const logged = [...cleanLog.calls, ...maintenanceLog.calls] as { source: string; complaintCount: number; slaState: string }[];
    expect(cleanLog.total + maintenanceLog.total).toBe(6);
    const bySource = (source: string) => logged.filter((call) => call.source === source).length;
    const expected = { callsOpened: 6, complaintCalls: bySource('complaint'), counterCalls: bySource('counter'), manualCalls: bySource('manual'), cleandexCalls: 0, taskCalls: 0 };
    expect(expected).toEqual({ callsOpened: 6, complaintCalls: 4, counterCalls: 1, manualCalls: 1, cleandexCalls: 0, taskCalls: 0 });
    // Resolved in SLA, late, escalated and open calls are all counted.
    expect([...new Set(logged.map((call) => call.slaState))]).toEqual(expect.arrayContaining(['in_sla', 'late', 'escalated', 'open']));

    expect(overview.totals).toMatchObject(expected);
    expect(arrivals.total).toMatchObject(expected);
    expect(siteArrivals.total).toMatchObject(expected);
    expect(sum(hours.hourData, 'callsOpened')).toBe(6);
    const row = analytics.rows.find((entry: { roomId: string }) => entry.roomId === 'r-1');
    expect(row).toMatchObject(expected);
    expect(analytics.totals).toMatchObject(expected);
    expect(sum(analytics.hourData, 'callsOpened')).toBe(6);
    expect(report.overview.totals).toMatchObject(expected);
    expect(report.analytics.totals).toMatchObject(expected);
    expect(report.calls.total).toBe(6);

    // Complaints after the 60 s repeat rule: dirty_floor once, missing_soap twice, problem_leak twice.
    expect(overview.totals).toMatchObject({ complaints: 3, maintenanceComplaint: 2 });
    expect(analytics.totals).toMatchObject({ complaints: 3, maintenanceComplaints: 2 });
    expect(row).toMatchObject({ complaints: 3, maintenanceComplaints: 2 });
    expect(sum(hours.hourData, 'complaints')).toBe(3);
    expect(sum(hours.hourData, 'maintenanceComplaints')).toBe(2);
    expect(sum(analytics.hourData, 'complaints')).toBe(3);
    expect(analytics.charts.cleaning.counts.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(analytics.charts.maintenance.counts.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    // The complaint calls of the logs hold those same complaints.
    const complaintsInCalls = logged.filter((call) => call.source === 'complaint').reduce((total, call) => total + call.complaintCount, 0);
    expect(complaintsInCalls).toBe(5);
    expect(report.analytics.totals).toMatchObject({ complaints: 3, maintenanceComplaints: 2 });
  });

  it("counts only a service's problems and the calls they opened, on the overview, analytics, suggestions and report alike", async () => {
    const figures = async (filter: string) => {
      const [overview, analytics, report, suggestions] = await Promise.all([
        get(`/api/stats/performance/overview?siteId=s-1&${range}&${filter}`),
        get(`/api/stats/performance/analytics?siteId=s-1&${range}&${filter}`),
        get(`/api/stats/performance/analysis-report?siteId=s-1&${range}&${filter}`),
        get(`/api/suggestions/topSuggestions?siteId=s-1&${range}&${filter}`),
      ]);
      const { complaints, maintenanceComplaint, complaintCalls, callsOpened, visits } = overview.totals;
      const fromAnalytics = analytics.totals;
      expect(fromAnalytics).toMatchObject({ complaints, maintenanceComplaints: maintenanceComplaint, complaintCalls, callsOpened, visits });
      expect(report.overview.totals).toEqual(overview.totals);
      expect(report.analytics.totals).toEqual(analytics.totals);
      const charted = [...analytics.charts.cleaning.labels, ...analytics.charts.maintenance.labels];
      return { complaints, maintenanceComplaint, complaintCalls, callsOpened, visits, charted, suggested: suggestions.suggestions.map((group: { key: string }) => group.key), hours: analytics.hourData };
    };
    // C1 was opened by dirty_floor, C2 by missing_soap; M1 and M2 by problem_leak.
    expect(await figures('servikName=Supplies')).toMatchObject({ complaints: 2, maintenanceComplaint: 0, complaintCalls: 1, callsOpened: 3, visits: 40, charted: ['missing_soap'] });
    expect(await figures('servikName=Plumbing')).toMatchObject({ complaints: 0, maintenanceComplaint: 2, complaintCalls: 2, callsOpened: 4, charted: ['problem_leak'] });
    const supplies = await figures('servikName=Supplies');
    expect(supplies.suggested).not.toContain('dirty_floor');
    expect(supplies.suggested).not.toContain('problem_leak');
    // A name the site does not define counts no complaint; the other figures stay.
    expect(await figures('servikName=Nothing')).toMatchObject({ complaints: 0, maintenanceComplaint: 0, complaintCalls: 0, callsOpened: 2, visits: 40, charted: [] });

    // Hour 9 (site-local): dirty_floor and missing_soap of the first day, and the call C1.
    const nine = await figures('hour=9');
    expect(nine).toMatchObject({ complaints: 2, maintenanceComplaint: 0, complaintCalls: 1, callsOpened: 3, visits: 40 });
    expect(nine.charted.sort()).toEqual(['dirty_floor', 'missing_soap']);
    // The hour chart still shows every hour's complaints.
    expect(nine.hours.filter((hour: { complaints: number }) => hour.complaints > 0).map((hour: { hour: number }) => hour.hour)).toEqual([9, 11]);
    expect(await figures('hour=9&servikName=Supplies')).toMatchObject({ complaints: 1, complaintCalls: 0, charted: ['missing_soap'] });
    expect(await figures('hour=3')).toMatchObject({ complaints: 0, maintenanceComplaint: 0, complaintCalls: 0, charted: [] });
  });

  it('refuses an hour outside 0-23, naming the field', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/stats/performance/overview?siteId=s-1&${range}&hour=24`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()['invalid-params'][0].name).toBe('querystring/hour');
  });

  it('answers 404 for a site or room outside the caller’s scope', async () => {
    for (const url of [
      `/api/stats/performance/overview?siteId=s-1&${range}`,
      `/api/stats/performance/analysis-report?siteId=s-1&${range}`,
      `/api/stats/room/cleaner-arrival/r-1?${range}`,
    ]) {
      const response = await api.app.inject({ method: 'GET', url, headers: { cookie: other } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
