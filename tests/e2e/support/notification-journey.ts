import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminRoom, RegisteredDevice } from '@facility/contracts';
import { SMTPServer } from 'smtp-server';

/**
 * Helpers of the notifications journey (tests/e2e/notifications.spec.ts): the outside world
 * the server notifies (a real SMTP peer and a node:http webhook receiver on fixed local
 * ports, which the devices server's environment points at), a customer made through the
 * admin API, and the receiver's check of the signature as a real receiver would do it.
 */

/** Where the devices server sends mail (its `SMTP_URL`) and where the journey's webhook listens. */
export const NOTIFY_SMTP_PORT = 3194;
export const NOTIFY_WEBHOOK_PORT = 3195;
export const NOTIFY_SMTP_URL = `smtp://127.0.0.1:${NOTIFY_SMTP_PORT}`;
export const NOTIFY_SMTP_FROM = 'desk@notify.test';
export const NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${NOTIFY_WEBHOOK_PORT}/facility-hook`;

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A plain SMTP peer (no TLS, no login) that keeps every mail it is given. */
export async function startSmtpPeer(port = NOTIFY_SMTP_PORT): Promise<{ mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A mail's text as its reader sees it: the raw message's body with its quoted-printable
 * encoding undone (lines over 76 characters are broken with `=`, and `=` itself is `=3D`).
 */
export function mailText(raw: string): string {
  const separator = raw.search(/\r?\n\r?\n/);
  const body = separator < 0 ? raw : raw.slice(separator).trimStart();
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw.slice(0, separator))) return body;
  // Encoded bytes as percent escapes (a literal % escaped first): decodeURIComponent then
  // reassembles their UTF-8 sequences.
  const escaped = body.replace(/=\r?\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

/** The dashboard link a notification mail ends with. */
export function mailLink(raw: string): string {
  const link = /: (https?:\/\/\S+)\s*$/.exec(mailText(raw).trimEnd());
  if (!link) throw new Error(`The mail has no link at its end:\n${mailText(raw)}`);
  return link[1]!;
}

export interface ReceivedCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver that answers 200 to every call and keeps its raw body and headers. */
export async function startWebhookReceiver(port = NOTIFY_WEBHOOK_PORT): Promise<{ calls: ReceivedCall[]; close: () => Promise<void> }> {
  const calls: ReceivedCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The receiver's check: `X-Facility-Signature` is `sha256=` and the HMAC-SHA256 of the raw body under the secret. */
export function signatureValid(call: ReceivedCall, secret: string): boolean {
  const header = call.headers['x-facility-signature'];
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(call.body, 'utf8').digest('hex')}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** `HH:mm` of an instant in UTC. */
const utcTime = (at: Date): string => at.toISOString().slice(11, 16);

export interface NotifyCustomer {
  companyId: string;
  siteId: string;
  room: AdminRoom;
  padToken: string;
}

/**
 * A customer of its own (names no other journey uses, so the devices journey on the same
 * server is not disturbed): a site in UTC with a shift running from an hour ago to three
 * hours ahead whose min SLA is one minute, a room, and a pad in it. Made by a signed-in
 * provider admin.
 */
export async function makeNotifyCustomer(request: APIRequestContext): Promise<NotifyCustomer> {
  const { franchiseId } = await created<{ franchiseId: string }>(request, '/api/admin/franchises', { franchiseName: 'Notify Franchise', franchiseCountry: 'Israel' });
  const { companyId } = await created<{ companyId: string }>(request, '/api/admin/companies', { franchiseId, companyName: 'Notify Cleaning', companyType: 'cleaning_co', region: 'Center' });
  const { siteId } = await created<{ siteId: string }>(request, '/api/site', {
    companyId,
    name: 'Notify Plaza',
    country: 'Israel',
    state: 'Center',
    city: 'Haifa',
    sector: 'offices',
    timezone: 'UTC',
    location: { address: 'Herzl 1', latitude: 32.8, longitude: 34.99, radius: 100 },
  });
  const room = await created<AdminRoom>(request, '/api/admin/rooms', { siteId, displayName: 'Plaza WC', room_name_en: 'Plaza WC', roomType: 'women', ref_id: '201' });
  const now = Date.now();
  const start = new Date(now - 3_600_000);
  const end = new Date(now + 3 * 3_600_000);
  const shifts = await request.post(`/api/site/shifts/${siteId}`, {
    data: { companyId, shifts: [{ shiftNumber: 1, shiftName: 'morning', start: utcTime(start), end: utcTime(end), days: [1, 2, 3, 4, 5, 6, 7], minSla: 1, maxSla: 120, roomIds: [], active: true }] },
  });
  expect(shifts.status(), await shifts.text()).toBe(200);
  const { token } = await created<RegisteredDevice>(request, '/api/admin/devices', { roomId: room.id, deviceType: 'pad9' });
  return { companyId, siteId, room, padToken: token };
}

/** A manager of that one site only, who may open the dashboard and the shift area. */
export async function makeSiteManager(request: APIRequestContext, siteId: string, who: { email: string; password: string; username: string }): Promise<void> {
  await created(request, '/api/admin/users', {
    username: who.username,
    firstName: 'Noa',
    lastName: 'Shalev',
    email: who.email,
    password: who.password,
    type: 'manager',
    roles: ['dashboard', 'shift'],
    level: 'site',
    scopes: { siteIds: [siteId] },
  });
}
