import { randomUUID } from 'node:crypto';
import type { FilterCompany, RealtimeSnapshot, RegisteredDevice, TaskBoard } from '@facility/contracts';
import { expect, request, test, type Page } from '@playwright/test';
import { apiJson, byTestId, chooseLanguage, login } from './support/dashboard.ts';
import { DEMO_USERS, E2E_BASE_URL } from './support/e2e-env.ts';
import { dictionaryKeys, englishLeftovers } from './support/english-strings.ts';

/** The manager's company and site, as the manager sees them. */
async function managersSite(): Promise<{ companyId: string; siteId: string }> {
  const manager = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    expect((await manager.post('/api/auth/login', { data: DEMO_USERS.manager })).status()).toBe(200);
    const [company] = (await (await manager.get('/api/filter/site-company-list')).json()) as FilterCompany[];
    return { companyId: company!.company_id, siteId: company!.sites[0]!.site_id };
  } finally {
    await manager.dispose();
  }
}

/** A device sends events the way devices do: its own bearer token, no session. */
async function ingest(page: Page, token: string, event: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/ingest', {
    headers: { authorization: `Bearer ${token}` },
    data: { events: [{ id: randomUUID(), occurredAt: new Date().toISOString(), ...event }] },
  });
  expect(response.status(), await response.text()).toBe(202);
}

test('the real-time board follows a complaint, a cleaner arrival and a manual call without a reload', async ({ page }) => {
  const { companyId, siteId } = await managersSite();
  await login(page, 'admin');

  // A quiet room of the manager's site (no open call, devices reporting), with a new device in it.
  const snapshot = await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${siteId}`);
  const room = snapshot.rooms.find((entry) => entry.openCalls.length === 0 && (entry.state === 'clean' || entry.state === 'in_use'));
  expect(room, 'a room without an open call').toBeDefined();
  const registered = await page.request.post('/api/admin/devices', { data: { roomId: room!.id, deviceType: 'pad9' } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as RegisteredDevice;

  // The admin has several companies: the board has its own site picker (the header filter is hidden here).
  await page.goto('/real-time');
  await expect(byTestId(page, 'filter-bar')).toHaveCount(0);
  const companyPicker = byTestId(page, 'realtime-company');
  if (await companyPicker.isVisible()) await companyPicker.selectOption(companyId);
  const sitePicker = byTestId(page, 'realtime-site');
  if (await sitePicker.isEnabled()) await sitePicker.selectOption(siteId);
  await expect(byTestId(page, 'realtime-board')).toHaveAttribute('data-site', siteId);
  await expect(byTestId(page, 'realtime-connection')).toHaveAttribute('data-status', 'connected');
  const tile = byTestId(page, `realtime-tile-${room!.id}`);
  await expect(tile).toHaveAttribute('data-state', /^(clean|in_use)$/);

  // Anything that reloads the page would lose this mark.
  await page.evaluate(() => Object.assign(globalThis, { boardMark: 'same page' }));

  await ingest(page, token, { type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' });
  await expect(tile).toHaveAttribute('data-state', 'call_open');
  await expect(tile).toContainText('Dirty floor');

  await ingest(page, token, { type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: null });
  await expect(tile).not.toHaveAttribute('data-state', 'call_open');
  await expect(tile).toContainText('No open calls');

  // A manager's "call cleaner": confirm, a toast, and the call appears on the board.
  await byTestId(page, `realtime-call-cleaner-${room!.id}`).click();
  await expect(byTestId(page, 'realtime-confirm')).toContainText('Are you sure?');
  await byTestId(page, 'realtime-confirm-yes').click();
  await expect(byTestId(page, 'toast')).toContainText('A cleaner was called to');
  await expect(tile).toHaveAttribute('data-state', 'call_open');
  await expect(tile).toContainText('Manual');

  // A network blip: what happens meanwhile shows once the board is back, without a reload.
  await page.context().setOffline(true);
  await expect(byTestId(page, 'realtime-connection')).toHaveAttribute('data-status', 'reconnecting');
  await ingest(page, token, { type: 'StaffArrived', role: 'cleaner', method: 'nfc', staffId: null });
  await page.context().setOffline(false);
  await expect(byTestId(page, 'realtime-connection')).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
  await expect(tile).not.toHaveAttribute('data-state', 'call_open');
  await expect(tile).toContainText('No open calls');

  expect(await page.evaluate(() => (globalThis as { boardMark?: string }).boardMark)).toBe('same page');
});

test('the other boards: maintenance calls only, today’s tasks, Cleandex scores lowest first', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/real-time');
  await expect(byTestId(page, 'realtime-board')).toBeVisible();
  const siteId = await byTestId(page, 'realtime-board').getAttribute('data-site');

  await byTestId(page, 'realtime-tab-maintenance').click();
  await expect(page).toHaveURL(/\/real-time\/maintenance$/);
  await expect(byTestId(page, 'realtime-board')).toBeVisible();
  // Only maintenance calls are listed there.
  for (const call of await page.locator('[data-testid^="realtime-call-"][data-state]').all()) {
    await expect(call).toContainText('Maintenance');
  }

  // The showcase site's tasks start the day it was seeded: today's turns still to come, if any.
  await byTestId(page, 'realtime-tab-task').click();
  await expect(page).toHaveURL(/\/real-time\/task$/);
  const tasks = (await (await page.request.get(`/api/task/board?siteId=${siteId}`)).json()) as TaskBoard;
  if (tasks.occurrences.length === 0) {
    await expect(byTestId(page, 'empty-state')).toHaveText('No task data currently');
  } else {
    await expect(page.locator('[data-testid="task-board-item"]')).toHaveCount(tasks.occurrences.length);
    // States move with the clock (upcoming turns open at the due time): the counts add up to the turns.
    const counts = await Promise.all(['late', 'open', 'upcoming', 'done'].map(async (state) => Number(await byTestId(page, `task-board-count-${state}`).getAttribute('data-count'))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(tasks.occurrences.length);
  }

  await byTestId(page, 'realtime-tab-cleandex').click();
  await expect(page).toHaveURL(/\/real-time\/cleandex$/);
  // Every room's score as the API computes it, the lowest first.
  const board = byTestId(page, 'cleandex-board');
  await expect(board).toBeVisible();
  const answer = await page.request.get(`/api/cleandex?siteId=${await board.getAttribute('data-site')}`);
  const { rooms } = (await answer.json()) as { rooms: { roomId: string; score: number }[] };
  expect(rooms.length).toBeGreaterThan(0);
  const cards = page.locator('[data-testid^="cleandex-room-"]');
  await expect(cards).toHaveCount(rooms.length);
  const lowest = Math.min(...rooms.map((room) => room.score));
  await expect(cards.first().locator('.cx-score strong')).toHaveText(String(lowest));
});

test('he: the boards mirror and show no English', async ({ page }) => {
  await login(page, 'manager');
  await chooseLanguage(page, 'he');
  const leftovers = englishLeftovers('he');
  const keys = dictionaryKeys();
  for (const path of ['/real-time', '/real-time/maintenance', '/real-time/task', '/real-time/cleandex']) {
    await page.goto(path);
    await expect(byTestId(page, 'realtime-tab-cleaning')).toBeVisible();
    await expect(page.getByTestId('loading')).toHaveCount(0);
    // The site's own names (rooms, buildings, the site) are data, marked translate="no".
    const data = new Set((await page.locator('[translate="no"]').allInnerTexts()).map((line) => line.trim()));
    const text = [...(await page.locator('body').innerText()).split('\n'), ...(await page.locator('select option').allInnerTexts())];
    const lines = text.map((line) => line.trim()).filter((line) => line && !data.has(line));
    expect(lines.flatMap((line) => leftovers.filter((entry) => entry.pattern.test(line)).map((entry) => `${line} (${entry.key})`)), path).toEqual([]);
    expect(lines.filter((line) => keys.has(line)), path).toEqual([]);
  }
  // The tabs read right to left: the first (cleaning) is the rightmost.
  const first = await byTestId(page, 'realtime-tab-cleaning').boundingBox();
  const last = await byTestId(page, 'realtime-tab-cleandex').boundingBox();
  expect(first!.x).toBeGreaterThan(last!.x);
});
