import { SERIES_NAMES, type FilterCompany, type StaticRoom } from '@facility/contracts';
import { expect, test } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

/** Figures that agree (issue 19): ROI from the site, exact table numbers, no "-0%", labelled trends. */

test("the ROI calculator starts from the site's own rooms and can go back to them", async ({ page }) => {
  await login(page, 'manager');
  const [company] = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const siteId = company!.sites[0]!.site_id;
  const rooms = await apiJson<StaticRoom[]>(page, `/api/room/staticRooms?siteId=${siteId}`);
  expect(rooms.length).toBeGreaterThan(0);

  await page.goto('/dashboard/roiCalculator');
  const roomsInput = byTestId(page, 'roi-input-rooms');
  await expect(roomsInput).toHaveValue(String(rooms.length));
  await expect(byTestId(page, 'roi-site-note')).toContainText(company!.sites[0]!.site_name);

  // The user may still change it; "reset to the site's values" brings the site's figure back.
  await roomsInput.fill('7');
  await expect(roomsInput).toHaveValue('7');
  await byTestId(page, 'roi-reset-site').click();
  await expect(roomsInput).toHaveValue(String(rooms.length));

  // An input it cannot use as typed is said under its field, and the figures say they are not the user's.
  await expect(byTestId(page, 'roi-invalid')).toHaveCount(0);
  await byTestId(page, 'roi-input-expectedReductionPercent').fill('150');
  await expect(byTestId(page, 'roi-error-expectedReductionPercent')).toHaveText('Enter a number from 0 to 100.');
  await byTestId(page, 'roi-input-dailyEmployees').fill('-2');
  await expect(byTestId(page, 'roi-error-dailyEmployees')).toHaveText('Enter a number of 0 or more.');
  await expect(byTestId(page, 'roi-invalid')).toBeVisible();
  await byTestId(page, 'roi-reset-site').click();
  await expect(byTestId(page, 'roi-invalid')).toHaveCount(0);

  // The year's savings say what is left of them after a year of the service.
  await byTestId(page, 'roi-input-monthlyCost').fill('1000000');
  await expect(byTestId(page, 'roi-year')).toContainText(/-[^\d]*[\d,]+ after the service cost/);
  await expect(byTestId(page, 'roi-payback')).toContainText('Not within the costs entered');
});

test('tables show exact thousands-separated numbers, never "2k"', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/performance?metrics=visits&view=table');
  const total = byTestId(page, 'performance-total-row').locator('td').nth(1);
  await expect(total).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const cells = await byTestId(page, 'performance-table').locator('td.number').allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(cell, cell).not.toMatch(/\dk\b/);
});

test('trend badges say what they compare and never read "-0%"', async ({ page }) => {
  await login(page, 'manager');
  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/[-−]0(\.0)?\s?%/);
  for (const series of SERIES_NAMES) {
    const badge = byTestId(page, `overview-card-trend-${series}`);
    await expect(badge, series).toHaveAttribute('data-comparison', 'firstHalfOfMonth');
    await expect(badge, series).toHaveAttribute('aria-label', /vs first half of the month$/);
    await expect(byTestId(page, `overview-card-trend-${series}-vs`)).toHaveText('vs first half of the month');
    // A change that rounds to 0 is flat and neutral.
    const text = (await badge.innerText()).replace(/\s/g, '');
    if (/^–?0%$/.test(text)) await expect(badge).toHaveAttribute('data-tone', 'neutral');
  }

  await page.goto('/dashboard/performance?metrics=visits,complaints&view=cards');
  await expect(byTestId(page, 'performance-summary-trend-visits')).toHaveAttribute('data-comparison', 'firstHalfOfPeriod');
  await expect(byTestId(page, 'performance-summary-trend-complaints-vs')).toHaveText('vs first half of the period');
});
