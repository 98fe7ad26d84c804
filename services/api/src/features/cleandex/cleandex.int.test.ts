import { randomUUID } from 'node:crypto';
import { roomCallsStreamId, type CallEventData } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { cleandexScore } from '@facility/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';

const device = { deviceId: 'dev-cx-1', roomId: 'r-1', siteId: 's-1' };
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const localDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

interface BoardRoom {
  roomId: string;
  score: number;
  inputs: { visits: number; counterThreshold: number; complaints: number; ratingsMean: number | null; ratingCount: number };
  lastCleanedAt: string | null;
  openCall: { callId: string } | null;
}
interface Board {
  cleandexThreshold: number | null;
  rooms: BoardRoom[];
}

describe.each(BACKENDS)('Cleandex board and series (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let outsider: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    outsider = await api.login('other@demo.test', 'other-pass');
  });
  afterAll(() => api?.close());

  const get = (url: string, cookie = admin) => api.app.inject({ method: 'GET', url, headers: { cookie } });
  const ingest = async (events: Record<string, unknown>[]) => {
    const result = await ingestBatch(api.store, device, events.map((event) => ({ id: randomUUID(), ...event }) as Parameters<typeof ingestBatch>[2][number]));
    expect(result.ok).toBe(true);
  };
  const boardWhen = (check: (board: Board) => boolean) =>
    vi.waitFor(
      async () => {
        const board = (await get('/api/cleandex?siteId=s-1')).json() as Board;
        if (!check(board)) throw new Error(`board never matched: ${JSON.stringify(board)}`);
        return board;
      },
      { timeout: 10_000, interval: 20 },
    );

  it('says there is no data before any telemetry', async () => {
    const response = await get('/api/cleandex?siteId=s-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ siteId: 's-1', cleandexThreshold: 60, rooms: [] });
  });

  it('scores the events since the last cleaner arrival exactly as cleandexScore does', async () => {
    const cleanedAt = ago(50);
    await ingest([
      { type: 'VisitorsCounted', occurredAt: ago(90), count: 500, counter: 'men' },
      { type: 'StaffArrived', occurredAt: cleanedAt, role: 'cleaner', method: 'nfc', staffId: 'cl-1' },
      { type: 'VisitorsCounted', occurredAt: ago(40), count: 12, counter: 'men' },
      { type: 'ComplaintReported', occurredAt: ago(30), problem: 'dirty_floor', category: 'cleaning' },
      // The same button within 60 s: one complaint.
      { type: 'ComplaintReported', occurredAt: new Date(Date.now() - 30 * MINUTE + 20_000).toISOString(), problem: 'dirty_floor', category: 'cleaning' },
      { type: 'ComplaintReported', occurredAt: ago(25), problem: 'broken_tap', category: 'maintenance' },
      { type: 'RatingGiven', occurredAt: ago(20), score: 40 },
    ]);
    const board = await boardWhen((b) => b.rooms[0]?.inputs.ratingCount === 1);
    const expected = cleandexScore({ visits: 12, complaints: 1, ratingSum: 40, ratingCount: 1, threshold: 30 });
    expect(expected).toBe(63);
    expect(board.rooms).toMatchObject([
      { roomId: 'r-1', score: expected, inputs: { visits: 12, counterThreshold: 30, complaints: 1, ratingsMean: 40, ratingCount: 1 }, openCall: null },
    ]);
    expect(Date.parse(board.rooms[0]!.lastCleanedAt!)).toBe(Date.parse(cleanedAt));
  });

  it('shows the open cleandex call of a room', async () => {
    const data: CallEventData<'CallOpened'> = {
      callId: 'call-cx-1',
      roomId: 'r-1',
      siteId: 's-1',
      source: 'cleandex',
      category: 'cleaning',
      problems: ['cleandex'],
      openedAt: ago(10),
      sla: null,
    };
    await api.store.append(roomCallsStreamId('r-1'), [{ type: 'CallOpened', data, metadata: { source: 'test', actor: { kind: 'system', id: 'test' } } }]);
    const board = await boardWhen((b) => b.rooms[0]?.openCall !== null);
    expect(board.rooms[0]!.openCall).toMatchObject({ callId: 'call-cx-1' });
  });

  it('gives the mean and lowest score per period of the filter', async () => {
    await ingest([{ type: 'ComplaintReported', occurredAt: ago(5), problem: 'no_soap', category: 'cleaning' }]);
    await boardWhen((b) => b.rooms[0]?.inputs.complaints === 2);
    const from = localDate(new Date(Date.now() - 2 * 60 * MINUTE));
    const to = localDate(new Date());
    const response = await get(`/api/cleandex/series?siteId=s-1&roomId=r-1&timeType=custom_time&timeFrom=${from}&timeTo=${to}&viewTimeBy=day`);
    expect(response.statusCode).toBe(200);
    const series = response.json() as { rows: { meanScore: number | null; lowestScore: number | null }[]; cleandexThreshold: number };
    const scored = series.rows.filter((row) => row.lowestScore !== null);
    // Scores taken: before the cleaning 50 (500 visits), then 100, 90, 75, 63, 48.
    expect(Math.min(...scored.map((row) => row.lowestScore!))).toBe(48);
    if (scored.length === 1) expect(scored[0]!.meanScore).toBe(71);
    const site = (await get(`/api/cleandex/series?siteId=s-1&timeType=custom_time&timeFrom=${from}&timeTo=${to}`)).json() as typeof series;
    expect(site.rows.map((row) => row.lowestScore)).toEqual(series.rows.map((row) => row.lowestScore));
  });

  it('answers 404 for a site or room outside the caller scope', async () => {
    expect((await get('/api/cleandex?siteId=s-1', outsider)).statusCode).toBe(404);
    expect((await get('/api/cleandex/series?siteId=s-1', outsider)).statusCode).toBe(404);
    expect((await get('/api/cleandex/series?siteId=s-2&roomId=r-1', outsider)).statusCode).toBe(404);
    expect((await get('/api/cleandex/series?siteId=s-1&roomId=r-2')).statusCode).toBe(404);
    expect((await get('/api/cleandex/series?siteId=s-2', outsider)).statusCode).toBe(200);
  });
});
