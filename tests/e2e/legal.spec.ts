import { expect, test, type Page } from '@playwright/test';
import { byTestId, login } from './support/dashboard.ts';
import { dictionaryKeys, englishLeftovers } from './support/english-strings.ts';

/**
 * The terms and the privacy policy the login page links to: readable signed out and signed
 * in, each linking to the other and back to the panel, in every language (Hebrew right to
 * left, no English left), at desk and phone size without sideways scrolling.
 */

const noSidewaysScroll = async (page: Page) => expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBeLessThanOrEqual(0);

test('a visitor reads the terms and the privacy policy from the login page, then comes back to it', async ({ page }) => {
  await page.goto('/login');
  await byTestId(page, 'login-notice').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const terms = byTestId(page, 'legal-terms');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(terms.getByTestId('legal-section')).toHaveCount(5);
  await expect(terms).toContainText('All actions within the panel are recorded for quality control and improvement');
  await expect(page).toHaveTitle('Terms and Conditions · Facility Pulse');

  await byTestId(page, 'legal-link-privacy').click();
  await expect(page).toHaveURL(/\/privacy$/);
  const privacy = byTestId(page, 'legal-privacy');
  await expect(privacy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(privacy.getByTestId('legal-section')).toHaveCount(8);
  await expect(privacy).toContainText('only a salted hash');

  // Signed out, "back" is the login.
  await byTestId(page, 'legal-back').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(byTestId(page, 'login-form')).toBeVisible();
});

test('a signed-in user reads the privacy policy and goes back to the panel', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/privacy');
  await expect(byTestId(page, 'legal-privacy')).toBeVisible();
  await byTestId(page, 'legal-back').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const viewport of [
  { name: 'desk', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`he, ${viewport.name}: the legal pages read right to left, in Hebrew only`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await byTestId(page, 'login-language').selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const leftovers = englishLeftovers('he');
    const keys = dictionaryKeys();
    for (const kind of ['terms', 'privacy'] as const) {
      await page.goto(`/${kind}`);
      const card = byTestId(page, `legal-${kind}`);
      await expect(card.getByTestId('legal-section').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const lines = (await card.innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
      expect(lines.flatMap((line) => leftovers.filter((entry) => entry.pattern.test(line)).map((entry) => `${line} (${entry.key})`))).toEqual([]);
      expect(lines.filter((line) => keys.has(line))).toEqual([]);
      // The date is in Hebrew too ("30 בנובמבר 2026").
      await expect(card).toContainText('בנובמבר 2026');
      await noSidewaysScroll(page);
      await expect(card.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
    }
  });
}
