import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callWebhook, type WebhookRequest } from './channels.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** A real receiver on 127.0.0.1: how it answers is set per test. */
let server: Server;
let port: number;
let received: { method: string; headers: IncomingMessage['headers']; body: string }[];
let answer: (response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      received.push({ method: incoming.method ?? '', headers: incoming.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = (response) => response.writeHead(204).end();
});

const request = (url: string): WebhookRequest => ({
  url,
  method: 'POST',
  body: {
    id: 'n-1',
    trigger: 'call_escalated',
    occurredAt: '2026-11-25T10:00:00.000Z',
    siteId: 's-1',
    siteName: 'Tower A',
    roomId: 'r-1',
    roomName: 'Toilets 3rd floor',
    servikName: 'Cleaning',
    callId: 'call-1',
    deviceId: null,
    additionalInfo: null,
  },
  secret: 'shh',
  authorization: 'Bearer receiver-token',
  notificationId: 'n-1',
  at: new Date('2026-11-25T10:00:01.000Z'),
});
const allowPrivate = { allowPrivateAddresses: true };
const publicOnly = { allowPrivateAddresses: false };

describe('calling a webhook', () => {
  it('sends the signed body with its headers and counts a 2xx as delivered', async () => {
    const outcome = await callWebhook(request(`http://127.0.0.1:${port}/hook`), 2_000, allowPrivate);
    expect(outcome).toEqual({ ok: true, detail: 'HTTP 204' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.method).toBe('POST');
    expect(JSON.parse(call!.body)).toMatchObject({ id: 'n-1', roomName: 'Toilets 3rd floor' });
    expect(verifyWebhookSignature(call!.body, 'shh', call!.headers['x-facility-signature'] as string)).toBe(true);
    expect(call!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'n-1',
      'x-facility-timestamp': '2026-11-25T10:00:01.000Z',
      authorization: 'Bearer receiver-token',
    });
  });

  it('retries a 503 and gives up on a 404; a redirect is not followed', async () => {
    answer = (response) => response.writeHead(503).end('busy');
    expect(await callWebhook(request(`http://127.0.0.1:${port}/hook`), 2_000, allowPrivate)).toEqual({ ok: false, retry: true, error: 'HTTP 503' });
    answer = (response) => response.writeHead(404).end();
    expect(await callWebhook(request(`http://127.0.0.1:${port}/hook`), 2_000, allowPrivate)).toEqual({ ok: false, retry: false, error: 'HTTP 404' });
    answer = (response) => response.writeHead(302, { Location: `http://127.0.0.1:${port}/elsewhere` }).end();
    expect(await callWebhook(request(`http://127.0.0.1:${port}/hook`), 2_000, allowPrivate)).toMatchObject({ ok: false, retry: false, error: 'HTTP 302' });
    expect(received.map((call) => call.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('retries a receiver that does not answer in time, and one that refuses the connection', async () => {
    answer = () => {}; // never answers
    const slow = await callWebhook(request(`http://127.0.0.1:${port}/hook`), 200, allowPrivate);
    expect(slow).toEqual({ ok: false, retry: true, error: 'Webhook call failed: no answer within 200 ms' });
    const closed = await callWebhook(request('http://127.0.0.1:1/hook'), 2_000, allowPrivate);
    expect(closed).toMatchObject({ ok: false, retry: true, error: expect.stringMatching(/^Webhook call failed: .*ECONNREFUSED/) });
  });
});

describe('a webhook URL that leads inside the network (server-side request forgery)', () => {
  it('is refused for good, before connecting, when it names a private address', async () => {
    const outcome = await callWebhook(request(`http://127.0.0.1:${port}/hook`), 2_000, publicOnly);
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      error: 'Webhook refused: 127.0.0.1 is a private or reserved address; webhooks go to public addresses unless the server sets WEBHOOK_ALLOW_PRIVATE=true',
    });
    const metadata = await callWebhook(request('http://169.254.169.254/latest/meta-data/'), 2_000, publicOnly);
    expect(metadata).toMatchObject({ ok: false, retry: false, error: expect.stringContaining('169.254.169.254 is a private or reserved address') });
    expect(received).toHaveLength(0);
  });

  it('refuses anything that is not an http(s) URL without trying', async () => {
    expect(await callWebhook(request('file:///etc/passwd'), 2_000, allowPrivate)).toEqual({ ok: false, retry: false, error: 'Webhook refused: file:///etc/passwd is not an http(s) URL' });
    expect(await callWebhook(request('not a url'), 2_000, allowPrivate)).toMatchObject({ ok: false, retry: false });
  });

  it('is refused when its name resolves to a private address, checked when the socket connects', async () => {
    const outcome = await callWebhook(request(`http://localhost:${port}/hook`), 2_000, publicOnly);
    expect(outcome).toMatchObject({ ok: false, retry: false, error: expect.stringMatching(/^Webhook refused: localhost resolves to (127\.0\.0\.1|::1), a private or reserved address/) });
    expect(received).toHaveLength(0);
  });
});
