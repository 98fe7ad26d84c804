import { createHash } from 'node:crypto';
import { roomStreamId, type Actor, type WhatIfLine, type WhatIfResult } from '@facility/contracts';
import { BACKENDS } from '@facility/event-store/testing';
import { addDays, selectCalls } from '@facility/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/command-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestBatch } from '../ingest/ingest.service.ts';
import { roomDecider } from '../organisation/room/room.decider.ts';
import { whatIfPeriod } from './what-if.request.ts';
import { replayCalls } from './what-if.service.ts';

/**
 * What-if replays on a real database: with the site's real settings the replay gives back
 * exactly the calls the projector's reactor decided (ids, count, response times,
 * escalations), and a changed setting moves the figures the way it should.
 */

const context = () => ({ now: new Date(), actor: { kind: 'system', id: 'test' } as Actor });
/** Site-local (Asia/Jerusalem, +3 in summer) wall-clock time as an ISO instant. */
const local = (date: string, minutes: number) => new Date(new Date(`${date}T00:00:00+03:00`).getTime() + minutes * 60_000).toISOString();

const FIRST_DAY = '2026-06-01';
const DAYS = 10;
const NOW = new Date('2026-06-12T09:00:00+03:00');
const PERIOD = { from: '2026-06-03', to: '2026-06-08' };
const ROOMS = ['r-1', 'r-2', 'r-3', 'r-4'];
/** Removed after its history: its calls still count in the overview, so a replay reads it too. */
const REMOVED_ROOM = 'r-4';

/** A seeded pseudo-random sequence (the same history every run). */
function random(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** A derived UUID, so a rerun ingests the same ids. */
const uuid = (key: string) => {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

interface Incoming {
  id: string;
  type: string;
  occurredAt: string;
  [field: string]: unknown;
}

/**
 * A room's days, 06:00-22:00 local: visitors every half hour, complaints (some pressed again
 * within seconds), a call-a-cleaner press now and then, cleaners every two hours or so (now
 * and then one is skipped, so calls run late and escalate), a leak reported and fixed.
 */
function roomHistory(roomId: string): Incoming[][] {
  const next = random(roomId);
  const days: Incoming[][] = [];
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(FIRST_DAY, day);
    const events: Incoming[] = [];
    const at = (minutes: number) => local(date, minutes);
    const add = (type: string, minutes: number, data: Record<string, unknown> = {}) =>
      events.push({ id: uuid(`${roomId}:${date}:${type}:${minutes}:${events.length}`), type, occurredAt: at(minutes), ...data });
    let nextCleaning = 6 * 60 + Math.floor(next() * 90);
    for (let minutes = 6 * 60; minutes < 22 * 60; minutes += 30) {
      add('VisitorsCounted', minutes + 1, { count: 1 + Math.floor(next() * 8), counter: 'men' });
      if (next() < 0.25) {
        const problem = next() < 0.5 ? 'dirty_floor' : 'missing_toilet_paper';
        const pressedAt = minutes + 5 + next() * 10;
        add('ComplaintReported', pressedAt, { problem, category: 'cleaning' });
        if (next() < 0.4) add('ComplaintReported', pressedAt + 0.3 + next() * 0.6, { problem, category: 'cleaning' });
      }
      if (next() < 0.05) add('CleanerCallRequested', minutes + 20);
      if (minutes >= nextCleaning) {
        if (next() > 0.2) add('StaffArrived', minutes + 25 + next() * 4, { role: 'cleaner', method: 'nfc', staffId: `cl-${roomId}` });
        nextCleaning = minutes + 90 + Math.floor(next() * 60);
      }
    }
    // r-3's leak, reported on the first day, waits six days for maintenance: one call open across the
    // period's start, which the reports of days 3 to 5 (in the period) join.
    if (roomId !== 'r-3' || day === 0 || day >= 3) add('ComplaintReported', 11 * 60 + 7, { problem: 'problem_leak', category: 'maintenance' });
    if (roomId !== 'r-3' || day >= 6) add('IssueFixed', 11 * 60 + 7 + 20 + Math.floor(next() * 40), { problem: 'fixed_leak' });
    days.push(events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)));
  }
  return days;
}

/** The NDJSON lines of an answer. */
const lines = (body: string): WhatIfLine[] =>
  body
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as WhatIfLine);

const resultOf = (body: string): WhatIfResult => {
  const last = lines(body).at(-1)!;
  if (last.type !== 'result') throw new Error(`no result: ${body.slice(-300)}`);
  return last.result;
};

describe.each(BACKENDS)('what-if replays (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let outsider: string;

  beforeAll(async () => {
    api = await createTestApp(backend, { clock: () => NOW });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-9' });
    for (const roomId of ROOMS.slice(1)) {
      // r-2 counts to a threshold of its own. The commands here happen at the wall clock's time, months after the
      // history's days by event time, but first in the log: the reactor went by the log's order, and so must a replay.
      const own = roomId === 'r-2' ? { visitorThreshold: 12 } : {};
      await handleCommand(api.store, roomStreamId(roomId), roomDecider, {
        type: 'CreateRoom',
        data: { roomId, siteId: 's-1', displayName: `Room ${roomId.slice(2)}`, roomNameEn: `Room ${roomId.slice(2)}`, roomType: 'women', floor: 1, building: 'A', zone: null, gender: 'women', refId: `10${roomId.slice(2)}`, ...own },
      } as never, context());
    }
    const allWeek = [1, 2, 3, 4, 5, 6, 7];
    const shifts = (minSla: number, maxSla: number) => ({
      type: 'SetSiteShifts',
      data: {
        siteId: 's-1',
        shifts: [
          { shiftNumber: 1, shiftName: 'morning', start: '06:00', end: '14:00', days: allWeek, minSla, maxSla, roomIds: [], active: true },
          { shiftNumber: 2, shiftName: 'evening', start: '14:00', end: '22:00', days: allWeek, minSla: 20, maxSla: 45, roomIds: [], active: true },
        ],
      },
    });
    await api.siteCommand(shifts(15, 30) as never);
    await api.siteCommand({ type: 'SetSiteTimeSaving', data: { siteId: 's-1', isTimeSave: true, roundIntervalMinutes: 120, cleaningMinutesPerRoom: 10, employerCostPerHour: 60, currency: 'ILS' } } as never);
    await api.siteCommand({
      type: 'SetSiteCallSettings',
      data: { siteId: 's-1', mode: 'sequential', ratioPercent: 5, gapInMinutes: 0, scheduledCallTimes: ['12:00'], cleandexThreshold: null, services: [] },
    } as never);
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });

    const histories = new Map(ROOMS.map((roomId) => [roomId, roomHistory(roomId)]));
    for (let day = 0; day < DAYS; day++) {
      // The site's SLA changes in the middle of the period: the replay keeps to the rules of each moment.
      if (day === 5) await api.siteCommand(shifts(10, 25) as never);
      for (const roomId of ROOMS) {
        // r-3's device was offline on day 4 and uploads it after day 5 (a late upload decided in log order);
        // r-1's uploads the period's last day (day 7) after the day after it.
        if ((roomId === 'r-3' && day === 4) || (roomId === 'r-1' && day === 7)) continue;
        const events = histories.get(roomId)![day]!;
        const outcome = await ingestBatch(api.store, { deviceId: `d-${roomId}`, roomId, siteId: 's-1' }, events);
        expect(outcome.ok).toBe(true);
      }
      if (day === 5) expect((await ingestBatch(api.store, { deviceId: 'd-r-3', roomId: 'r-3', siteId: 's-1' }, histories.get('r-3')![4]!)).ok).toBe(true);
      if (day === 8) expect((await ingestBatch(api.store, { deviceId: 'd-r-1', roomId: 'r-1', siteId: 's-1' }, histories.get('r-1')![7]!)).ok).toBe(true);
      await api.caughtUp();
    }
    await handleCommand(api.store, roomStreamId(REMOVED_ROOM), roomDecider, { type: 'RemoveRoom', data: { roomId: REMOVED_ROOM } } as never, context());
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    outsider = await api.login('other@demo.test', 'other-pass');
  }, 120_000);
  afterAll(() => api?.close());

  const run = (cookie: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: '/api/what-if', headers: { cookie }, payload: { siteId: 's-1', ...PERIOD, ...payload } });
  const period = () => whatIfPeriod(PERIOD, 'Asia/Jerusalem', NOW);

  it('with the real settings gives back exactly the calls the reactor decided: ids, count, response times, escalations', async () => {
    const { from, to } = period();
    const replayed = await replayCalls({ db: api.db, store: api.store }, 's-1', {}, { from, to });
    const table = await selectCalls(api.db).where('site_id', '=', 's-1').where('opened_at', '>=', from).where('opened_at', '<', to).orderBy('call_id').execute();
    expect(table.length).toBeGreaterThan(60);
    const byId = <T extends { callId: string }>(calls: readonly T[]) => [...calls].sort((a, b) => a.callId.localeCompare(b.callId));
    expect(byId(replayed.whatIf)).toEqual(byId(replayed.actual));
    expect(byId(replayed.whatIf).map((call) => call.callId)).toEqual(table.map((call) => call.callId));
    // The room removed since is replayed too: its calls are in the read model, and so in the overview.
    expect(replayed.roomIds).toContain(REMOVED_ROOM);
    expect(table.some((call) => call.roomId === REMOVED_ROOM)).toBe(true);
    // As the calls read model has them, for the calls settled before the period's end.
    const settled = (call: { resolvedAt: string | Date | null }) => call.resolvedAt !== null && new Date(call.resolvedAt) < to;
    const view = (call: { callId: string; source: string; openedAt: string | Date; responseMinutes: number | null; escalationLevel: number; minSla: number | null; maxSla: number | null }) => ({
      callId: call.callId,
      source: call.source,
      openedAt: new Date(call.openedAt).toISOString(),
      responseMinutes: call.responseMinutes,
      escalationLevel: call.escalationLevel,
      minSla: call.minSla,
      maxSla: call.maxSla,
    });
    expect(byId(replayed.whatIf).filter(settled).map(view)).toEqual(table.filter(settled).map(view));
    // The history has what the figures count: escalations, scheduled rounds, counter calls, repeats.
    expect(table.some((call) => call.escalationLevel > 0)).toBe(true);
    expect(table.some((call) => call.problems.includes('scheduled_round'))).toBe(true);
    expect(table.some((call) => call.source === 'counter' && !call.problems.includes('scheduled_round'))).toBe(true);
  });

  it('knows a call opened before its warm-up that was still open: it reads that room from the call\'s opening', async () => {
    const { from, to } = period();
    // A day of warm-up: r-3's leak call, opened on the history's first day, is open at its start.
    const warmFrom = new Date(from.getTime() - 86_400_000);
    const leak = await selectCalls(api.db).where('room_id', '=', 'r-3').where('category', '=', 'maintenance').where('opened_at', '<', warmFrom).where('resolved_at', '>=', from).execute();
    expect(leak).toHaveLength(1);
    const replayed = await replayCalls({ db: api.db, store: api.store }, 's-1', {}, { from, to }, () => {}, { warmUpDays: 1 });
    const byId = <T extends { callId: string }>(calls: readonly T[]) => [...calls].sort((a, b) => a.callId.localeCompare(b.callId));
    expect(byId(replayed.whatIf)).toEqual(byId(replayed.actual));
    // The period's leak reports joined the old call until it was fixed (day 6, 7 June): no new one before.
    const leaks = replayed.whatIf.filter((call) => call.roomId === 'r-3' && call.category === 'maintenance');
    expect(leaks.every((call) => call.openedAt >= '2026-06-07')).toBe(true);
  });

  it('answers progress lines, then the same figures for what happened and for the real settings, writing nothing', async () => {
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(api.db)).rows[0]!.n);
    const before = await count();
    const response = await run(admin, { settings: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const progress = lines(response.body).filter((line) => line.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.map((line) => line.done)).toEqual([...progress.map((line) => line.done)].sort((a, b) => a - b));
    expect(progress.at(-1)!.done).toBe(1);
    const result = resultOf(response.body);
    expect(result).toMatchObject({ siteId: 's-1', from: PERIOD.from, to: PERIOD.to, currency: 'ILS' });
    expect(result.whatIf).toEqual(result.actual);
    expect(result.actual.callsOpened).toBeGreaterThan(60);
    expect(result.actual.escalated).toBeGreaterThan(0);
    expect(result.actual.openedByDay.map((day) => day.date)).toEqual(['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08']);
    expect(result.actual.roi).toBeCloseTo((result.actual.timeSavedMinutes! / 60) * 60, 6);
    // The real column's time saved is the overview's for the same days.
    const overview = await api.app.inject({
      method: 'GET',
      url: `/api/stats/performance/overview?siteId=s-1&timeType=custom_time&timeFrom=${PERIOD.from}&timeTo=${PERIOD.to}`,
      headers: { cookie: admin },
    });
    expect(overview.json().totals.time_saved).toBeCloseTo(result.actual.timeSavedMinutes!, 6);
    // And its calls are the overview's, the removed room's included.
    expect(overview.json().totals.callsOpened).toBe(result.actual.callsOpened);
    expect(await count()).toBe(before);
  });

  it('moves the figures the way a changed setting should', async () => {
    const real = resultOf((await run(admin, { settings: {} })).body).actual;
    const strict = resultOf((await run(admin, { settings: { shifts: [{ shiftNumber: 1, minSla: 3, maxSla: 5 }, { shiftNumber: 2, minSla: 3, maxSla: 5 }] } })).body).whatIf;
    expect(strict.callsOpened).toBe(real.callsOpened);
    expect(strict.late).toBeGreaterThan(real.late);
    expect(strict.escalated).toBeGreaterThan(real.escalated);

    const { from, to } = period();
    const counter = async (threshold?: number) =>
      (await replayCalls({ db: api.db, store: api.store }, 's-1', threshold ? { counterThreshold: threshold } : {}, { from, to })).whatIf.filter(
        (call) => call.source === 'counter' && !call.problems.includes('scheduled_round'),
      ).length;
    expect(await counter(8)).toBeGreaterThan(await counter());

    // A longer repeat window takes more presses as one: fewer complaints counted on the calls.
    const complaints = async (seconds?: number) =>
      (await replayCalls({ db: api.db, store: api.store }, 's-1', seconds === undefined ? {} : { repeatWindowSeconds: seconds }, { from, to })).whatIf.reduce(
        (sum, call) => sum + call.complaintCount,
        0,
      );
    expect(await complaints(0)).toBeGreaterThan(await complaints());

    // Planned rounds every 60 min instead of 120: twice the rounds planned, more time saved, same calls.
    const hourly = resultOf((await run(admin, { settings: { roundIntervalMinutes: 60 } })).body);
    expect(hourly.whatIf.timeSavedMinutes!).toBeGreaterThan(hourly.actual.timeSavedMinutes!);
    expect(hourly.whatIf.roi!).toBeGreaterThan(hourly.actual.roi!);
    expect(hourly.whatIf.callsOpened).toBe(hourly.actual.callsOpened);
  });

  it('names the field of a bad request and hides sites out of scope', async () => {
    const invalid = async (payload: Record<string, unknown>) => {
      const response = await run(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      return (response.json() as { 'invalid-params': { name: string }[] })['invalid-params'].map((param) => param.name);
    };
    expect(await invalid({ from: '2026-06-08', to: '2026-06-03', settings: {} })).toEqual(['body/to']);
    expect(await invalid({ from: '2026-02-01', to: '2026-06-01', settings: {} })).toEqual(['body/to']);
    expect(await invalid({ from: '2026-06-31', to: '2026-07-01', settings: {} })).toEqual(['body/from']);
    expect(await invalid({ settings: { shifts: [{ shiftNumber: 7, minSla: 5, maxSla: 10 }] } })).toEqual(['body/settings/shifts/0/shiftNumber']);
    expect(await invalid({ settings: { shifts: [{ shiftNumber: 1, minSla: 20, maxSla: 10 }] } })).toEqual(['body/settings/shifts/0/maxSla']);
    expect(await invalid({ settings: { counterThreshold: 0 } })).toEqual(['body/settings/counterThreshold']);
    expect(await invalid({ settings: { sla: 5 } })).toContain('body/settings/sla');

    expect((await run(outsider, { settings: {} })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/what-if/settings?siteId=s-1', headers: { cookie: outsider } })).statusCode).toBe(404);
  });

  it('gives the settings the site runs on, to start from', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/what-if/settings?siteId=s-1', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siteId: 's-1',
      counterThreshold: 30,
      roomsWithOwnThreshold: 1,
      shifts: [
        { shiftNumber: 1, minSla: 10, maxSla: 25 },
        { shiftNumber: 2, minSla: 20, maxSla: 45 },
      ],
      roundIntervalMinutes: 120,
      repeatWindowSeconds: 60,
      currency: 'ILS',
    });
  });
});
