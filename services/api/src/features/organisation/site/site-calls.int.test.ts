import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { findUserByEmail, localClock } from '@facility/projections';
import { ScheduledCallTimer } from '@facility/projector';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ingestBatch } from '../../ingest/ingest.service.ts';

/**
 * A site's call rules (`/api/site/calls/{id}`): who reads and changes them, how invalid
 * rules are named, the service names the filter bar offers, and what the rules change in
 * the calls the reactor opens, through the real store and projector.
 */

const MINUTE = 60_000;
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const allDay = [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla: 15, maxSla: 600, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla: 15, maxSla: 600, roomIds: [], active: true },
];
const rules = {
  mode: 'sequential',
  ratioPercent: 5,
  gapInMinutes: 30,
  scheduledCallTimes: ['14:00', '09:30'],
  cleandexThreshold: null,
  services: [
    { name: 'Supplies', category: 'cleaning', problems: ['missing_soap', 'missing_toilet_paper'] },
    { name: 'Plumbing', category: 'maintenance', problems: ['problem_leak'] },
  ],
};
const quiet = { info() {}, warn() {}, error() {} };
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

describe.each(BACKENDS)('site call rules (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let otherManager: string;
  let viewer: string;

  beforeAll(async () => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: allDay } });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-manager', email: 'manager@demo.test', password: 'manager-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'manager', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    await vi.waitFor(async () => expect(await findUserByEmail(api.db, 'viewer@demo.test')).toBeTruthy(), { timeout: 5_000 });
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('manager@demo.test', 'manager-pass');
    otherManager = await api.login('other@demo.test', 'other-pass');
    viewer = await api.login('viewer@demo.test', 'viewer-pass');
  });
  afterAll(() => api?.close());

  const send = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const invalidNames = (response: { statusCode: number; json(): { 'invalid-params'?: { name: string }[] } }) => {
    expect(response.statusCode).toBe(400);
    return response.json()['invalid-params']!.map((param) => param.name);
  };
  const ingest = async (roomId: string, events: Record<string, unknown>[]) => {
    const device = { deviceId: `dev-${roomId}`, roomId, siteId: 's-1' };
    const result = await ingestBatch(api.store, device, events.map((event) => ({ id: randomUUID(), ...event }) as Parameters<typeof ingestBatch>[2][number]));
    expect(result.ok).toBe(true);
  };
  const callsOf = async (roomId: string) =>
    api.db.selectFrom('calls').select(['source', 'problems', 'resolved_at']).where('room_id', '=', roomId).orderBy('opened_at').execute();
  const callsWhen = (roomId: string, check: (calls: Awaited<ReturnType<typeof callsOf>>) => boolean) =>
    vi.waitFor(
      async () => {
        const calls = await callsOf(roomId);
        if (!check(calls)) throw new Error(`calls never matched: ${JSON.stringify(calls)}`);
        return calls;
      },
      { timeout: 10_000, interval: 20 },
    );

  it('answers the defaults until rules are set, then the rules sorted, to anyone who sees the site', async () => {
    const before = await send(viewer, 'GET', '/api/site/calls/s-1');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ siteId: 's-1', mode: 'sequential', gapInMinutes: 0, scheduledCallTimes: [], cleandexThreshold: 60, services: [] });

    const put = await send(admin, 'PUT', '/api/site/calls/s-1', rules);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ siteId: 's-1', scheduledCallTimes: ['09:30', '14:00'], services: [{ name: 'Plumbing' }, { name: 'Supplies' }] });
    expect((await send(viewer, 'GET', '/api/site/calls/s-1')).json()).toEqual(put.json());
    const site = await send(admin, 'GET', '/api/site/s-1');
    expect(site.json().callSettings).toMatchObject({ gapInMinutes: 30, scheduledCallTimes: ['09:30', '14:00'] });
  });

  it("lets the site's managers change them; 404 outside the caller's scope, 403 for a viewer", async () => {
    expect((await send(manager, 'PUT', '/api/site/calls/s-1', { ...rules, gapInMinutes: 20 })).json()).toMatchObject({ gapInMinutes: 20 });
    expect((await send(otherManager, 'PUT', '/api/site/calls/s-1', rules)).statusCode).toBe(404);
    expect((await send(otherManager, 'GET', '/api/site/calls/s-1')).statusCode).toBe(404);
    expect((await send(viewer, 'PUT', '/api/site/calls/s-1', rules)).statusCode).toBe(403);
    expect((await send(admin, 'GET', '/api/site/calls/nope')).statusCode).toBe(404);
    expect((await send(admin, 'PUT', '/api/site/calls/s-1', rules)).statusCode).toBe(200);
  });

  it('names the invalid field', async () => {
    const soap = { name: 'Soap', category: 'cleaning', problems: ['missing_soap'] };
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, services: [...rules.services, soap] }))).toEqual(['body/services/2/problems/0']);
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, services: [rules.services[1], { ...soap, name: 'plumbing' }] }))).toEqual([
      'body/services/1/name',
    ]);
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, scheduledCallTimes: ['09:00', '09:00'] }))).toContain('body/scheduledCallTimes');
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, scheduledCallTimes: ['9:00'] }))).toEqual(['body/scheduledCallTimes/0']);
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, ratioPercent: 0 }))).toEqual(['body/ratioPercent']);
    expect(invalidNames(await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, cleandexThreshold: 101 }))).toContain('body/cleandexThreshold');
  });

  it("offers the site's service names in the filter bar", async () => {
    const options = await send(admin, 'GET', '/api/filter/options/c-1?siteId=s-1');
    expect(options.json().servikNames).toEqual(['Plumbing', 'Supplies']);
    expect((await send(admin, 'GET', '/api/filter/options/c-2?siteId=s-2')).json().servikNames).toEqual([]);
  });

  it('opens no call within the gap after a resolved call, and one after it', async () => {
    await ingest('r-gap', [
      { type: 'ComplaintReported', occurredAt: ago(60), problem: 'dirty_floor', category: 'cleaning' },
      { type: 'StaffArrived', occurredAt: ago(55), role: 'cleaner', method: 'nfc', staffId: null }, // the gap runs 30 minutes
      { type: 'ComplaintReported', occurredAt: ago(40), problem: 'missing_soap', category: 'cleaning' },
    ]);
    await callsWhen('r-gap', (calls) => calls.length === 1 && calls[0]!.resolved_at !== null);
    await api.caughtUp();
    expect(await callsOf('r-gap')).toHaveLength(1);
    await ingest('r-gap', [{ type: 'ComplaintReported', occurredAt: ago(10), problem: 'bad_smell', category: 'cleaning' }]);
    const calls = await callsWhen('r-gap', (all) => all.length === 2);
    expect(calls[1]).toMatchObject({ source: 'complaint', problems: ['missing_soap', 'bad_smell'], resolved_at: null });
  });

  it('opens a round at a scheduled time by the clock, once, and the reactor adopts it', async () => {
    // A scheduled time five minutes ago, in the site's zone; the room's visitors came before it.
    const scheduled = Date.now() - 5 * MINUTE;
    const { minute } = localClock(scheduled, 'Asia/Jerusalem');
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    expect((await send(admin, 'PUT', '/api/site/calls/s-1', { ...rules, scheduledCallTimes: [time] })).statusCode).toBe(200);
    await ingest('r-round', [{ type: 'VisitorsCounted', occurredAt: ago(10), count: 3, counter: 'men' }]);
    await api.caughtUp();
    await vi.waitFor(async () => {
      const row = await api.db.selectFrom('call_reactor_rooms').select('room_id').where('room_id', '=', 'r-round').executeTakeFirst();
      expect(row).toBeTruthy();
    });

    const timer = new ScheduledCallTimer(api.store, api.db, { logger: quiet });
    expect(await timer.tick(new Date(scheduled - MINUTE))).toBe(0);
    expect(await timer.tick(new Date())).toBe(1);
    expect(await timer.tick(new Date())).toBe(0);
    const [round] = await callsWhen('r-round', (calls) => calls.length === 1);
    expect(round).toMatchObject({ source: 'counter', problems: ['scheduled_round'], resolved_at: null });

    // The room's next event: the reactor opens the same round (a duplicate) and the cleaning resolves it.
    await ingest('r-round', [{ type: 'StaffArrived', occurredAt: ago(1), role: 'cleaner', method: 'nfc', staffId: null }]);
    const calls = await callsWhen('r-round', (all) => all.length === 1 && all[0]!.resolved_at !== null);
    expect(calls).toHaveLength(1);
  });
});
