import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { byTestId } from './support/dashboard.ts';
import { DEVICES_ADMIN, DEVICES_BASE_URL } from './support/e2e-env.ts';
import { expectSaved, loginAs } from './support/setup-journey.ts';

/**
 * The call rules form (/shift/calls) stays open after a save and reloads the saved rules:
 * an admin saves a gap between calls, types a Cleandex threshold while the rules are being
 * read back, and the threshold stays (the form used to be remounted from the saved rules,
 * wiping it); saved in turn, both are there after a reload.
 */

test.use({ baseURL: DEVICES_BASE_URL });

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

async function makeSite(request: APIRequestContext): Promise<string> {
  const { franchiseId } = await created<{ franchiseId: string }>(request, '/api/admin/franchises', { franchiseName: 'Rules Franchise', franchiseCountry: 'Israel' });
  const { companyId } = await created<{ companyId: string }>(request, '/api/admin/companies', { franchiseId, companyName: 'Rules Cleaning', companyType: 'cleaning_co', region: 'North' });
  const { siteId } = await created<{ siteId: string }>(request, '/api/site', {
    companyId,
    name: 'Rules Tower',
    country: 'Israel',
    state: 'North',
    city: 'Akko',
    sector: 'offices',
    timezone: 'Asia/Jerusalem',
    location: { address: 'Weizmann 2', latitude: 32.92, longitude: 35.08, radius: 100 },
  });
  return siteId;
}

test('call rules keep what is typed while the saved rules are read back', async ({ page }) => {
  await loginAs(page, DEVICES_ADMIN, /\/(dashboard|admin\/[\w/-]+)$/);
  const siteId = await makeSite(page.request);
  await page.goto(`/shift/calls?site=${siteId}`);
  await expect(byTestId(page, 'call-settings-form')).toBeVisible();

  await byTestId(page, 'call-settings-gap').fill('7');
  // The read after the save is held until the threshold is typed.
  const rulesRead = /\/api\/site\/calls\/[^/?]+$/;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(rulesRead, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await byTestId(page, 'call-settings-form-save').click();
  await expectSaved(page);
  await byTestId(page, 'call-settings-cleandex-on').check();
  await byTestId(page, 'call-settings-threshold').fill('55');
  const reread = page.waitForResponse((response) => rulesRead.test(new URL(response.url()).pathname) && response.request().method() === 'GET');
  release();
  await reread;
  await page.unroute(rulesRead);
  await expect(byTestId(page, 'call-settings-threshold')).toHaveValue('55');
  await expect(byTestId(page, 'call-settings-gap')).toHaveValue('7');

  await byTestId(page, 'call-settings-form-save').click();
  await expectSaved(page);
  await page.reload();
  await expect(byTestId(page, 'call-settings-threshold')).toHaveValue('55');
  await expect(byTestId(page, 'call-settings-gap')).toHaveValue('7');
  await expect(byTestId(page, 'call-settings-cleandex-on')).toBeChecked();
});
