import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminRoom, RegisteredDevice } from '@facility/contracts';
import WebSocket from 'ws';
import { DEVICES_BASE_URL, DEVICES_CLOCK_FILE } from './e2e-env.ts';

/**
 * Helpers of the devices journey (tests/e2e/devices.spec.ts): an organisation made through
 * the admin API (the set-up journey already proves the screens that make one), a device
 * posting as devices do, a test tablet on the device channel, and the server's clock.
 */

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A franchise, a company, a site and one room, made by a signed-in provider admin. */
export async function makeSiteWithRoom(request: APIRequestContext): Promise<{ siteId: string; room: AdminRoom }> {
  const { franchiseId } = await created<{ franchiseId: string }>(request, '/api/admin/franchises', { franchiseName: 'Fleet Franchise', franchiseCountry: 'Israel' });
  const { companyId } = await created<{ companyId: string }>(request, '/api/admin/companies', {
    franchiseId,
    companyName: 'Fleet Cleaning',
    companyType: 'cleaning_co',
    region: 'Center',
  });
  const { siteId } = await created<{ siteId: string }>(request, '/api/site', {
    companyId,
    name: 'Fleet Tower',
    country: 'Israel',
    state: 'Center',
    city: 'Tel Aviv',
    sector: 'offices',
    timezone: 'Asia/Jerusalem',
    location: { address: 'Rothschild 1', latitude: 32.06, longitude: 34.77, radius: 100 },
  });
  const room = await created<AdminRoom>(request, '/api/admin/rooms', { siteId, displayName: 'Lobby WC', room_name_en: 'Lobby WC', roomType: 'men', ref_id: '101' });
  return { siteId, room };
}

/** A device's upload with its own bearer token (`POST /api/ingest`); answers the status. */
export async function ingestAs(request: APIRequestContext, token: string, events: readonly Record<string, unknown>[]): Promise<number> {
  const response = await request.post(`${DEVICES_BASE_URL}/api/ingest`, {
    headers: { authorization: `Bearer ${token}` },
    data: { events: events.map((event) => ({ id: randomUUID(), occurredAt: new Date().toISOString(), ...event })) },
  });
  return response.status();
}

/** Moves the server's clock this far ahead of the real one (read within ~100 ms). */
export async function setServerClockAhead(ms: number): Promise<void> {
  writeFileSync(DEVICES_CLOCK_FILE, String(ms));
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** A tablet on the device channel that acknowledges every command it gets, and remembers them. */
export class TestTablet {
  readonly commands: string[] = [];
  readonly #socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (raw: WebSocket.RawData) => {
      const message = JSON.parse(String(raw)) as { type: string; commandId?: string; action?: string };
      if (message.type !== 'command' || !message.commandId) return;
      this.commands.push(message.action ?? '');
      socket.send(JSON.stringify({ type: 'ack', commandId: message.commandId, ok: true, result: null }));
    });
  }

  static async connect(token: string): Promise<TestTablet> {
    const socket = new WebSocket(`${DEVICES_BASE_URL.replace('http', 'ws')}/api/devices/channel`, { headers: { authorization: `Bearer ${token}` } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestTablet(socket);
  }

  async close(): Promise<void> {
    if (this.#socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => this.#socket.once('close', resolve));
    this.#socket.close();
    await closed;
  }
}

export type { RegisteredDevice };
