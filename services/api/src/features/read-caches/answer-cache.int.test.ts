import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
// Yesterday and today in the seeded sites' time zone: the visits below are a minute old.
const localDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(at);
const period = `timeType=custom_time&timeFrom=${localDate(Date.now() - 86_400_000)}&timeTo=${localDate(Date.now())}`;
const overviewUrl = (siteId: string) => `/api/stats/performance/overview?siteId=${siteId}&${period}&viewTimeBy=day`;
const boardUrl = (siteId: string) => `/api/room/realtime?siteId=${siteId}`;
const visitsOf = (answer: Answer) => (answer.json() as { totals: { visits: number } }).totals.visits;
const positionOf = (answer: Answer) => Number(answer.headers['x-read-position']);

describe.each(BACKENDS)('the answer cache (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-two', email: 'two@demo.test', password: 'two-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterAll(() => api?.close());

  const get = (url: string, headers: Record<string, string> = {}, cookie = admin) => api.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const visit = async (siteId: string, roomId: string, count: number) => {
    const events = [{ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date(Date.now() - 60_000).toISOString(), count, counter: 'men' }];
    const outcome = await ingestBatch(api.store, { deviceId: `counter-${roomId}`, roomId, siteId }, events as never);
    expect(outcome.ok).toBe(true);
    // The visit's own position (the store's head may lag behind an open transaction).
    const { rows } = await sql<{ position: number }>`select max(global_position)::int as position from events`.execute(api.t.database.db);
    return rows[0]!.position;
  };

  it('answers a repeated question from memory, with an ETag from the body and 304 to a conditional request', async () => {
    const first = await get(overviewUrl('s-1'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await get(overviewUrl('s-1'));
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The same question spelled with its parameters in another order is the same answer.
    const reordered = await get(`/api/stats/performance/overview?viewTimeBy=day&${period.split('&').reverse().join('&')}&siteId=s-1`);
    expect(reordered.headers['x-cache']).toBe('hit');

    const unchanged = await get(overviewUrl('s-1'), { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get(overviewUrl('s-1'), { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it("drops a site's answers when a commit touches it, and only that site's", async () => {
    await api.caughtUp();
    await get(overviewUrl('s-1'));
    await get(overviewUrl('s-2'));
    const before = visitsOf(await get(overviewUrl('s-1')));
    const position = await visit('s-1', 'r-1', 7);
    await api.caughtUp();

    const after = await get(overviewUrl('s-1'));
    expect(after.headers['x-cache']).toBe('miss');
    expect(visitsOf(after)).toBe(before + 7);
    expect(positionOf(after)).toBeGreaterThanOrEqual(position);
    expect((await get(overviewUrl('s-2'))).headers['x-cache']).toBe('hit');
  });

  it('never claims a position its answer does not reflect, while the projections catch up', async () => {
    const before = visitsOf(await get(overviewUrl('s-1')));
    const position = await visit('s-1', 'r-1', 3);
    // Ask again and again while the commit is on its way: an answer may be the older one
    // (or newer than it claims), but never claim the visit's position without it. A deadline,
    // not a count of tries: with test files side by side on two cores, the projections can
    // take seconds. Shorter than the statistics' minute: an answer read while the projections
    // it claims disagreed, kept that minute, would claim its old position all along.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await get(overviewUrl('s-1'));
      if (positionOf(answer) >= position) {
        expect(visitsOf(answer)).toBe(before + 3);
        break;
      }
      expect([before, before + 3]).toContain(visitsOf(answer));
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it('keeps the real-time board until a commit touches its site', async () => {
    // The projections still applying the visit above would drop it in between.
    await api.caughtUp();
    const first = await get(boardUrl('s-1'));
    expect(first.statusCode).toBe(200);
    expect((await get(boardUrl('s-1'))).headers['x-cache']).toBe('hit');
    const position = await visit('s-1', 'r-1', 2);
    await api.caughtUp();
    const after = await get(boardUrl('s-1'));
    expect(after.headers['x-cache']).toBe('miss');
    expect((after.json() as { position: number }).position).toBeGreaterThanOrEqual(position);
    expect(positionOf(after)).toBeGreaterThanOrEqual(position);
  });

  it("keeps each room's status, one answer per room, until a commit touches its site", async () => {
    await api.caughtUp();
    const room = (roomId: string, cookie = admin) => get(`/api/room/${roomId}`, {}, cookie);
    const first = await room('r-1');
    expect(first.statusCode).toBe(200);
    expect((await room('r-1')).headers['x-cache']).toBe('hit');
    // The path names the room: another room is another question.
    const other = await room('r-2');
    expect(other.json()).toMatchObject({ id: 'r-2', siteId: 's-2' });
    expect(other.headers['x-cache']).toBe('miss');
    // Access is checked before the cache: kept for the admin, still unknown to another company.
    const outsider = await api.login('two@demo.test', 'two-pass');
    expect((await room('r-1', outsider)).statusCode).toBe(404);

    const before = (first.json() as { visitsSinceClean: number }).visitsSinceClean;
    const position = await visit('s-1', 'r-1', 4);
    await api.caughtUp();
    const after = await room('r-1');
    expect(after.headers['x-cache']).toBe('miss');
    expect((after.json() as { visitsSinceClean: number }).visitsSinceClean).toBe(before + 4);
    expect(positionOf(after)).toBeGreaterThanOrEqual(position);
    expect((await room('r-2')).headers['x-cache']).toBe('hit');
  });

  it("keeps a site's statistics through a device's heartbeat, which drops its board", async () => {
    await api.caughtUp();
    await get(overviewUrl('s-1'));
    await get(boardUrl('s-1'));
    expect((await get(overviewUrl('s-1'))).headers['x-cache']).toBe('hit');
    expect((await get(boardUrl('s-1'))).headers['x-cache']).toBe('hit');
    const heartbeat = [{ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: new Date().toISOString(), battery: 13 }];
    expect((await ingestBatch(api.store, { deviceId: 'counter-r-1', roomId: 'r-1', siteId: 's-1' }, heartbeat as never)).ok).toBe(true);
    await api.caughtUp();
    // The device-status commit touched s-1: the board reads device status, the overview does not.
    expect((await get(boardUrl('s-1'))).headers['x-cache']).toBe('miss');
    expect((await get(overviewUrl('s-1'))).headers['x-cache']).toBe('hit');
  });

  it('drops every answer on an organisation change', async () => {
    await get(overviewUrl('s-2'));
    expect((await get(overviewUrl('s-2'))).headers['x-cache']).toBe('hit');
    await api.seedSite({ companyId: 'c-3', siteId: 's-3', roomId: 'r-3' });
    await api.caughtUp();
    expect((await get(overviewUrl('s-2'))).headers['x-cache']).toBe('miss');
  });

  it('checks access before the cache: a kept answer is no way into another company', async () => {
    expect((await get(overviewUrl('s-1'))).statusCode).toBe(200);
    const outsider = await api.login('two@demo.test', 'two-pass');
    const refused = await get(overviewUrl('s-1'), {}, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
    expect((await get(overviewUrl('s-2'), {}, outsider)).statusCode).toBe(200);
  });

  it('answers bad questions with problem details, never from memory', async () => {
    const bad = await get('/api/stats/performance/overview?siteId=s-1&timeType=someday&viewTimeBy=day');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('without the answer cache (ANSWER_CACHE_MB=0)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp('pglite', { answerCacheMegabytes: 0 });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.caughtUp();
  });
  afterAll(() => api?.close());

  it('reads the read models for every request', async () => {
    const cookie = await api.login('admin@demo.test', 'demo-admin');
    for (let i = 0; i < 2; i++) {
      const answer = await api.app.inject({ method: 'GET', url: overviewUrl('s-1'), headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});

