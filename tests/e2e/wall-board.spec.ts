import { randomUUID } from 'node:crypto';
import type { FilterCompany, RealtimeSnapshot, RegisteredDevice } from '@facility/contracts';
import { expect, request, test, type Page } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';
import { DEMO_USERS, E2E_BASE_URL } from './support/e2e-env.ts';

/**
 * The journeys need an open call on the manager's site. The demo's history usually leaves
 * some, but not at every hour (just after the site's midnight a quiet night may have none):
 * a pad of the journey's own reports a leak, which stays open until maintenance comes.
 */
test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    expect((await api.post('/api/auth/login', { data: DEMO_USERS.manager })).status()).toBe(200);
    const [company] = (await (await api.get('/api/filter/site-company-list')).json()) as FilterCompany[];
    const siteId = company!.sites[0]!.site_id;
    await api.post('/api/auth/logout');
    expect((await api.post('/api/auth/login', { data: DEMO_USERS.admin })).status()).toBe(200);
    const snapshot = () => api.get(`/api/room/realtime?siteId=${siteId}`).then(async (answer) => (await answer.json()) as RealtimeSnapshot);
    if ((await snapshot()).rooms.some((room) => room.openCalls.length > 0)) return;
    const room = (await snapshot()).rooms[0]!;
    const registered = await api.post('/api/admin/devices', { data: { roomId: room.id, deviceType: 'pad9' } });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as RegisteredDevice;
    const posted = await api.post('/api/ingest', {
      headers: { authorization: `Bearer ${token}` },
      data: { events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'problem_leak', category: 'maintenance' }] },
    });
    expect(posted.status()).toBe(202);
    await expect.poll(async () => (await snapshot()).rooms.some((entry) => entry.openCalls.length > 0)).toBe(true);
  } finally {
    await api.dispose();
  }
});

/** The manager's site as the board shows it, and its rooms as the API lists them. */
async function boardSite(page: Page): Promise<RealtimeSnapshot> {
  await page.goto('/real-time');
  const board = byTestId(page, 'realtime-board');
  await expect(board).toBeVisible();
  const siteId = await board.getAttribute('data-site');
  return apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${siteId}`);
}

test('the wall board: full page, every room of the site on a 1920x1080 screen, the update age, Escape to leave', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, 'manager');
  const snapshot = await boardSite(page);
  expect(snapshot.rooms.length).toBeGreaterThan(20);

  // A wall PC opens it directly.
  await page.goto('/real-time?wall=1');
  const wall = byTestId(page, 'wall-board');
  await expect(wall).toBeVisible();
  await expect(wall).toHaveAttribute('data-site', snapshot.siteId);
  await expect(byTestId(page, 'side-nav')).toBeHidden();
  await expect(byTestId(page, 'page-title')).toBeHidden();
  await expect(wall.getByTestId('realtime-updated')).toContainText(/^Updated .*(now|second)/);

  // Every room, on one page, without scrolling.
  await expect(page.locator('[data-testid^="wall-tile-"]')).toHaveCount(snapshot.rooms.length);
  await expect(byTestId(page, 'wall-page')).toHaveCount(0);
  for (const room of snapshot.rooms) {
    const box = await byTestId(page, `wall-tile-${room.id}`).boundingBox();
    expect(box, room.displayName).not.toBeNull();
    expect(box!.y + box!.height, room.displayName).toBeLessThanOrEqual(1080);
  }
  expect(await page.evaluate<number>('document.scrollingElement.scrollHeight')).toBeLessThanOrEqual(1080);

  await page.keyboard.press('Escape');
  await expect(wall).toHaveCount(0);
  await expect(page).toHaveURL(/\/real-time$/);
  await expect(byTestId(page, 'side-nav')).toBeVisible();

  // The desk board's button opens it too; its own button closes it.
  await byTestId(page, 'realtime-wall').click();
  await expect(wall).toBeVisible();
  await expect(page).toHaveURL(/\/real-time\?wall=1$/);
  await byTestId(page, 'wall-exit').click();
  await expect(wall).toHaveCount(0);
  await expect(byTestId(page, 'realtime-board')).toBeVisible();
});

test('escalated rooms stand out, on the desk and on the wall; the sound can be muted for good', async ({ page }) => {
  await login(page, 'manager');
  await boardSite(page);

  // The escalation sound's switch is remembered in this browser.
  await expect(byTestId(page, 'realtime-updated')).toContainText('Updated');
  const sound = byTestId(page, 'realtime-sound');
  await expect(sound).toHaveAttribute('data-muted', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('data-muted', 'true');
  await page.reload();
  await expect(byTestId(page, 'realtime-sound')).toHaveAttribute('data-muted', 'true');
  await expect(byTestId(page, 'realtime-board')).toBeVisible();

  // A room already escalated; else an open call under an SLA, escalated by the board itself
  // once the browser's clock is hours later (a fresh demo's calls are minutes old).
  const snapshot = await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${await byTestId(page, 'realtime-board').getAttribute('data-site')}`);
  let room = snapshot.rooms.find((entry) => entry.state === 'escalated');
  if (!room) {
    room = snapshot.rooms.find((entry) => entry.openCalls.some((call) => (call.maxSla ?? snapshot.activeShift?.maxSla ?? null) !== null));
    expect(room, 'a room with an open call under an SLA').toBeDefined();
    await page.clock.setFixedTime(Date.now() + 6 * 3_600_000);
  }
  const tile = byTestId(page, `realtime-tile-${room!.id}`);
  // The board's clock ticks every 15 s.
  await expect(tile).toHaveAttribute('data-state', 'escalated', { timeout: 30_000 });
  await expect(tile).toHaveAttribute('data-alert', 'escalated');
  await expect(tile).not.toHaveCSS('box-shadow', 'none');
  const calm = snapshot.rooms.find((entry) => entry.openCalls.length === 0 && (entry.state === 'clean' || entry.state === 'in_use'));
  if (calm) await expect(byTestId(page, `realtime-tile-${calm.id}`)).not.toHaveAttribute('data-alert', /.*/);

  await byTestId(page, 'realtime-wall').click();
  const wallTile = byTestId(page, `wall-tile-${room!.id}`);
  await expect(wallTile).toHaveAttribute('data-alert', 'escalated');
  // On the wall an escalated room is the full red, readable from across the room.
  await expect(wallTile).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expect(byTestId(page, 'wall-board').getByTestId('realtime-sound')).toHaveAttribute('data-muted', 'true');

  // On the heat map too: the full red, the ring, and the state in words, not by colour alone.
  await byTestId(page, 'wall-view-map').click();
  const cell = byTestId(page, `heat-cell-${room!.id}`);
  await expect(cell).toHaveAttribute('data-alert', 'escalated');
  await expect(cell).toHaveAttribute('data-heat', 'escalated');
  await expect(cell).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expect(cell).not.toHaveCSS('box-shadow', 'none');
  await expect(cell.getByTestId('heat-state')).toHaveText(/Escalated$/);
  await expect(cell.getByTestId('heat-detail')).toContainText(/open calls?/);
});

/** The English words of the call states, as a cell must say them beside its colour. */
const STATE_WORDS: Record<string, string> = { call_open: 'Call open', late: 'Late', escalated: 'Escalated', offline: 'Offline', clean: 'Clean', in_use: 'In use' };

test('the wall heat map: a switch away, a cell for every room on a 1920x1080 wall, states in words, remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, 'manager');
  const snapshot = await boardSite(page);

  await page.goto('/real-time?wall=1');
  await expect(page.locator('[data-testid^="wall-tile-"]')).toHaveCount(snapshot.rooms.length);
  await expect(byTestId(page, 'wall-view-tiles')).toHaveAttribute('aria-pressed', 'true');
  await byTestId(page, 'wall-view-map').click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(byTestId(page, 'wall-view-map')).toHaveAttribute('aria-pressed', 'true');
  await expect(byTestId(page, 'wall-heat-map')).toBeVisible();
  await expect(page.locator('[data-testid^="wall-tile-"]')).toHaveCount(0);

  // Every room has its cell, on one page, inside the screen.
  await expect(page.locator('[data-testid^="heat-cell-"]')).toHaveCount(snapshot.rooms.length);
  await expect(byTestId(page, 'wall-page')).toHaveCount(0);
  for (const room of snapshot.rooms) {
    const box = await byTestId(page, `heat-cell-${room.id}`).boundingBox();
    expect(box, room.displayName).not.toBeNull();
    expect(box!.y + box!.height, room.displayName).toBeLessThanOrEqual(1080);
  }
  expect(await page.evaluate<number>('document.scrollingElement.scrollHeight')).toBeLessThanOrEqual(1080);

  // A room with an open call says its state and its calls in words; a calm one its visits.
  const withCall = snapshot.rooms.find((room) => room.openCalls.length > 0)!;
  const callCell = byTestId(page, `heat-cell-${withCall.id}`);
  const state = (await callCell.getAttribute('data-state'))!;
  expect(['call_open', 'late', 'escalated']).toContain(state);
  await expect(callCell).toHaveAttribute('data-heat', state);
  await expect(callCell.getByTestId('heat-state')).toHaveText(new RegExp(`${STATE_WORDS[state]}$`));
  await expect(callCell.getByTestId('heat-detail')).toContainText(withCall.openCalls.length === 1 ? '1 open call' : `${withCall.openCalls.length} open calls`);
  const calm = snapshot.rooms.find((room) => room.openCalls.length === 0 && (room.state === 'clean' || room.state === 'in_use'));
  if (calm) {
    const calmCell = byTestId(page, `heat-cell-${calm.id}`);
    await expect(calmCell).toHaveAttribute('data-heat', 'calm');
    await expect(calmCell.getByTestId('heat-state')).toHaveText(STATE_WORDS[calm.state]!);
    await expect(calmCell.getByTestId('heat-detail')).toHaveText(new RegExp(`^${calm.visitsSinceClean} visits?$`));
  }
  // The key names every colour.
  const legend = byTestId(page, 'wall-heat-legend');
  for (const word of ['Escalated', 'Late', 'Call open', 'Offline']) await expect(legend).toContainText(word);

  // Remembered: the wall opened again without `view=`, from the address or the desk's button, shows the map.
  await page.goto('/real-time?wall=1');
  await expect(byTestId(page, 'wall-heat-map')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/real-time$/);
  await byTestId(page, 'realtime-wall').click();
  await expect(byTestId(page, 'wall-heat-map')).toBeVisible();
  // And back to the tiles, which are remembered in turn.
  await byTestId(page, 'wall-view-tiles').click();
  await expect(page).toHaveURL(/[?&]view=tiles/);
  await expect(byTestId(page, 'wall-heat-map')).toHaveCount(0);
  await page.goto('/real-time?wall=1');
  await expect(page.locator('[data-testid^="wall-tile-"]')).toHaveCount(snapshot.rooms.length);
  await expect(byTestId(page, 'wall-heat-map')).toHaveCount(0);
  // The address wins over the remembered choice (a wall PC's bookmark).
  await page.goto('/real-time?wall=1&view=map');
  await expect(byTestId(page, 'wall-heat-map')).toBeVisible();
});

test('he: the heat map reads right to left and works on a 390x844 phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'manager');
  await page.evaluate(() => localStorage.setItem('facility.language', JSON.stringify('he')));
  const snapshot = await boardSite(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');

  await page.goto('/real-time?wall=1&view=map');
  const wall = byTestId(page, 'wall-board');
  await expect(wall).toHaveAttribute('dir', 'rtl');
  await expect(byTestId(page, 'wall-view-map')).toHaveText('מפת חום');
  await expect(byTestId(page, 'wall-heat-map')).toBeVisible();
  expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(390);

  // The site fits one page on the phone too; every cell is inside the screen.
  await expect(page.locator('[data-testid^="heat-cell-"]')).toHaveCount(snapshot.rooms.length);
  await expect(byTestId(page, 'wall-page')).toHaveCount(0);
  for (const room of snapshot.rooms) {
    const box = await byTestId(page, `heat-cell-${room.id}`).boundingBox();
    expect(box!.x, room.displayName).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, room.displayName).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height, room.displayName).toBeLessThanOrEqual(844);
  }

  // Right to left: a floor's label starts the row on the right, its rooms follow leftwards.
  const floor = byTestId(page, 'heat-floor').first();
  const label = await floor.locator('.heat-floor-label').boundingBox();
  const first = await floor.locator('[data-testid^="heat-cell-"]').first().boundingBox();
  expect(label!.x).toBeGreaterThan(first!.x);
  // The state in Hebrew words beside the colour.
  const withCall = snapshot.rooms.find((room) => room.openCalls.length > 0)!;
  await expect(byTestId(page, `heat-cell-${withCall.id}`).getByTestId('heat-state')).toHaveText(/קריאה פתוחה|באיחור|בהסלמה/);
});

for (const language of ['en', 'he'] as const) {
  test(`${language}: on a phone the board fits the width and the first open call shows without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'manager');
    if (language === 'he') {
      // The side menu covers a phone's screen: the language is set as the menu would set it.
      await page.evaluate(() => localStorage.setItem('facility.language', JSON.stringify('he')));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    }
    const snapshot = await boardSite(page);
    expect(snapshot.rooms.some((room) => room.openCalls.length > 0), 'a room with an open call').toBe(true);

    await expect(page.getByTestId('loading')).toHaveCount(0);
    expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(390);
    const calls = page.locator('[data-testid^="realtime-calls-"]').first();
    await expect(calls).toBeVisible();
    const box = await calls.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + Math.min(box!.height, 60)).toBeLessThanOrEqual(844);

    // The filters wait behind their button.
    await expect(byTestId(page, 'realtime-filters')).toHaveCount(0);
    await byTestId(page, 'realtime-filters-toggle').click();
    await expect(byTestId(page, 'realtime-filters')).toBeVisible();
    await expect(byTestId(page, 'realtime-legend')).toBeVisible();
    expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
}
