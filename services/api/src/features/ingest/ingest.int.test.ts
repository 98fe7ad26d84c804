import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@facility/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const at = '2026-03-01T10:00:00.000Z';
const complaint = (id = randomUUID()) => ({ id, type: 'ComplaintReported', occurredAt: at, problem: 'missing_toilet_paper', category: 'cleaning' });
const visits = (id = randomUUID()) => ({ id, type: 'VisitorsCounted', occurredAt: at, count: 4, counter: 'women' });

describe.each(BACKENDS)('device registration and ingest (%s)', (backend) => {
  let api: TestApp;
  let admin: string;

  beforeEach(async () => {
    // The server's clock near the events' time: the ingest accepts 30 days late, 5 minutes early.
    api = await createTestApp(backend, { clock: () => new Date('2026-03-01T12:00:00.000Z') });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-scoped', email: 'scoped@demo.test', password: 'scoped-pass', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-viewer', email: 'viewer@demo.test', password: 'viewer-pass', type: 'viewer' });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterEach(() => api.close());

  const register = (cookie: string, body: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie }, payload: body });
  const ingest = (token: string | null, payload: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/ingest', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });
  const eventCount = () => api.store.countAfter({ transactionId: 0, position: 0 });

  it('registers a device for an admin and answers its token once', async () => {
    const response = await register(admin, { roomId: 'r-1', deviceType: 'pad9plus', deviceCode: 'PAD-0042' });
    expect(response.statusCode).toBe(201);
    const { deviceId, token } = response.json();
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await api.store.readStream(`org-device-${deviceId}`);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The token works at once.
    expect((await ingest(token, { events: [visits()] })).statusCode).toBe(202);
  });

  it('refuses registration to non-admins (403) and for rooms out of scope or unknown (404)', async () => {
    const viewer = await api.login('viewer@demo.test', 'viewer-pass');
    expect((await register(viewer, { roomId: 'r-1', deviceType: 'tablet' })).statusCode).toBe(403);
    await api.seedUser({ userId: 'u-scoped-admin', email: 'cadmin@demo.test', password: 'cadmin-pass', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    const companyAdmin = await api.login('cadmin@demo.test', 'cadmin-pass');
    expect((await register(companyAdmin, { roomId: 'r-1', deviceType: 'tablet' })).statusCode).toBe(201);
    expect((await register(companyAdmin, { roomId: 'r-2', deviceType: 'tablet' })).statusCode).toBe(404);
    expect((await register(admin, { roomId: 'no-such-room', deviceType: 'tablet' })).statusCode).toBe(404);
    const invalid = await register(admin, { roomId: 'r-1', deviceType: 'toaster' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()['invalid-params'][0].name).toBe('body/deviceType');
  });

  it('stores a batch durably before answering 202, stamped with room and site, once per event id', async () => {
    const { deviceId, token } = (await register(admin, { roomId: 'r-1', deviceType: 'pad9plus' })).json();
    const batch = [complaint(), visits()];
    const first = await ingest(token, { events: batch });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 2, duplicates: 0 });
    const stored = await api.store.readStream(`device-${deviceId}`);
    expect(stored.map((event) => event.id)).toEqual(batch.map((event) => event.id));
    expect(stored[0]).toMatchObject({
      type: 'ComplaintReported',
      occurredAt: new Date(at),
      data: { problem: 'missing_toilet_paper', category: 'cleaning', deviceId, roomId: 'r-1', siteId: 's-1' },
      metadata: { source: 'ingest', actor: { kind: 'device', id: deviceId } },
    });
    const again = await ingest(token, { events: batch });
    expect(again.json()).toEqual({ accepted: 0, duplicates: 2 });
    expect(await api.store.readStream(`device-${deviceId}`)).toHaveLength(2);
  });

  it('refuses a whole batch when one event is invalid, naming its index and field', async () => {
    const { token } = (await register(admin, { roomId: 'r-1', deviceType: 'pad9plus' })).json();
    const before = await eventCount();
    const response = await ingest(token, { events: [complaint(), { ...visits(), count: 'many' }, { ...complaint(), category: 'cosmetic' }] });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json()['invalid-params'].map((p: { name: string }) => p.name)).toEqual(['body/events/1/count', 'body/events/2/category']);
    expect(await eventCount()).toBe(before);

    const envelope = await ingest(token, { events: [{ ...complaint(), id: 'not-a-uuid' }] });
    expect(envelope.statusCode).toBe(400);
    expect(envelope.json()['invalid-params'][0].name).toBe('body/events/0/id');
    const empty = await ingest(token, { events: [] });
    expect(empty.json()['invalid-params'][0].name).toBe('body/events');
    const tooMany = await ingest(token, { events: Array.from({ length: 1001 }, () => visits()) });
    expect(tooMany.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('answers 401 to unknown or missing tokens and 413 to oversized bodies', async () => {
    expect((await ingest(null, { events: [visits()] })).statusCode).toBe(401);
    const unknown = await ingest('x'.repeat(43), { events: [visits()] });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer');
    const { token } = (await register(admin, { roomId: 'r-1', deviceType: 'pad9plus' })).json();
    const huge = await ingest(token, { events: [{ ...visits(), padding: 'x'.repeat(3 * 1024 * 1024) }] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413 });
  });
});
