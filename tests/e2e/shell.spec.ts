import { expect, test, type Page } from '@playwright/test';
import { byTestId, login } from './support/dashboard.ts';

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

/** The screens a manager uses most, as the issue lists them (the overview is /dashboard). */
const SCREENS = [
  { path: '/dashboard', name: 'overview' },
  { path: '/dashboard/performance', name: 'performance' },
  { path: '/dashboard/analytics', name: 'analytics' },
  { path: '/real-time', name: 'realTime' },
  { path: '/task', name: 'task' },
  { path: '/survey', name: 'survey' },
  { path: '/admin/devices', name: 'devices' },
];

/** The language is chosen before the app starts, as a returning user's stored choice. */
async function useLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript({ content: `localStorage.setItem('facility.language', ${JSON.stringify(JSON.stringify(code))});` });
}

async function loginOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await login(page, 'manager');
}

async function settled(page: Page, screen: string): Promise<void> {
  await expect(byTestId(page, `screen-${screen}`)).toBeVisible();
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
      await loginOnPhone(page);
      const wide: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await settled(page, screen.name);
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
  await expect(page).toHaveURL(/\/login$/);
  await expect(byTestId(page, 'login-email')).toBeVisible();
});
