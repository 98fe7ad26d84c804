import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityServer, USERS, type SecurityServer } from './support/security-server.ts';

// A site admin types the webhook URL and the server calls it from inside our network. With
// the default configuration a URL that leads to a private address (a receiver on the
// server's own loopback, the cloud metadata service) must fail for good, visibly, and reach
// nothing. (A name that resolves to one is refused at connect time: the saved URL needs a
// dotted name, and none resolves to loopback here, so notifications/webhook-call.test.ts
// covers that path with `localhost`.)
describe('security: webhooks reach public addresses only', () => {
  let server: SecurityServer;
  let receiver: Server;
  let hits = 0;
  beforeAll(async () => {
    receiver = createServer((_request, response) => {
      hits++;
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    server = await startSecurityServer({ NOTIFY_POLL_MS: '200' });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  // One site each: a room's second complaint joins its open call, which opens nothing new.
  it.each([
    { host: '127.0.0.1', siteId: 's-1', pad: 'pad' },
    { host: '169.254.169.254', siteId: 's-2', pad: 'otherPad' },
  ] as const)('refuses a webhook to http://$host, tells the admin why, and sends nothing', async ({ host, siteId, pad }) => {
    const port = (receiver.address() as AddressInfo).port;
    const cookie = await server.login(USERS.admin.email, USERS.admin.password);
    const saved = await fetch(`${server.url}/api/site/notifications/${siteId}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        email: {
          enabled: false,
          sender: { name: 'Facility alerts', address: null },
          subject: 'Attention',
          message: 'A call needs you.',
          companyName: 'Acme Cleaning',
          emailLanguage: 'en',
          complaintLanguage: 'en',
          format: 'list',
          recipients: [],
        },
        webhook: { enabled: true, method: 'POST', url: `http://${host}:${port}/hook`, authorization: null, secret: 's3cret', additionalInfo: null, triggers: ['call_opened'] },
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // The settings must be in the read model before the call opens, or it is not notified.
    await waitFor(async () => {
      const settings = (await fetch(`${server.url}/api/site/notifications/${siteId}`, { headers: { cookie } }).then((r) => r.json())) as { webhook: { url: string } };
      return settings.webhook.url.includes(host);
    });
    const ingested = await fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.tokens[pad]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' }] }),
    });
    expect(ingested.status).toBe(202);

    const refused = await waitFor(async () => {
      const { notifications } = (await fetch(`${server.url}/api/notifications?siteId=${siteId}`, { headers: { cookie } }).then((r) => r.json())) as {
        notifications: { recipient: string; status: string; attempts: number; lastError: string | null }[];
      };
      return notifications.find((n) => n.recipient.includes(`//${host}:`) && n.status === 'failed');
    });
    expect(refused.lastError).toBe(`Webhook refused: ${host} is a private or reserved address; webhooks go to public addresses unless the server sets WEBHOOK_ALLOW_PRIVATE=true`);
    expect(refused.attempts).toBe(1);
    expect(hits).toBe(0);
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
