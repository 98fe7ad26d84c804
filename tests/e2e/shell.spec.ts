import type { AdminRoom, FilterCompany, StaticRoom, Survey } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

/**
 * The shell around every screen (issue 19): the phone menu is a drawer that closes on
 * navigation, no screen scrolls sideways on a phone, a signed-in user gets 404 and 403 pages
 * (not the login form), each screen names itself in the tab, and the skip link comes first.
 */
const PHONE = { width: 390, height: 844 };
const LANGUAGES = [
  { code: 'en', rtl: false, overview: 'Overview', performance: 'Performance', notFound: 'Page not found' },
  { code: 'he', rtl: true, overview: 'סקירה כללית', performance: 'ביצועים', notFound: 'הדף לא נמצא' },
] as const;

interface Screen {
  path: string;
  /** The route's name: the shell marks its main element `screen-<name>`. */
  name: string;
  /** A test id that shows only once this view is up, where the route alone does not tell (the same path with a query). */
  ready?: string;
}

/**
 * Every screen of the dashboard the manager may open (web/src/config/routes.ts without the
 * login, the admin-only organisation screens, the device alerts and /staff, which its roles do
 * not open), each tab of a screen that has tabs, and the room and survey screens for a real
 * room and survey of its site.
 */
function managerScreens(roomId: string, surveyId: string): Screen[] {
  const room = encodeURIComponent(roomId);
  const survey = encodeURIComponent(surveyId);
  return [
    { path: '/dashboard', name: 'overview' },
    { path: '/dashboard/performance', name: 'performance' },
    { path: '/dashboard/analytics', name: 'analytics' },
    { path: '/dashboard/analytics/detailed', name: 'detailed' },
    { path: '/dashboard/analytics/analyses', name: 'analyses' },
    { path: `/dashboard/roomAnalytics/${room}`, name: 'roomAnalytics' },
    { path: `/dashboard/roomAnalyticsLog/${room}`, name: 'roomAnalyticsLog' },
    { path: `/dashboard/cleanerArrival/${room}`, name: 'cleanerArrival' },
    { path: `/dashboard/roomExposures/${room}`, name: 'roomExposures' },
    { path: '/dashboard/serviceLog', name: 'serviceLog' },
    { path: `/dashboard/serviceLog/cleanLog/${room}`, name: 'cleanLog' },
    { path: `/dashboard/serviceLog/maintenanceLog/${room}`, name: 'maintenanceLog' },
    { path: '/dashboard/suggestion', name: 'suggestion' },
    { path: '/dashboard/roiCalculator', name: 'roiCalculator' },
    { path: '/real-time', name: 'realTime' },
    { path: '/real-time/maintenance', name: 'maintenanceRealTime' },
    { path: '/real-time/task', name: 'taskRealTime' },
    { path: '/real-time/cleandex', name: 'cleanDex' },
    { path: '/task', name: 'task' },
    { path: '/task/calendar', name: 'calendar' },
    { path: '/survey', name: 'survey' },
    { path: `/survey?results=${survey}`, name: 'survey', ready: 'survey-results-page' },
    { path: '/survey/edit', name: 'surveyEdit' },
    { path: `/survey/edit/${survey}`, name: 'surveyEdit' },
    { path: '/admin/room', name: 'room' },
    { path: '/admin/room/list', name: 'roomList' },
    { path: '/admin/room/generate', name: 'roomGenerate' },
    { path: `/admin/room/${room}`, name: 'roomDetails' },
    { path: '/users', name: 'users' },
    { path: '/users/cleaners', name: 'cleaners' },
    { path: '/working-area', name: 'workingArea' },
    { path: '/shift', name: 'shift' },
    { path: '/shift/calls', name: 'callSettings' },
    { path: '/shift/notifications', name: 'notifications' },
    { path: '/admin/devices', name: 'devices' },
    { path: '/admin/devices/network', name: 'network' },
    { path: '/admin/devices/connectivity', name: 'connectivity' },
    { path: '/admin/devices/power', name: 'power' },
  ];
}

/** A room and a survey of the manager's first site, for the screens whose address names one. */
async function firstRoomAndSurvey(page: Page): Promise<{ roomId: string; surveyId: string }> {
  const [company] = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const siteId = company!.sites[0]!.site_id;
  const [room] = await apiJson<AdminRoom[]>(page, `/api/admin/rooms?siteId=${siteId}`);
  const [survey] = await apiJson<Survey[]>(page, `/api/survey?siteId=${siteId}`);
  return { roomId: room!.id, surveyId: survey!.surveyId };
}

/**
 * Moves to another screen inside the running app, as a link does (wouter follows the history
 * events), so one page visits every screen without reloading the app each time.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`);
}

/** The language is chosen before the app starts, as a returning user's stored choice. */
async function useLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript({ content: `localStorage.setItem('facility.language', ${JSON.stringify(JSON.stringify(code))});` });
}

async function loginOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await login(page, 'manager');
}

async function settled(page: Page, screen: string, ready?: string): Promise<void> {
  await expect(byTestId(page, `screen-${screen}`)).toBeVisible();
  if (ready) await expect(byTestId(page, ready)).toBeVisible();
  await expect(byTestId(page, 'loading')).toHaveCount(0, { timeout: 30_000 });
}

for (const language of LANGUAGES) {
  test.describe(`shell (${language.code})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language.code);
    });

    test('on a phone the menu is a drawer over a backdrop that closes on Escape, on the backdrop and on navigation', async ({ page }) => {
      await loginOnPhone(page);
      const nav = byTestId(page, 'side-nav');
      const hamburger = byTestId(page, 'hamburger');
      await expect(nav).toBeHidden();

      await hamburger.click();
      await expect(nav).toBeVisible();
      await expect(byTestId(page, 'nav-backdrop')).toBeVisible();
      const box = (await nav.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(Math.min(PHONE.width * 0.85, 320) + 1);
      await expect(nav.locator(':focus')).toHaveCount(1);
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(hamburger).toBeFocused();

      await hamburger.click();
      // The drawer slides in from the inline start (the right in Hebrew): tap the other side.
      await byTestId(page, 'nav-backdrop').click({ position: { x: language.rtl ? 20 : PHONE.width - 20, y: 400 } });
      await expect(nav).toBeHidden();

      await hamburger.click();
      await byTestId(page, 'nav-real-time').click();
      await expect(page).toHaveURL(/\/real-time$/);
      await expect(nav).toBeHidden();
      await expect(byTestId(page, 'nav-backdrop')).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    });

    test('no screen scrolls sideways on a phone', async ({ page }) => {
      // Some forty screens, each with its answers to load.
      test.setTimeout(240_000);
      await loginOnPhone(page);
      const { roomId, surveyId } = await firstRoomAndSurvey(page);
      const screens = managerScreens(roomId, surveyId);
      const wide: string[] = [];
      for (const screen of screens) {
        await navigateInApp(page, screen.path);
        await settled(page, screen.name, screen.ready);
        // Two frames, so what the last answer brought is laid out before the width is read.
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
        // In Hebrew the overflow runs off the left edge; the document's scroll width counts both sides.
        const width = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (width > PHONE.width) wide.push(`${screen.path}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });

    test("the chat button leaves the board's last Call cleaner free on a phone", async ({ page }) => {
      await loginOnPhone(page);
      await page.goto('/real-time');
      const calls = page.locator('[data-testid^="realtime-call-cleaner-"]');
      await expect(calls.first()).toBeVisible();
      const last = calls.last();
      // At the very end of the page, where the last tile sits nearest the button's corner.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const chat = (await byTestId(page, 'chat-button').boundingBox())!;
      const button = (await last.boundingBox())!;
      const apart = button.y + button.height <= chat.y || chat.y + chat.height <= button.y || button.x + button.width <= chat.x || chat.x + chat.width <= button.x;
      expect(apart, 'the chat button covers the last Call cleaner').toBe(true);
    });

    test('a signed-in user gets the 404 and 403 pages inside the shell, and every screen names itself in the tab', async ({ page }) => {
      await login(page, 'manager');
      await expect(page).toHaveTitle(`${language.overview} · Facility Pulse`);
      await page.goto('/dashboard/performance');
      await expect(byTestId(page, 'page-title')).toHaveText(language.performance);
      await expect(page).toHaveTitle(`${language.performance} · Facility Pulse`);

      await page.goto('/no-such-page');
      await expect(byTestId(page, 'not-found-page')).toBeVisible();
      await expect(page).toHaveURL(/\/no-such-page$/);
      await expect(byTestId(page, 'side-nav')).toBeVisible();
      await expect(page).toHaveTitle(`${language.notFound} · Facility Pulse`);
      await byTestId(page, 'status-home').click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // The manager holds no franchise permission: the 403 page, still signed in.
      await page.goto('/admin/franchise');
      await expect(byTestId(page, 'forbidden-page')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/franchise$/);
      await expect(byTestId(page, 'login-email')).toHaveCount(0);
    });

    test('the skip link is the first Tab stop and moves focus to the screen', async ({ page }) => {
      await login(page, 'manager');
      // A fresh load, so focus starts at the top of the document.
      await page.goto('/dashboard/performance');
      await settled(page, 'performance');
      await page.keyboard.press('Tab');
      const skip = byTestId(page, 'skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });
  });
}

test('a visitor without a session still goes to the login form on an unknown address', async ({ page }) => {
  await page.goto('/no-such-page');
  // Carried like any other address, named or not: a visitor learns nothing of which exist.
  await expect(page).toHaveURL(/\/login\?next=%2Fno-such-page$/);
  await expect(byTestId(page, 'login-email')).toBeVisible();
});

test('the service log without a room lists the site’s rooms, each opening its logs; /staff goes to the users screen', async ({ page }) => {
  await login(page, 'manager');
  const [company] = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const rooms = await apiJson<StaticRoom[]>(page, `/api/room/staticRooms?siteId=${company!.sites[0]!.site_id}`);
  await byTestId(page, 'nav-serviceLog').click();
  await expect(page).toHaveURL(/\/dashboard\/serviceLog$/);
  const listed = byTestId(page, 'service-log-index-room');
  await expect(listed).toHaveCount(rooms.length);

  // The search narrows the list by the name shown; the room's own row opens its clean log.
  const room = rooms.at(-1)!;
  await byTestId(page, 'service-log-index-search').fill(room.room_name_en);
  const row = page.locator(`[data-testid="service-log-index-room"][data-room-id="${room.id}"]`);
  await expect(row).toBeVisible();
  expect(await listed.count()).toBeLessThan(rooms.length);
  await row.getByTestId('service-log-index-cleanLog').click();
  await expect(page).toHaveURL(`/dashboard/serviceLog/cleanLog/${encodeURIComponent(room.id)}`);
  await expect(byTestId(page, 'service-log-cleaning')).toBeVisible();
  await expect(byTestId(page, 'nav-serviceLog')).toHaveClass(/is-active/);

  await page.goto('/staff');
  await expect(page).toHaveURL(/\/users$/);
  await expect(byTestId(page, 'screen-users')).toBeVisible();
});
