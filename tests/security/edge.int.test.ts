import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest, jsonOf, startSecurityServer, USERS, type SecurityServer } from './support/security-server.ts';

const DAY = 86_400_000;
const complaint = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'ComplaintReported',
  occurredAt: new Date().toISOString(),
  problem: 'dirty_floor',
  category: 'cleaning',
  ...overrides,
});

/** Sends raw bytes and returns the status line and body the server answered. */
function raw(url: string, request: string): Promise<{ status: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => socket.end(request));
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.once('close', () => resolve({ status: received.split('\r\n')[0] ?? '', body: received.split('\r\n\r\n').slice(1).join('\r\n\r\n') }));
    socket.once('error', reject);
  });
}

// Findings 8-14 and 16, against the API in its own process: event times, device kinds, reused
// ids, malformed strings, security headers and rate limits, tokens in the query, the root
// page, and the parser's own errors.
describe('security: ingest and the edge', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer({ INGEST_RATE_LIMIT: '40', LOG_LEVEL: 'info' }, { captureOutput: true });
  });
  afterAll(() => server?.stop());

  // Straight from the table: readAll holds back events committed after any transaction still
  // open in the API process (a projector's or a timer's), which would make this read racy.
  const stored = async (id: string) => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`select data from events where event_id = ${id}::uuid`.execute(server.seed.db);
    return rows;
  };

  it('refuses events dated far from the server clock, naming the field, and stores nothing of the batch', async () => {
    for (const occurredAt of ['9999-12-31T23:59:59.000Z', '0001-01-01T00:00:00.000Z', new Date(Date.now() - 31 * DAY).toISOString(), new Date(Date.now() + 10 * 60_000).toISOString()]) {
      const good = complaint();
      const response = await ingest(server.url, server.tokens.pad, [good, complaint({ occurredAt })]);
      expect(response.status, occurredAt).toBe(400);
      expect((await jsonOf(response))['invalid-params']).toEqual([{ name: 'body/events/1/occurredAt', reason: expect.any(String) }]);
      expect(await stored(good.id)).toEqual([]);
    }
    // A device that was offline for a few weeks still uploads its backlog.
    expect((await ingest(server.url, server.tokens.pad, [complaint({ occurredAt: new Date(Date.now() - 29 * DAY).toISOString() })])).status).toBe(202);
  });

  it('accepts of each kind of device only what it reports', async () => {
    const counted = { id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 3, counter: 'men' };
    const arrival = { id: randomUUID(), type: 'StaffArrived', occurredAt: new Date().toISOString(), staffId: null, role: 'cleaner', method: 'nfc' };
    for (const event of [complaint(), arrival]) {
      const response = await ingest(server.url, server.tokens.counter, [event]);
      expect(response.status).toBe(400);
      expect((await jsonOf(response))['invalid-params'][0]!).toMatchObject({ name: 'body/events/0/type', reason: expect.stringContaining('counter_men') });
    }
    expect((await ingest(server.url, server.tokens.counter, [counted])).status).toBe(202);
    expect((await ingest(server.url, server.tokens.pad, [{ ...counted, id: randomUUID() }])).status).toBe(400);
  });

  it('refuses an event id already used by another device instead of dropping the new event', async () => {
    const original = complaint();
    expect(await jsonOf(await ingest(server.url, server.tokens.pad, [original]))).toEqual({ accepted: 1, duplicates: 0 });
    // The same device retrying the same event: a duplicate, as before.
    expect(await jsonOf(await ingest(server.url, server.tokens.pad, [original]))).toEqual({ accepted: 0, duplicates: 1 });
    const fresh = complaint();
    const reused = await ingest(server.url, server.tokens.otherPad, [fresh, { ...complaint(), id: original.id }]);
    expect(reused.status).toBe(409);
    expect((await jsonOf(reused))['invalid-params']).toEqual([{ name: 'body/events/1/id', reason: expect.stringMatching(/already used/) }]);
    expect(await stored(fresh.id)).toEqual([]);
    const { data } = (await stored(original.id))[0]!;
    expect(data.roomId).toBe('r-1');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('answers the event type %s with 400 naming the field', async (type) => {
    const response = await ingest(server.url, server.tokens.pad, [{ id: randomUUID(), type, occurredAt: new Date().toISOString() }]);
    expect(response.status).toBe(400);
    expect((await jsonOf(response))['invalid-params'][0]!.name).toBe('body/events/0/type');
  });

  it('answers NUL characters, lone surrogates and oversized strings with 400 naming the field, never 500', async () => {
    const now = new Date().toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ id: randomUUID(), type: 'StaffArrived', occurredAt: now, staffId: 'a\u0000b', role: 'cleaner', method: 'nfc' }, 'body/events/0/staffId'],
      [{ id: randomUUID(), type: 'StaffArrived', occurredAt: now, staffId: 'x'.repeat(1_500_000), role: 'cleaner', method: 'nfc' }, 'body/events/0/staffId'],
      [{ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: now, version: 'v\uD800' }, 'body/events/0/version'],
    ];
    for (const [event, field] of cases) {
      const token = event.type === 'DeviceHeartbeat' ? server.tokens.tablet : server.tokens.pad;
      const response = await ingest(server.url, token, [event]);
      expect(response.status, field).toBe(400);
      expect((await jsonOf(response))['invalid-params'][0]!.name).toBe(field);
    }
    const survey = await ingest(server.url, server.tokens.tablet, [
      { id: randomUUID(), type: 'SurveyAnswered', occurredAt: now, surveyId: 's-1', answers: [{ stage: 0, text: 'fine\u0000' }] },
    ]);
    expect(survey.status).toBe(400);
    expect((await jsonOf(survey))['invalid-params'][0]!.name).toBe('body/events/0/answers/0/text');

    const cookie = await server.login(USERS.admin.email, USERS.admin.password);
    const site = await fetch(`${server.url}/api/site`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 's-1', description: 'lobby\u0000' }),
    });
    expect(site.status).toBe(400);
    expect((await jsonOf(site))['invalid-params'][0]!.name).toBe('body/description');
  });

  it('sends security headers, and a content security policy that forbids framing and inline scripts', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain HTTP: no HSTS. Through a TLS proxy it is sent (see the auth suite's proxy setup).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the app at the root for a browser', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('never logs or echoes a device token put in the query', async () => {
    const token = server.tokens.pad;
    const response = await ingest(server.url, 'not-a-token-at-all', [complaint()], `?token=${token}&x=1`);
    expect(response.status).toBe(401);
    const body = await response.text();
    expect(body).not.toContain(token);
    expect(JSON.parse(body).instance).toBe('/api/ingest');
    const other = await fetch(`${server.url}/api/nowhere?token=${token}`);
    expect(await other.text()).not.toContain(token);
    await expect.poll(() => server.api.output()).toContain('/api/nowhere');
    expect(server.api.output()).not.toContain(token);
  });

  it('answers oversized headers and malformed URLs as problem details', async () => {
    const big = await raw(server.url, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(big.body)).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
    const bad = await fetch(`${server.url}/api/site/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await jsonOf(bad)).toMatchObject({ status: 400, detail: 'Malformed URL' });
  });

  it('rate-limits the ingest per device, and unknown routes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await ingest(server.url, server.tokens.tablet, [{ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: new Date().toISOString() }])).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await ingest(server.url, server.tokens.tablet, [{ id: randomUUID(), type: 'DeviceHeartbeat', occurredAt: new Date().toISOString() }]);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(limited.headers.get('content-type')).toMatch(/application\/problem\+json/);
    // Another device is not slowed by it.
    expect((await ingest(server.url, server.tokens.pad, [complaint()])).status).toBe(202);

    const probes: number[] = [];
    for (let i = 0; i < 320; i++) probes.push((await fetch(`${server.url}/api/probe-${i}`)).status);
    expect(probes.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Pages of the dashboard are not counted as probes.
    expect((await fetch(`${server.url}/real-time`, { headers: { accept: 'text/html' } })).status).toBe(200);
  });
});
