import { expect, test, type Page } from '@playwright/test';
import { byTestId, login, multiSelectSummary, recordRequests } from './support/dashboard.ts';

/**
 * The extra filter panel on a desk, after a QA review: the first tick after Filter was lost
 * (the draft was reset from the applied filter on the render that tick caused), and the Rooms
 * list showed the rooms' stored (Hebrew) names beside a table in English.
 */
const ANALYTICS_API = '/api/stats/performance/analytics';

async function openDetailed(page: Page): Promise<void> {
  await page.goto('/dashboard/analytics/detailed');
  await expect(byTestId(page, 'analytics-table')).toBeVisible();
  await expect(byTestId(page, 'loading')).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a multi-select of the panel and answers its options' labels, in order. */
async function optionLabels(page: Page, testId: string): Promise<string[]> {
  const field = byTestId(page, testId);
  await field.getByRole('button').click();
  await expect(field.getByRole('listbox')).toBeVisible();
  return field.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement!.textContent!.trim()));
}

test('the first tick after Filter counts, and the next Filter applies both', async ({ page }) => {
  await login(page, 'manager');
  await openDetailed(page);
  await byTestId(page, 'toggle-extra-filter').click();
  await expect(byTestId(page, 'extra-filter-panel')).toBeVisible();

  // Gender → its first option, then Filter: one reload with it.
  const gender = byTestId(page, 'extra-gender');
  const [genderLabel] = await optionLabels(page, 'extra-gender');
  await gender.getByRole('checkbox').first().click();
  await page.keyboard.press('Escape');
  const requests = recordRequests(page, ANALYTICS_API);
  await byTestId(page, 'apply-extra-filter').click();
  await expect.poll(() => requests.all.length).toBe(1);
  const appliedGender = requests.all[0]!.searchParams.get('gender');
  expect(appliedGender).not.toBeNull();
  await expect(byTestId(page, 'loading')).toHaveCount(0, { timeout: 30_000 });

  // The very first click on a day ticks it (it used to take two).
  const days = byTestId(page, 'extra-days');
  await days.getByRole('button').click();
  const monday = days.getByRole('checkbox', { name: 'Monday' });
  await monday.click();
  await expect(monday).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(multiSelectSummary(page, 'extra-days')).toHaveText('Monday');
  await expect(multiSelectSummary(page, 'extra-gender')).toHaveText(genderLabel!);

  requests.clear();
  await byTestId(page, 'apply-extra-filter').click();
  await expect.poll(() => requests.all.length).toBe(1);
  expect(requests.all[0]!.searchParams.get('gender')).toBe(appliedGender);
  expect(requests.all[0]!.searchParams.get('days')).not.toBeNull();
  await expect(multiSelectSummary(page, 'extra-days')).toHaveText('Monday');
});

test("the Rooms list names the rooms as the table does, in the reader's alphabetical order", async ({ page }) => {
  await login(page, 'manager');
  await openDetailed(page);
  await byTestId(page, 'toggle-extra-filter').click();

  const labels = await optionLabels(page, 'extra-rooms');
  expect(labels.length).toBeGreaterThan(1);
  // The demo's rooms are stored under Hebrew names with English ones beside: English here.
  expect(labels.filter((label) => /\p{Script=Hebrew}/u.test(label))).toEqual([]);
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect(labels).toEqual([...labels].sort(collator.compare));

  // The room ticked is the one the table then shows, under the same name.
  const rooms = byTestId(page, 'extra-rooms');
  await rooms.getByRole('checkbox').first().click();
  await page.keyboard.press('Escape');
  await expect(multiSelectSummary(page, 'extra-rooms')).toHaveText(labels[0]!);
  await byTestId(page, 'apply-extra-filter').click();
  const table = byTestId(page, 'analytics-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody .room-name-text')).toHaveText(labels[0]!);
});
