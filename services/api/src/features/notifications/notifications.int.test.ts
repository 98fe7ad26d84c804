import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { BACKENDS, type Backend } from '@facility/event-store/testing';
import { ALL_PROJECTIONS } from '@facility/projections';
import { NotificationDeliveryWorker, NotificationTimer, smtpMailChannel, verifyWebhookSignature, type MailChannel } from '@facility/projector';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const SECRET = 'whsec-test-1';

/** A real HTTP receiver: answers 503 to the first `failFirst` requests, then 204; keeps every request. */
async function startReceiver(failFirst: number) {
  const requests: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = requests.length <= failFirst ? 503 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/facility?token=abc`, origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A real SMTP peer: keeps each mail's envelope recipients and raw text; refuses mailboxes named `refused@`. */
async function startSmtp() {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('refused@')) return callback();
      const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const shift = (shiftNumber: number, start: string, end: string) => ({
  shiftNumber,
  shiftName: shiftNumber === 1 ? 'morning' : 'afternoon',
  start,
  end,
  days: [1, 2, 3, 4, 5, 6, 7],
  minSla: 1,
  maxSla: 2,
  roomIds: [],
  active: true,
});

/** What each backend ended with, compared at the end. */
const outcomes = new Map<Backend, unknown>();

describe.each(BACKENDS)('notifications end to end (%s)', (backend) => {
  let api: TestApp;
  let admin: string;
  let manager: string;
  let other: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let worker: NotificationDeliveryWorker;
  let testMail: MailChannel;
  let simulated = new Date();
  const t0 = Date.now();
  let appNow = t0 - 10 * MINUTE;
  let token: string;

  beforeAll(async () => {
    receiver = await startReceiver(2);
    smtp = await startSmtp();
    testMail = smtpMailChannel(smtp.url, 'alerts@facility.test');
    // The settings are saved 10 minutes "ago", so the call below opens after them.
    api = await createTestApp(backend, {
      clock: () => new Date(appNow),
      mailDelivery: { mail: testMail, smtpFrom: 'alerts@facility.test', publicUrl: 'http://f.test' },
    });
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.seedSite({ companyId: 'c-2', siteId: 's-2', roomId: 'r-2' });
    await api.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await api.seedUser({ userId: 'u-mgr', email: 'mgr@demo.test', password: 'mgr-pass-1', type: 'manager', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.seedUser({ userId: 'u-other', email: 'other@demo.test', password: 'other-pass', type: 'supervisor', level: 'company', scopes: { companyIds: ['c-2'] } });
    await api.caughtUp();
    admin = await api.login('admin@demo.test', 'demo-admin');
    manager = await api.login('mgr@demo.test', 'mgr-pass-1');
    other = await api.login('other@demo.test', 'other-pass');

    const shifts = await api.app.inject({
      method: 'POST',
      url: '/api/site/shifts/s-1',
      headers: { cookie: admin },
      payload: { companyId: 'c-1', utcOffset: 2, language: 'en', shifts: [shift(1, '00:00', '12:00'), shift(2, '12:00', '00:00')] },
    });
    expect(shifts.statusCode, shifts.body).toBe(200);
    const device = await api.app.inject({ method: 'POST', url: '/api/admin/devices', headers: { cookie: admin }, payload: { roomId: 'r-1', deviceType: 'pad9', deviceCode: 'S1-P9-01' } });
    expect(device.statusCode, device.body).toBe(201);
    token = device.json().token;
    await api.caughtUp();
    worker = new NotificationDeliveryWorker(api.store, api.db, {
      logger: quiet,
      now: () => simulated,
      mail: smtpMailChannel(smtp.url, 'alerts@facility.test'),
      // The receiver listens on 127.0.0.1, a private address (webhook-call.test.ts covers the refusal).
      allowPrivateWebhooks: true,
      // Short enough for the link's line to travel unencoded (quoted-printable breaks lines over 76).
      publicUrl: 'http://f.test',
    });
  });
  afterAll(async () => {
    await worker?.stop();
    testMail?.close();
    await api?.close();
    await receiver?.close();
    await smtp?.close();
  });

  const settingsBody = (url: string) => ({
    email: {
      enabled: true,
      sender: { name: 'Facility alerts', address: null },
      subject: 'Attention',
      message: 'A call needs you.',
      companyName: 'Acme Cleaning',
      emailLanguage: 'en',
      complaintLanguage: 'en',
      format: 'list',
      recipients: [
        { address: 'boss@example.com', triggers: ['call_escalated'] },
        { address: 'ops@example.com', triggers: ['call_escalated', 'device_offline'] },
      ],
    },
    webhook: { enabled: true, method: 'POST', url, authorization: 'Bearer receiver-token', secret: SECRET, additionalInfo: 'Building A', triggers: ['call_escalated'] },
  });
  const ingest = async (events: Record<string, unknown>[]) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/ingest', headers: { authorization: `Bearer ${token}` }, payload: { events } });
    expect(response.statusCode, response.body).toBe(202);
    await api.caughtUp();
  };
  const list = async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/notifications?siteId=s-1', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const tick = async (at: number) => {
    simulated = new Date(at);
    const recorded = await worker.tick(simulated);
    await api.caughtUp();
    return recorded;
  };

  it('validates the settings naming the field, keeps the secret write-only, and lets managers in scope save', async () => {
    const before = await api.app.inject({ method: 'GET', url: '/api/site/notifications/s-1', headers: { cookie: manager } });
    expect(before.json()).toMatchObject({ siteId: 's-1', configured: false, email: { enabled: false }, webhook: { secretSet: false } });

    const bad = settingsBody('ftp://hooks.example.com/x');
    const refused = await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: admin }, payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalidParams?.[0]?.name ?? refused.body).toContain('webhook/url');
    const noTrigger = { ...settingsBody(receiver.url), webhook: { ...settingsBody(receiver.url).webhook, triggers: [] } };
    const refused2 = await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: admin }, payload: noTrigger });
    expect(refused2.statusCode).toBe(400);
    expect(refused2.body).toContain('body/webhook/triggers');

    const saved = await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: manager }, payload: settingsBody(receiver.url) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ configured: true, webhook: { secretSet: true, url: receiver.url } });
    expect(saved.body).not.toContain(SECRET);
    // A save without the secret keeps it.
    const { secret: _secret, ...withoutSecret } = settingsBody(receiver.url).webhook;
    const again = await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: admin }, payload: { ...settingsBody(receiver.url), webhook: withoutSecret } });
    expect(again.json().webhook.secretSet).toBe(true);
    await api.caughtUp();
    appNow = t0;
  });

  it('answers 404 outside the scope and 403 to a supervisor in scope', async () => {
    for (const [method, url] of [
      ['GET', '/api/site/notifications/s-1'],
      ['PUT', '/api/site/notifications/s-1'],
      ['GET', '/api/notifications?siteId=s-1'],
    ] as const) {
      const response = await api.app.inject({ method, url, headers: { cookie: other }, ...(method === 'PUT' ? { payload: settingsBody(receiver.url) } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    await api.seedUser({ userId: 'u-sup', email: 'sup@demo.test', password: 'sup-pass-1', type: 'supervisor', level: 'company', scopes: { companyIds: ['c-1'] } });
    await api.caughtUp();
    const supervisor = await api.login('sup@demo.test', 'sup-pass-1');
    expect((await api.app.inject({ method: 'GET', url: '/api/site/notifications/s-1', headers: { cookie: supervisor } })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: supervisor }, payload: settingsBody(receiver.url) })).statusCode).toBe(403);
  });

  it('previews the mail unsaved settings would send, as the worker would send it, saving nothing', async () => {
    const before = (await api.app.inject({ method: 'GET', url: '/api/site/notifications/s-1', headers: { cookie: admin } })).json();
    const email = { ...settingsBody(receiver.origin).email, subject: '', emailLanguage: 'he', complaintLanguage: 'en', format: 'line' };
    const preview = (trigger: string, cookie = manager, body: Record<string, unknown> = { email, trigger }) =>
      api.app.inject({ method: 'POST', url: '/api/site/notifications/s-1/preview', headers: { cookie }, payload: body });

    const late = await preview('call_late');
    expect(late.statusCode, late.body).toBe(200);
    const mail = late.json();
    // The site's room and its first service's problems, in the mail's language; the sender the server falls back to; the link.
    expect(mail).toMatchObject({ from: { name: 'Facility alerts', address: 'alerts@facility.test' }, subject: 'קריאה באיחור – Toilets 3rd floor', smtpConfigured: true, linked: true });
    expect(mail.text).toContain('חדר: Toilets 3rd floor | ');
    expect(mail.text).toMatch(/\nפתיחה בלוח הבקרה: http:\/\/f\.test\/dashboard\/serviceLog\/cleanLog\/r-1\n$/);
    // An offline device is named by its code, as the real mail names it.
    const offline = (await preview('device_offline')).json();
    expect(offline.subject).toBe('מכשיר לא מחובר – Toilets 3rd floor');
    expect(offline.text).toContain('מכשיר: S1-P9-01');
    expect(offline.text).toMatch(/\/admin\/devices\?site=s-1&device=/);

    // Bad input names the field; another company's site is not found.
    const refused = await preview('call_late', manager, { email, trigger: 'sometimes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()['invalid-params'].map((param: { name: string }) => param.name)).toContain('body/trigger');
    expect((await preview('call_late', other)).statusCode).toBe(404);
    // Nothing was saved, nothing requested.
    expect((await api.app.inject({ method: 'GET', url: '/api/site/notifications/s-1', headers: { cookie: admin } })).json()).toEqual(before);
    expect((await list()).notifications).toEqual([]);
  });

  it('delivers an escalated call exactly once per channel, through retries, signed', async () => {
    // A complaint 3 minutes ago; the next one, 30 s ago, finds the call past its 2-minute max SLA.
    await ingest([
      { id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date(t0 - 3 * MINUTE).toISOString(), problem: 'dirty_floor', category: 'cleaning' },
      { id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date(t0 - 0.5 * MINUTE).toISOString(), problem: 'missing_soap', category: 'cleaning' },
    ]);
    const requested = await list();
    expect(requested.notifications.map((n: { trigger: string; channel: string; status: string }) => `${n.trigger} ${n.channel} ${n.status}`).sort()).toEqual([
      'call_escalated email pending',
      'call_escalated email pending',
      'call_escalated webhook pending',
    ]);

    // Requested at the reactor's (real) clock: the worker's simulated clock starts there.
    const t1 = Date.now();
    expect(await tick(t1)).toBe(3); // two mails sent, the webhook answered 503
    expect(await tick(t1 + 1_000)).toBe(0); // its retry is not due yet
    expect(await tick(t1 + 5_000)).toBe(1); // 503 again
    expect(await tick(t1 + 35_000)).toBe(1); // delivered
    expect(await tick(t1 + 3_600_000)).toBe(0);

    expect(receiver.requests).toHaveLength(3);
    const keys = new Set(receiver.requests.map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    for (const request of receiver.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.authorization).toBe('Bearer receiver-token');
      expect(verifyWebhookSignature(request.body, SECRET, request.headers['x-facility-signature'] as string)).toBe(true);
    }
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({
      id: [...keys][0],
      trigger: 'call_escalated',
      siteId: 's-1',
      siteName: 'Site s-1',
      roomId: 'r-1',
      roomName: 'Toilets 3rd floor',
      servikName: 'dirty_floor',
      additionalInfo: 'Building A',
    });

    expect(smtp.mails.map((mail) => mail.to).flat().sort()).toEqual(['boss@example.com', 'ops@example.com']);
    // The subject holds an en dash, so it travels encoded: `=?UTF-8?Q?Attention_=E2=80=93_Toilets...`.
    expect(smtp.mails[0]!.raw).toMatch(/^Subject: .*Attention.*Toilets/m);
    expect(smtp.mails[0]!.raw).toMatch(/^From: Facility alerts <alerts@facility\.test>/m);
    expect(smtp.mails[0]!.raw).toContain('Acme Cleaning');
    // The last line links to the call's room log, on the dashboard's public address.
    for (const mail of smtp.mails) expect(mail.raw).toMatch(/\nOpen in the dashboard: http:\/\/f\.test\/dashboard\/serviceLog\/cleanLog\/r-1\r?\n/);

    const { notifications } = await list();
    expect(notifications.every((n: { status: string }) => n.status === 'sent')).toBe(true);
    const webhook = notifications.find((n: { channel: string }) => n.channel === 'webhook');
    expect(webhook).toMatchObject({ attempts: 3, lastError: 'HTTP 503', recipient: receiver.origin, roomName: 'Toilets 3rd floor' });
  });

  it('shows the notification state in the service log', async () => {
    const log = async () => {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(t0));
      const url = `/api/stats/room/service-log/r-1?timeType=custom_time&timeFrom=${day}&timeTo=${day}&category=cleaning`;
      const response = await api.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().calls[0];
    };
    expect((await log()).notification).toMatchObject({ state: 'notified', deliveries: [{ status: 'sent' }, { status: 'sent' }, { status: 'sent' }] });
    await ingest([{ id: randomUUID(), type: 'StaffArrived', occurredAt: new Date(t0 + 40_000).toISOString(), staffId: 'st-1', role: 'cleaner', method: 'nfc' }]);
    expect((await log()).notification.state).toBe('solved');
  });

  it('sends nothing again after a rebuild of every projection and a second run of the reactor', async () => {
    const before = await list();
    for (const projection of ALL_PROJECTIONS) await api.projector.rebuild(projection.name);
    await api.caughtUp();
    expect(await tick(t0 + 2 * 3_600_000)).toBe(0);
    // The clock timer finds nothing to add either.
    const timer = new NotificationTimer(api.store, api.db, { logger: quiet });
    expect(await timer.tick(new Date(t0 + 60_000))).toBe(0);
    await api.caughtUp();
    const after = await list();
    expect(after).toEqual(before);
    expect(receiver.requests).toHaveLength(3);
    expect(smtp.mails).toHaveLength(2);
    outcomes.set(
      backend,
      after.notifications.map((n: Record<string, unknown>) => [n.trigger, n.channel, n.channel === 'email' ? n.recipient : 'webhook', n.status, n.attempts]).sort(),
    );
  });

  it('requests call_late by the clock for a call still open at its min SLA', async () => {
    const body = settingsBody(receiver.url);
    body.email.recipients = [{ address: 'boss@example.com', triggers: ['call_late'] }];
    body.webhook.enabled = false;
    const saved = await api.app.inject({ method: 'PUT', url: '/api/site/notifications/s-1', headers: { cookie: admin }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    await api.caughtUp();
    // After the cleaner's check-in above (t0 + 40 s), which resolved the first call.
    const openedAt = Math.max(Date.now(), t0 + 60_000);
    appNow = openedAt;
    await ingest([{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date(openedAt).toISOString(), problem: 'full_trash', category: 'cleaning' }]);
    const timer = new NotificationTimer(api.store, api.db, { logger: quiet });
    expect(await timer.tick(new Date(openedAt + 30_000))).toBe(0); // not late yet
    expect(await timer.tick(new Date(openedAt + 61_000))).toBe(1); // past the 1-minute min SLA
    expect(await timer.tick(new Date(openedAt + 62_000))).toBe(0); // once
    await api.caughtUp();
    const late = (await list()).notifications.filter((n: { trigger: string }) => n.trigger === 'call_late');
    expect(late).toMatchObject([{ channel: 'email', recipient: 'boss@example.com', status: 'pending' }]);
    // The reactor read the request back: the call is no longer offered to the timer.
    expect(await timer.tick(new Date(openedAt + 63_000))).toBe(0);
  });

  it('sends the previewed mail as a test to one address, to admins and managers only, recording nothing', async () => {
    const before = (await list()).total;
    const mailsBefore = smtp.mails.length;
    const email = { ...settingsBody(receiver.url).email, emailLanguage: 'en' };
    const send = (cookie: string, body: Record<string, unknown> = { email, trigger: 'call_escalated', to: 'new.ops@example.com' }) =>
      api.app.inject({ method: 'POST', url: '/api/site/notifications/s-1/test', headers: { cookie }, payload: body });

    const sent = await send(manager);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ to: 'new.ops@example.com', subject: 'Test: Attention – Toilets 3rd floor' });
    expect(smtp.mails).toHaveLength(mailsBefore + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['new.ops@example.com']);
    expect(mail.raw).toMatch(/^Subject: .*Test/m);
    expect(mail.raw).toContain("This is a test of the site's e-mail notifications");
    expect(mail.raw).toContain('Acme Cleaning');

    // A supervisor may not; another company's site is not found; a bad address names the field.
    expect((await send(other)).statusCode).toBe(404);
    const badAddress = await send(manager, { email, trigger: 'call_late', to: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()['invalid-params'].map((param: { name: string }) => param.name)).toContain('body/to');
    expect(smtp.mails).toHaveLength(mailsBefore + 1);
    // The mail server's refusal comes back as 502 with what it said.
    const refused = await send(admin, { email, trigger: 'device_offline', to: 'refused@example.com' });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().detail).toMatch(/^The mail server did not take the mail: .*550.*No such mailbox/);
    // Not a notification: the site's list is unchanged.
    expect((await list()).total).toBe(before);
  });
});

describe('notifications on both backends', () => {
  it('end the same way', () => {
    const [first, ...rest] = [...outcomes.values()];
    expect(outcomes.size).toBe(BACKENDS.length);
    for (const other of rest) expect(other).toEqual(first);
  });
});
