import { expect, test, type Page } from '@playwright/test';
import { byTestId, login, recordRequests } from './support/dashboard.ts';

/**
 * The filter and the analytics table on a phone (issue 19): the filter folds to one short
 * sticky line that opens every field in a sheet, and the analytics table's frozen room
 * column leaves room for the figures. A desk keeps the full bar.
 */
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1400, height: 900 };
const ANALYTICS_API = '/api/stats/performance/analytics';
const LANGUAGES = [
  { code: 'en', rtl: false },
  { code: 'he', rtl: true },
] as const;

async function useLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript({ content: `localStorage.setItem('facility.language', ${JSON.stringify(JSON.stringify(code))});` });
}

async function openDetailed(page: Page): Promise<void> {
  await page.goto('/dashboard/analytics/detailed');
  await expect(byTestId(page, 'analytics-table')).toBeVisible();
  await expect(byTestId(page, 'loading')).toHaveCount(0, { timeout: 30_000 });
}

/** Ticks the first option of one of the sheet's multi-selects and answers its label. */
async function pickFirst(page: Page, testId: string): Promise<string> {
  const field = byTestId(page, testId);
  await field.getByRole('button').click();
  const first = field.getByRole('listbox').getByRole('checkbox').first();
  const label = (await first.locator('xpath=..').innerText()).trim();
  await first.check();
  // The first Escape closes the list only; the sheet stays open.
  await page.keyboard.press('Escape');
  await expect(field.getByRole('listbox')).toBeHidden();
  return label;
}

for (const language of LANGUAGES) {
  test.describe(`phone filter and analytics table (${language.code})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language.code);
    });

    test('the filter folds to one short line that opens a sheet, and applying from it updates the line and the data', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await login(page, 'manager');
      await openDetailed(page);

      // Folded: one line in the sticky header, no full bar, no field taking the screen.
      const summary = byTestId(page, 'filter-summary');
      await expect(summary).toBeVisible();
      await expect(byTestId(page, 'filter-time-type')).toHaveCount(0);
      await expect(byTestId(page, 'extra-filter-panel')).toHaveCount(0);
      const header = (await page.locator('.app-header').boundingBox())!;
      expect(header.height, 'the sticky filter strip').toBeLessThanOrEqual(56);
      await expect(byTestId(page, 'filter-active-count')).toHaveCount(0);

      // Escape closes the sheet and gives the focus back to the line's button.
      const opener = byTestId(page, 'filter-summary-open');
      await opener.click();
      const sheet = byTestId(page, 'filter-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId('filter-time-type')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(opener).toBeFocused();

      // A period chosen in the sheet reloads the data once and shows on the line.
      const periodBefore = await byTestId(page, 'filter-summary-period').innerText();
      const subtitleBefore = await page.locator('.analytics-subtitle').innerText();
      await opener.click();
      const requests = recordRequests(page, ANALYTICS_API);
      await byTestId(page, 'filter-time-type').selectOption('last_week');
      await expect.poll(() => requests.all.length).toBe(1);
      expect(requests.all[0]!.searchParams.get('timeType')).toBe('last_week');
      const lastWeek = (await byTestId(page, 'filter-time-type').locator('option[value="last_week"]').innerText()).trim();

      // An extra filter applied from the sheet closes it, counts on the line and narrows the table.
      const rowsBefore = await page.locator('[data-testid^="analytics-row-"]').count();
      requests.clear();
      const building = await pickFirst(page, 'extra-building');
      await expect(sheet).toBeVisible();
      await byTestId(page, 'apply-extra-filter').click();
      await expect(sheet).toHaveCount(0);
      await expect.poll(() => requests.all.length).toBe(1);
      expect(requests.all[0]!.searchParams.get('building')).toBe(building);

      await expect(byTestId(page, 'filter-summary-period')).toHaveText(lastWeek);
      expect(lastWeek).not.toBe(periodBefore);
      await expect(byTestId(page, 'filter-summary-scope')).toHaveText(building);
      await expect(byTestId(page, 'filter-active-count')).toHaveText('1');
      await expect(page.locator('.analytics-subtitle')).not.toHaveText(subtitleBefore);
      await expect.poll(() => page.locator('[data-testid^="analytics-row-"]').count()).toBeLessThan(rowsBefore);
      await expect(page.locator('[data-testid^="analytics-row-"]').first()).toBeVisible();

      // Reset from the sheet clears the count again.
      await opener.click();
      await byTestId(page, 'reset-extra-filter').click();
      await expect(sheet).toHaveCount(0);
      await expect(byTestId(page, 'filter-active-count')).toHaveCount(0);
    });

    test("the analytics table's frozen room column leaves the figures room, and the page does not scroll sideways", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await login(page, 'manager');
      await openDetailed(page);

      const firstRow = page.locator('[data-testid^="analytics-row-"]').first();
      const roomCell = firstRow.locator('th');
      const cell = (await roomCell.boundingBox())!;
      expect(cell.width, 'the room column').toBeLessThanOrEqual(PHONE.width * 0.4);
      // Its first figure columns show beside it, inside the screen.
      for (const column of ['visits', 'complaints']) {
        const figure = (await firstRow.locator(`[data-testid^="analytics-cell-${column}-"]`).boundingBox())!;
        expect(figure.x, column).toBeGreaterThanOrEqual(0);
        expect(figure.x + figure.width, column).toBeLessThanOrEqual(PHONE.width);
      }
      // The name keeps its direction and is there whole for a pointer and a screen reader.
      const link = firstRow.locator('[data-testid^="analytics-room-link-"]');
      const name = link.locator('bdi');
      await expect(name).toHaveAttribute('dir', 'auto');
      expect(await link.getAttribute('title')).toContain((await name.textContent())!.trim());

      // The table scrolls inside its frame; the room column stays at the inline start.
      const wrap = page.locator('.analytics-detailed .table-wrap');
      await wrap.evaluate((element, rtl) => element.scrollBy({ left: rtl ? -600 : 600 }), language.rtl);
      await expect.poll(async () => Math.round((await roomCell.boundingBox())!.x)).toBe(Math.round(cell.x));
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    });

    test('a desk keeps the full filter bar and the wide room column', async ({ page }) => {
      await page.setViewportSize(DESK);
      await login(page, 'manager');
      await openDetailed(page);
      await expect(byTestId(page, 'filter-bar')).toBeVisible();
      await expect(byTestId(page, 'filter-time-type')).toBeVisible();
      await expect(byTestId(page, 'filter-summary')).toHaveCount(0);
      await byTestId(page, 'toggle-extra-filter').click();
      await expect(byTestId(page, 'extra-filter-panel')).toBeVisible();
      await expect(byTestId(page, 'filter-sheet')).toHaveCount(0);
      const roomLinks = page.locator('[data-testid^="analytics-row-"]').first().locator('.room-links');
      await expect(roomLinks).toBeVisible();
    });
  });
}
