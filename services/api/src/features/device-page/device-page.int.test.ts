import { DEFAULT_CALL_SETTINGS, DevicePage } from '@facility/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEVICE_PAGE_RATE_PER_MINUTE } from './device-page.routes.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('GET /api/devices/self (real PostgreSQL)', () => {
  let api: TestApp;
  let admin: string;

  beforeEach(async () => {
    api = await createTestApp('postgres', { clock: () => NOW });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin', roles: ['dashboard', 'devices', 'survey', 'task'] });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
  });
  afterEach(() => api.close());

  const register = async (deviceType: string) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType } });
    expect(response.statusCode, response.body).toBe(201);
    await api.caughtUp();
    return response.json() as { deviceId: string; token: string };
  };
  const self = (token: string | null, remoteAddress = '198.51.100.7') =>
    api.app.inject({ method: 'GET', url: '/api/devices/self', remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the device, its room and site, the default problems and the server clock', async () => {
    const { deviceId, token } = await register('tablet');
    const response = await self(token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(Value.Check(DevicePage, page), JSON.stringify([...Value.Errors(DevicePage, page)].slice(0, 3))).toBe(true);
    expect(page).toMatchObject({
      deviceId,
      deviceType: 'tablet',
      room: { roomId: 'r-1', displayName: 'Toilets 3rd floor', roomNameEn: 'Toilets third floor' },
      site: { siteId: 's-1', name: 'Site s-1', timezone: 'Asia/Jerusalem', language: 'en' },
      survey: null,
      tasks: [],
      serverTime: NOW.toISOString(),
    });
    expect(page.problems).toContainEqual({ problem: 'dirty_floor', category: 'cleaning' });
    expect(page.problems).toContainEqual({ problem: 'problem_leak', category: 'maintenance' });
  });

  it('shows the site’s call services as problem buttons and opens in its complaint language', async () => {
    await api.siteCommand({
      type: 'SetSiteCallSettings',
      data: { siteId: 's-1', ...DEFAULT_CALL_SETTINGS, services: [{ name: 'Crew', category: 'cleaning', problems: ['missing_soap', 'wet_floor'] }] },
    });
    const settings = await api.app.inject({
      method: 'PUT',
      url: '/api/site/notifications/s-1',
      headers: { cookie: admin },
      payload: {
        email: { enabled: false, sender: { name: 'x', address: null }, subject: '', message: '', companyName: '', emailLanguage: 'en', complaintLanguage: 'he', format: 'list', recipients: [] },
        webhook: { enabled: false, method: 'POST', url: 'https://example.com/', authorization: null, secret: 'a-webhook-secret', additionalInfo: null, triggers: [] },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { token } = await register('qr_tag');
    await api.caughtUp();
    const page = (await self(token)).json();
    expect(page.problems).toEqual([
      { problem: 'missing_soap', category: 'cleaning' },
      { problem: 'wet_floor', category: 'cleaning' },
    ]);
    expect(page.site.language).toBe('he');
    expect(page.deviceType).toBe('qr_tag');
  });

  it('shows the survey assigned to the device and the room’s tasks of today', async () => {
    const { deviceId, token } = await register('qr_tag');
    const stage = { kind: 'rating', title: { he: 'איך היה?', en: 'How was it?' }, buttons: [], buttonShape: 'rounded', ratingShape: 'smileys', rows: 1, delaySeconds: 0, linkUrl: null, groupTitles: [] };
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/survey',
      headers: { cookie: admin },
      payload: { siteId: 's-1', name: 'Visitors', kind: 'tablet', languages: ['he', 'en'], stages: [stage], restartSeconds: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { surveyId } = created.json();
    const assigned = await api.app.inject({ method: 'PUT', url: `/api/survey/${surveyId}/devices`, headers: { cookie: admin }, payload: { deviceIds: [deviceId] } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const task = await api.app.inject({
      method: 'POST',
      url: '/api/task',
      headers: { cookie: admin },
      payload: {
        siteId: 's-1',
        title: 'Refill soap',
        callToAction: 'Refill every dispenser',
        category: 'cleaning',
        taskType: 'qr',
        roomIds: ['r-1'],
        schedule: { repeat: 'daily', startDate: '2026-02-01', endDate: null, weekDays: [], monthDays: [], time: '16:00', shiftNumber: null },
        allowedMinutes: 60,
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    // A manual task given today is there too: staff confirm it on the same page.
    const manual = await api.app.inject({
      method: 'POST',
      url: '/api/task',
      headers: { cookie: admin },
      payload: { siteId: 's-1', title: 'Mop the spill', category: 'cleaning', taskType: 'manual', roomIds: ['r-1'] },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await api.caughtUp();
    const page = (await self(token)).json();
    expect(Value.Check(DevicePage, page)).toBe(true);
    expect(page.survey).toMatchObject({ surveyId, languages: ['he', 'en'], stages: [{ kind: 'rating' }] });
    expect(page.tasks).toEqual([
      expect.objectContaining({ taskId: manual.json().taskId, title: 'Mop the spill', taskType: 'manual', done: false }),
      expect.objectContaining({ taskId: task.json().taskId, title: 'Refill soap', callToAction: 'Refill every dispenser', taskType: 'qr', dueAt: '2026-03-01T14:00:00.000Z', done: false }),
    ]);
  });

  it('answers 401 without a token, for an unknown one, and once the token is rotated', async () => {
    expect((await self(null)).statusCode).toBe(401);
    expect((await self('an-unknown-token-of-enough-length')).statusCode).toBe(401);
    const { deviceId, token } = await register('tablet');
    const rotated = await api.app.inject({ method: 'POST', url: `/api/admin/devices/${deviceId}/token`, headers: { cookie: admin } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    await api.caughtUp();
    const refused = await self(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await self(rotated.json().token)).statusCode).toBe(200);
  });

  it('limits each device per client address: one phone cannot take a shared QR tag away from another', async () => {
    const { token } = await register('qr_tag');
    for (let i = 0; i < DEVICE_PAGE_RATE_PER_MINUTE; i++) expect((await self(token, '203.0.113.5')).statusCode).toBe(200);
    const limited = await self(token, '203.0.113.5');
    expect(limited.statusCode).toBe(429);
    expect((await self(token, '203.0.113.6')).statusCode).toBe(200);
  });

  it('counts a QR tag’s ingest per client address too', async () => {
    const { token } = await register('qr_tag');
    const press = (remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/ingest',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
        payload: { events: [{ id: crypto.randomUUID(), type: 'CleanerCallRequested', occurredAt: NOW.toISOString() }] },
      });
    let last = 0;
    for (let i = 0; i <= 60 && last !== 429; i++) last = (await press('203.0.113.9')).statusCode;
    expect(last).toBe(429);
    expect((await press('203.0.113.10')).statusCode).toBe(202);
  });
});
