import { expect, test, type Page } from '@playwright/test';
import { byTestId, chooseLanguage, login } from './support/dashboard.ts';
import { expectSaved } from './support/setup-journey.ts';

/**
 * Leaving a screen with unsaved edits asks first (web/src/components/form/leave-guard.ts): a
 * menu link opens the app's confirm popup (Cancel keeps what was typed, Yes! leaves),
 * closing or reloading the tab the browser's own dialog, signing out and the browser's Back
 * button the popup again; a form saved, or typed back to what it held, leaves without asking. On the demo's site page; the
 * one save made is undone before the end.
 */

const confirmPopup = (page: Page) => byTestId(page, 'popup-confirm');

async function openFirstSite(page: Page): Promise<void> {
  await page.goto('/admin/site');
  await byTestId(page, 'site-link').first().click();
  await expect(byTestId(page, 'site-details-form')).toBeVisible();
}

/** Signs in as the admin, opens the first site from the sites list and types into its name, unsaved. */
async function renameFirstSite(page: Page) {
  await login(page, 'admin');
  await openFirstSite(page);
  const name = byTestId(page, 'site-name');
  const saved = await name.inputValue();
  await name.fill(`${saved} (renamed)`);
  return { siteUrl: page.url(), name, saved };
}

test('a menu link, closing the tab and signing out ask before unsaved edits are lost; Cancel keeps them', async ({ page }) => {
  const { siteUrl, name, saved } = await renameFirstSite(page);

  await byTestId(page, 'nav-dashboard').click();
  await expect(confirmPopup(page)).toContainText('You have changes that are not saved. Leave this page and lose them?');
  await byTestId(page, 'popup-cancel').click();
  await expect(confirmPopup(page)).toBeHidden();
  expect(page.url()).toBe(siteUrl);
  await expect(name).toHaveValue(`${saved} (renamed)`);

  // The browser's own dialog before the tab goes; dismissed, the page and its edits stay.
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(name).toHaveValue(`${saved} (renamed)`);

  await byTestId(page, 'logout').click();
  await expect(confirmPopup(page)).toBeVisible();
  await byTestId(page, 'popup-cancel').click();
  expect(page.url()).toBe(siteUrl);

  await byTestId(page, 'nav-dashboard').click();
  await byTestId(page, 'popup-yes').click();
  await page.waitForURL(/\/dashboard$/);

  // Back on the page, nothing typed: the link leaves at once.
  await page.goto(siteUrl);
  await expect(name).toHaveValue(saved);
  await byTestId(page, 'nav-dashboard').click();
  await page.waitForURL(/\/dashboard$/);
  await expect(confirmPopup(page)).toBeHidden();
});

test('the browser’s Back button asks too: Cancel keeps the screen and its edits, Yes! goes back', async ({ page }) => {
  const { siteUrl, name, saved } = await renameFirstSite(page);

  await page.goBack();
  await expect(confirmPopup(page)).toContainText('You have changes that are not saved. Leave this page and lose them?');
  expect(page.url()).toBe(siteUrl);
  await byTestId(page, 'popup-cancel').click();
  await expect(name).toHaveValue(`${saved} (renamed)`);

  // Asked again on the next Back; yes goes to the sites list the site was opened from.
  await page.goBack();
  await byTestId(page, 'popup-yes').click();
  await page.waitForURL(/\/admin\/site$/);
  await expect(byTestId(page, 'site-link').first()).toBeVisible();
  await expect(confirmPopup(page)).toBeHidden();
});

test('a form typed back to what it held, or saved, leaves without asking', async ({ page }) => {
  await login(page, 'admin');
  await chooseLanguage(page, 'he');
  await openFirstSite(page);
  const siteUrl = page.url();
  const description = byTestId(page, 'site-description');
  const before = await description.inputValue();

  await description.fill(`${before} …`);
  await description.fill(before);
  await byTestId(page, 'nav-dashboard').click();
  await page.waitForURL(/\/dashboard$/);
  await expect(confirmPopup(page)).toBeHidden();

  // Saved: the form restarts from the server's copy and holds nothing unsaved. In Hebrew,
  // the popup asked in the reader's language before the save.
  await page.goto(siteUrl);
  await description.fill(`${before} (checked)`);
  await byTestId(page, 'nav-room').click();
  await expect(confirmPopup(page)).toContainText('יש שינויים שלא נשמרו');
  await byTestId(page, 'popup-cancel').click();
  await byTestId(page, 'site-details-form-save').click();
  await expectSaved(page);
  await byTestId(page, 'nav-room').click();
  await page.waitForURL(/\/admin\/room\/list$/);

  // A settings form that stays open across saves (the call rules): the same, by its edits.
  await page.goto('/shift/calls');
  const gap = byTestId(page, 'call-settings-gap');
  const gapBefore = await gap.inputValue();
  await gap.fill(String(Number(gapBefore) + 5));
  await byTestId(page, 'nav-room').click();
  await expect(confirmPopup(page)).toBeVisible();
  await byTestId(page, 'popup-cancel').click();
  await gap.fill(gapBefore);
  await byTestId(page, 'nav-room').click();
  await page.waitForURL(/\/admin\/room\/list$/);
  await expect(confirmPopup(page)).toBeHidden();

  // Put the demo's description back, as it was.
  await page.goto(siteUrl);
  await description.fill(before);
  await byTestId(page, 'site-details-form-save').click();
  await expectSaved(page);
  await expect(description).toHaveValue(before);
});
