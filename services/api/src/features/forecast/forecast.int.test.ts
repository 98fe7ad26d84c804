import { randomUUID } from 'node:crypto';
import { roomStreamId, type Actor } from '@facility/contracts';
import { addDays } from '@facility/projections';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';

const context = () => ({ now: new Date(), actor: { kind: 'system', id: 'test' } as Actor });
/** A site-local (Asia/Jerusalem, +3 in summer) wall-clock time as an ISO instant. */
const local = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`).toISOString();
const visits = (date: string, time: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: local(date, time), count, counter: 'men' });
const complaint = (date: string, time: string) => ({ id: randomUUID(), type: 'ComplaintReported', occurredAt: local(date, time), problem: 'dirty_floor', category: 'cleaning' });

// "Now" is Wednesday 2026-06-17 09:00 site-local: the forecast covers 17-23 June, the back-test 10-16 June.
const TODAY = '2026-06-17';
const NOW = new Date(local(TODAY, '09:00'));
const FIRST_DAY = addDays(TODAY, -35);

/**
 * Five weeks of a regular week in r-1: 45 visitors at 10:00 (morning shift), 5 at 01:00 (the
 * night shift of the day before) and a complaint at 12:00 on Mondays; r-2 counts nothing.
 */
function regularWeeks() {
  const events = [];
  for (let day = 0; day <= 35; day++) {
    const date = addDays(FIRST_DAY, day);
    events.push(visits(date, '01:00', 5));
    if (date === TODAY) continue;
    events.push(visits(date, '10:00', 45));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) events.push(complaint(date, '12:00'));
  }
  return events;
}

describe.each(BACKENDS)('GET /api/forecast (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => NOW });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-9' });
    await handleCommand(api.store, roomStreamId('r-2'), roomDecider, {
      type: 'CreateRoom',
      data: { roomId: 'r-2', siteId: 's-1', displayName: 'Kitchen', roomNameEn: 'Kitchen', roomType: 'kitchen', floor: 1, building: 'B', zone: null, gender: null, refId: '102' },
    } as never, context());
    const allWeek = [1, 2, 3, 4, 5, 6, 7];
    await api.siteCommand({
      type: 'SetSiteShifts',
      data: {
        siteId: 's-1',
        shifts: [
          { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: allWeek, minSla: 30, maxSla: 600, roomIds: [], active: true },
          { shiftNumber: 2, shiftName: 'night', start: '22:00', end: '06:00', days: allWeek, minSla: 30, maxSla: 600, roomIds: [], active: true },
        ],
      },
    } as never);
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    const events = regularWeeks();
    for (let from = 0; from < events.length; from += 50) {
      expect((await ingestBatch(api.store, { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1' }, events.slice(from, from + 50))).ok).toBe(true);
    }
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const forecast = (cookie: string | null, query: string) => api.app.inject({ method: 'GET', url: `/api/forecast?${query}`, headers: cookie ? { cookie } : {} });

  it('forecasts a regular week per day, shift and room, with the rounds it implies and no back-test error', async () => {
    const response = await forecast(admin, 'siteId=s-1&days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ siteId: 's-1', timezone: 'Asia/Jerusalem', weeks: 4 });
    expect(body.days.map((day: { date: string; weekday: number }) => [day.date, day.weekday])).toEqual(
      Array.from({ length: 7 }, (_, offset) => [addDays(TODAY, offset), ((3 + offset) % 7) + 1]),
    );
    const monday = body.days[5];
    expect(monday.date).toBe('2026-06-22');
    expect(monday.shifts).toEqual([
      {
        shiftNumber: 1,
        shiftName: 'morning',
        // 45 visitors at the counter threshold of 30: two rounds.
        visits: 45,
        complaints: 1,
        rounds: 2,
        rooms: [
          { roomId: 'r-1', displayName: 'Toilets 3rd floor', visits: 45, complaints: 1, rounds: 2 },
          { roomId: 'r-2', displayName: 'Kitchen', visits: null, complaints: null, rounds: null },
        ],
      },
      {
        shiftNumber: 2,
        shiftName: 'night',
        visits: 5, // 01:00 of Tuesday
        complaints: 0,
        rounds: 1,
        rooms: [
          { roomId: 'r-1', displayName: 'Toilets 3rd floor', visits: 5, complaints: 0, rounds: 1 },
          { roomId: 'r-2', displayName: 'Kitchen', visits: null, complaints: null, rounds: null },
        ],
      },
    ]);
    // Nothing is expected outside the shifts, so no shift 0; Wednesday has no complaint.
    expect(body.days[0].shifts.map((shift: { shiftNumber: number; complaints: number }) => [shift.shiftNumber, shift.complaints])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    // r-1 in 7 days x (morning, night, outside the shifts); r-2 has no history.
    expect(body.backtest).toEqual({ from: '2026-06-10', to: '2026-06-16', cells: 21, visits: { mae: 0, wape: 0 }, complaints: { mae: 0, wape: 0 } });
  });

  it('follows the room filters and the horizon', async () => {
    const body = (await forecast(admin, 'siteId=s-1&days=2&building=B')).json();
    expect(body.days).toHaveLength(2);
    expect(body.days[0].shifts[0]).toMatchObject({ visits: null, rounds: null, rooms: [{ roomId: 'r-2' }] });
    expect(body.backtest).toBeNull();
  });

  it('answers 401 without a session, 404 for an out-of-scope site, 400 naming the bad field', async () => {
    expect((await forecast(null, 'siteId=s-1')).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    expect((await forecast(other, 'siteId=s-1')).statusCode).toBe(404);
    expect((await forecast(admin, 'siteId=s-404')).statusCode).toBe(404);
    for (const [query, field] of [
      ['siteId=s-1&days=0', 'querystring/days'],
      ['siteId=s-1&days=15', 'querystring/days'],
      ['siteId=s-1&days=week', 'querystring/days'],
      ['days=7', 'querystring/siteId'],
    ]) {
      const response = await forecast(admin, query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()['invalid-params'][0].name, query).toBe(field);
    }
  });
});
