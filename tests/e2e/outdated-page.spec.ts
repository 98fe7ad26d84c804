import { expect, test, type Page } from '@playwright/test';
import { byTestId, chooseLanguage, login } from './support/dashboard.ts';

/**
 * A dashboard older than its server (a deploy while the page was open) may send a field the
 * server no longer has; the server refuses it, naming the field, and the form says to reload
 * instead of showing nothing. Played by adding a field to the site page's save on its way.
 */

/** Adds a field this server does not have to every `PUT` to `url` on its way, as an older page would send it. */
async function addFieldOnTheWay(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.continue();
    await route.continue({ postData: JSON.stringify({ ...(request.postDataJSON() as object), legacyField: 'from an older page' }) });
  });
}

test('a save the server refuses for a field it does not know says to reload the page, in the reader’s language', async ({ page }) => {
  await addFieldOnTheWay(page, '**/api/site');
  await login(page, 'admin');
  await page.goto('/admin/site');
  await byTestId(page, 'site-link').first().click();
  const description = byTestId(page, 'site-description');
  await description.fill(`${await description.inputValue()} (older page)`);
  await byTestId(page, 'site-details-form-save').click();
  await expect(byTestId(page, 'site-details-form-error')).toHaveText('This page is out of date. Reload it, then make your change again.');

  await chooseLanguage(page, 'he');
  await expect(byTestId(page, 'site-details-form-error')).toHaveText('הדף אינו מעודכן. טענו אותו מחדש ובצעו את השינוי שוב.');
  // Nothing was stored: a fresh page shows the description as it was. (The edit is still
  // unsaved, so the browser asks before the reload: yes.)
  await page.unrouteAll();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(description).not.toHaveValue(/\(older page\)$/);
});

test('a one-field form of the device drawer says so too, in a toast', async ({ page }) => {
  await addFieldOnTheWay(page, '**/api/admin/devices/*');
  await login(page, 'admin');
  await page.goto('/admin/devices');
  await byTestId(page, 'device-row-open').first().click();
  await byTestId(page, 'device-note-text').fill('Checked by the older page');
  await byTestId(page, 'device-note-submit').click();
  await expect(byTestId(page, 'toast')).toHaveText('This page is out of date. Reload it, then make your change again.');
  // Not saved: the note still holds what was typed, and leaving would ask.
  await expect(byTestId(page, 'device-note-text')).toHaveValue('Checked by the older page');
});
