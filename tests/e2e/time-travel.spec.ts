import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { FilterCompany, RealtimeSnapshot, RegisteredDevice } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

const MINUTE = 60_000;

/** A device uploads events the way devices do, here with the times they happened. */
async function ingest(page: Page, token: string, occurredAt: number, event: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/ingest', {
    headers: { authorization: `Bearer ${token}` },
    data: { events: [{ id: randomUUID(), occurredAt: new Date(occurredAt).toISOString(), ...event }] },
  });
  expect(response.status(), await response.text()).toBe(202);
}

/** Where the site-local day of an instant starts. */
function dayStart(at: number, timeZone: string): number {
  const local = new TZDate(at, timeZone);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, timeZone).getTime();
}

const iso = (at: number) => new Date(at).toISOString();

test('time travel shows the board as it stood, and its playback opens and closes a call as it happened', async ({ page }) => {
  await login(page, 'admin');
  const companies = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const company = companies.find((entry) => entry.company_name === 'Azrieli Properties') ?? companies[0]!;
  const site = company.sites[0]!;

  // A quiet room: no open call, not cleaned in the last ten minutes (the complaint below happened three minutes ago).
  const now = Date.now();
  const snapshot = await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${site.site_id}`);
  const room = snapshot.rooms.find(
    (entry) => entry.openCalls.length === 0 && entry.state !== 'offline' && (!entry.lastCleanedAt || Date.parse(entry.lastCleanedAt) < now - 10 * MINUTE),
  );
  expect(room, 'a quiet room').toBeDefined();
  const registered = await page.request.post('/api/admin/devices', { data: { roomId: room!.id, deviceType: 'pad9' } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as RegisteredDevice;

  // What happened: a complaint three minutes ago, a cleaner a minute ago.
  const complained = now - 3 * MINUTE;
  const cleaned = now - MINUTE;
  await ingest(page, token, complained, { type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' });
  await expect.poll(async () => (await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${site.site_id}`)).rooms.find((r) => r.id === room!.id)!.openCalls.length).toBe(1);
  await ingest(page, token, cleaned, { type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: null });
  await expect.poll(async () => (await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${site.site_id}`)).rooms.find((r) => r.id === room!.id)!.openCalls.length).toBe(0);

  // The moment between them (whole minutes, as the page keeps them): the call was open.
  const between = Math.floor(complained / MINUTE) * MINUTE + MINUTE;
  await page.goto(`/real-time/history?at=${iso(between)}`);
  const companyPicker = byTestId(page, 'history-company');
  if (await companyPicker.isVisible()) await companyPicker.selectOption(company.company_id);
  const sitePicker = byTestId(page, 'history-site');
  if (await sitePicker.isEnabled()) await sitePicker.selectOption(site.site_id);
  await expect(byTestId(page, 'realtime-board')).toHaveAttribute('data-site', site.site_id);
  const tile = byTestId(page, `realtime-tile-${room!.id}`);
  await expect(tile).toHaveAttribute('data-state', 'call_open');
  await expect(tile).toContainText('Dirty floor');
  // A past board is read-only: nobody can be called to it.
  await expect(byTestId(page, `realtime-call-cleaner-${room!.id}`)).toHaveCount(0);
  await expect(byTestId(page, 'realtime-tab-history')).toHaveAttribute('aria-current', 'page');

  // Five minutes back the complaint had not come yet.
  const moment = byTestId(page, 'history-moment');
  const shown = await moment.textContent();
  await byTestId(page, 'history-back').click();
  await expect(moment).not.toHaveText(shown!);
  await expect(tile).not.toHaveAttribute('data-state', 'call_open');

  // Played from just before the complaint (within its day), a minute a second: the call opens as it did.
  const before = Math.max(dayStart(complained, site.timezone), Math.floor(complained / MINUTE) * MINUTE - 2 * MINUTE);
  await page.goto(`/real-time/history?at=${iso(before)}`);
  await expect(tile).not.toHaveAttribute('data-state', 'call_open');
  await byTestId(page, 'history-speed').selectOption('1');
  await byTestId(page, 'history-play').click();
  await expect(byTestId(page, 'history-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile).toHaveAttribute('data-state', 'call_open', { timeout: 20_000 });
  await byTestId(page, 'history-play').click();
  await expect(byTestId(page, 'history-play')).toHaveAttribute('aria-pressed', 'false');
  // The address keeps the moment played to: a link reopens it.
  expect(Date.parse(new URL(page.url()).searchParams.get('at')!)).toBeGreaterThan(before);

  // After the cleaner came, the call was closed; back to live shows it closed too.
  await page.goto(`/real-time/history?at=${iso(Math.floor(cleaned / MINUTE) * MINUTE + MINUTE)}`);
  await expect(tile).not.toHaveAttribute('data-state', /call_open|late|escalated/);
  await byTestId(page, 'history-live').click();
  await expect(page).toHaveURL(/\/real-time$/);
  await expect(byTestId(page, `realtime-call-cleaner-${room!.id}`)).toBeVisible();
});
