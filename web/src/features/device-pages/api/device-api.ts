import type { DevicePage } from '@facility/contracts';
import { refusedIds, type OutboxEvent, type SendOutcome } from '../model/outbox.ts';

/**
 * The device pages' own way to the API: the device token as a bearer, never the session
 * cookie (a manager signed in on the same browser must not lend the page their session),
 * and none of the dashboard's "session gone" handling (a 401 here means the device was
 * unregistered, not that someone logged out).
 */
const headers = (token: string, json = false): HeadersInit => ({
  accept: 'application/json',
  authorization: `Bearer ${token}`,
  ...(json ? { 'content-type': 'application/json' } : {}),
});

export class DevicePageError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Device page request failed with ${status}`);
    this.name = 'DevicePageError';
    this.status = status;
  }
}

/** `GET /api/devices/self` with the time the answer took (for the clock correction). */
export async function fetchDevicePage(token: string, signal?: AbortSignal): Promise<{ page: DevicePage; roundTripMs: number }> {
  const started = Date.now();
  const response = await fetch('/api/devices/self', { credentials: 'omit', headers: headers(token), cache: 'no-store', signal: signal ?? null });
  if (!response.ok) throw new DevicePageError(response.status);
  const page = (await response.json()) as DevicePage;
  return { page, roundTripMs: Date.now() - started };
}

/** `POST /api/ingest` of one batch, read as what the outbox should do next. */
export async function postEvents(token: string, events: readonly OutboxEvent[]): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/ingest', { method: 'POST', credentials: 'omit', headers: headers(token, true), body: JSON.stringify({ events }) });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 202) return { kind: 'accepted' };
  if (response.status === 401) return { kind: 'unauthorised' };
  if (response.status === 400 || response.status === 409) {
    const problem = (await response.json().catch(() => null)) as { 'invalid-params'?: { name: string; reason: string }[] } | null;
    const invalid = problem?.['invalid-params'] ?? [];
    // It can never succeed as sent: say so where a developer looks, and let the outbox drop it.
    console.error('The ingest refused device page events; they are dropped', invalid);
    return { kind: 'refused', ids: refusedIds(events, invalid.map((param) => param.name)) };
  }
  return { kind: 'failed' };
}
