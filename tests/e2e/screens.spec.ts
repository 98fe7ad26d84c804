import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { byTestId, login } from './support/dashboard.ts';

test('the analytics table exports what it shows as CSV and says so', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/analytics/detailed');
  await expect(byTestId(page, 'analytics-table')).toBeVisible();
  // An English reader sees the rooms' English names once the site's room names have loaded
  // (until then the table shows the local, Hebrew names); the CSV holds the names then shown.
  const firstLink = page.locator('[data-testid^="analytics-room-link-"]').first();
  await expect(firstLink).toHaveText(/^[A-Za-z0-9 ]+$/);
  const firstRoom = (await firstLink.innerText()).trim();

  const download = page.waitForEvent('download');
  await byTestId(page, 'export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('Visits');
  expect(rows.some((row) => row.includes(firstRoom))).toBe(true);
  await expect(byTestId(page, 'toast')).toHaveText('Data exported successfully');
});

test('a period without data says "No data available"; an unknown room says it could not be found', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/analytics/detailed');
  await expect(byTestId(page, 'analytics-table')).toBeVisible();
  // Long before the demo's history began.
  await byTestId(page, 'filter-time-type').selectOption('custom_time');
  await byTestId(page, 'filter-time-from').fill('2020-01-01');
  await byTestId(page, 'filter-time-to').fill('2020-01-07');
  await expect(byTestId(page, 'empty-state')).toHaveText('No data available');
  // The selection is kept (session storage) across screens and reloads.
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'filter-time-from')).toHaveValue('2020-01-01');
  await expect(byTestId(page, 'empty-state')).toHaveText('No data available');

  await page.goto('/dashboard/roomAnalytics/no-such-room');
  await expect(page.getByText('This room could not be found')).toBeVisible();
  await expect(byTestId(page, 'error-state').first()).toContainText('Oops...');
});
