import { randomUUID } from 'node:crypto';
import { roomStreamId, type Actor } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';

const context = () => ({ now: new Date(), actor: { kind: 'system', id: 'test' } as Actor });
/** A site-local (Asia/Jerusalem, +3 in June) wall-clock time as an ISO instant. */
const local = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+03:00`).toISOString();
const visits = (at: string, count: number) => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: local(at), count, counter: 'men' });
const complaint = (at: string, problem: string, category: 'cleaning' | 'maintenance' = 'cleaning') => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt: local(at),
  problem,
  category,
});

// Tuesday 2026-06-09 and Wednesday 2026-06-10, site-local.
const RANGE = 'siteId=s-1&timeType=custom_time&timeFrom=2026-06-09&timeTo=2026-06-10';

const TOILETS = [
  complaint('2026-06-09 07:00', 'problem_leak', 'maintenance'),
  visits('2026-06-09 08:10', 20),
  complaint('2026-06-09 09:10:00', 'dirty_floor'),
  complaint('2026-06-09 09:10:40', 'dirty_floor'), // a repeated press: counts once
  visits('2026-06-09 12:30', 40),
  complaint('2026-06-10 09:40', 'dirty_floor'),
  visits('2026-06-10 12:15', 15),
  complaint('2026-06-10 14:05', 'dirty_floor'),
  complaint('2026-06-11 09:00', 'dirty_floor'), // after the range
];
const KITCHEN = [
  complaint('2026-06-09 11:00', 'missing_soap'),
  visits('2026-06-09 15:40', 5),
  complaint('2026-06-09 17:00', 'dirty_floor'),
  complaint('2026-06-10 11:30', 'missing_soap'),
];

describe.each(BACKENDS)('GET /api/suggestions/topSuggestions (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' }); // "Toilets 3rd floor", building A
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-9' });
    await handleCommand(api.store, roomStreamId('r-2'), roomDecider, {
      type: 'CreateRoom',
      data: { roomId: 'r-2', siteId: 's-1', displayName: 'Kitchen', roomNameEn: 'Kitchen', roomType: 'kitchen', floor: 1, building: 'B', zone: null, gender: null, refId: '102' },
    } as never, context());
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    expect((await ingestBatch(api.store, { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1' }, TOILETS)).ok).toBe(true);
    expect((await ingestBatch(api.store, { deviceId: 'd-2', roomId: 'r-2', siteId: 's-1' }, KITCHEN)).ok).toBe(true);
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const suggestions = (cookie: string | null, query: string) =>
    api.app.inject({ method: 'GET', url: `/api/suggestions/topSuggestions?${query}`, headers: cookie ? { cookie } : {} });

  it('ranks problems by total, each room at its site-local peak hour, then the busiest hours', async () => {
    const response = await suggestions(admin, `${RANGE}&language=ru`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ siteId: 's-1', timezone: 'Asia/Jerusalem', language: 'ru', timeFrom: '2026-06-09', timeTo: '2026-06-10' });
    expect(body.suggestions).toEqual([
      {
        key: 'dirty_floor',
        category: 'cleaning',
        total: 4,
        items: [
          // 09:10 and 09:40 on two days; 14:05 once.
          { roomId: 'r-1', displayName: 'Toilets 3rd floor', hour: 9, suggestedHour: 8, count: 2, roomTotal: 3 },
          { roomId: 'r-2', displayName: 'Kitchen', hour: 17, suggestedHour: 16, count: 1, roomTotal: 1 },
        ],
      },
      {
        key: 'missing_soap',
        category: 'cleaning',
        total: 2,
        items: [{ roomId: 'r-2', displayName: 'Kitchen', hour: 11, suggestedHour: 10, count: 2, roomTotal: 2 }],
      },
      {
        key: 'problem_leak',
        category: 'maintenance',
        total: 1,
        items: [{ roomId: 'r-1', displayName: 'Toilets 3rd floor', hour: 7, suggestedHour: 6, count: 1, roomTotal: 1 }],
      },
      {
        key: 'visits_peak',
        category: 'visits',
        total: 80,
        items: [
          { roomId: 'r-1', displayName: 'Toilets 3rd floor', hour: 12, suggestedHour: 11, count: 55, roomTotal: 75 },
          { roomId: 'r-2', displayName: 'Kitchen', hour: 15, suggestedHour: 14, count: 5, roomTotal: 5 },
        ],
      },
    ]);
  });

  it('follows the room filters and the days filter', async () => {
    const keys = async (filter: string) =>
      (await suggestions(admin, `${RANGE}&${filter}`)).json().suggestions.map((group: { key: string; total: number; items: { roomId: string; hour: number }[] }) => [
        group.key,
        group.total,
        group.items.map((item) => `${item.roomId}@${item.hour}`),
      ]);
    expect(await keys('building=B')).toEqual([
      ['missing_soap', 2, ['r-2@11']],
      ['dirty_floor', 1, ['r-2@17']],
      ['visits_peak', 5, ['r-2@15']],
    ]);
    // Tuesday: one dirty floor in each room, equal in every way but the room id.
    expect(await keys('days=3')).toEqual([
      ['dirty_floor', 2, ['r-1@9', 'r-2@17']],
      ['missing_soap', 1, ['r-2@11']],
      ['problem_leak', 1, ['r-1@7']],
      ['visits_peak', 65, ['r-1@12', 'r-2@15']],
    ]);
    expect(await keys('rooms=r-404')).toEqual([]);
  });

  it('answers 401 without a session, 404 for an out-of-scope site, 400 naming the bad field', async () => {
    expect((await suggestions(null, RANGE)).statusCode).toBe(401);
    const other = await api.login('other@demo.test', 'other-pass');
    expect((await suggestions(other, RANGE)).statusCode).toBe(404);
    expect((await suggestions(other, RANGE.replace('s-1', 's-2'))).json().suggestions).toEqual([]);
    const badLanguage = await suggestions(admin, `${RANGE}&language=xx`);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()['invalid-params'][0].name).toBe('querystring/language');
    const noFrom = await suggestions(admin, 'siteId=s-1&timeType=custom_time&timeTo=2026-06-10');
    expect(noFrom.json()['invalid-params']).toEqual([{ name: 'querystring/timeFrom', reason: 'timeFrom is required for custom_time' }]);
  });
});
