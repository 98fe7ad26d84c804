import type { FilterCompany, FilterOptions } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId, chooseLanguage, login } from './support/dashboard.ts';
import { dictionaryKeys, englishLeftovers } from './support/english-strings.ts';

/** The dashboard's screens, each with an element that says its data arrived. */
const screensOf = (roomId: string) => [
  { path: '/dashboard', ready: 'overview-card-value-visits' },
  { path: '/dashboard/performance', ready: 'performance-chart' },
  { path: '/dashboard/analytics/detailed', ready: 'analytics-table' },
  { path: '/dashboard/analytics/analyses', ready: 'analytics-hour-chart' },
  { path: '/dashboard/suggestion', ready: 'filter-bar' },
  { path: '/dashboard/roiCalculator', ready: 'roi-payback' },
  { path: `/dashboard/roomAnalytics/${roomId}`, ready: 'room-analytics-hour-chart' },
  { path: `/dashboard/roomAnalyticsLog/${roomId}`, ready: 'room-analytics-log-table' },
  { path: `/dashboard/cleanerArrival/${roomId}`, ready: 'cleaner-arrival-table' },
  { path: `/dashboard/roomExposures/${roomId}`, ready: 'room-exposures-table' },
  { path: `/dashboard/serviceLog/cleanLog/${roomId}`, ready: 'service-log-table' },
  { path: '/real-time', ready: 'realtime-board' },
  { path: '/real-time/maintenance', ready: 'realtime-board' },
];

/** A washroom of the manager's site that has counters, calls and arrivals in the demo. */
async function busyRoom(page: Page): Promise<string> {
  const [company] = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const options = await apiJson<FilterOptions>(page, `/api/filter/options/${company!.company_id}`);
  // "שירותי" (restrooms): the demo's washrooms have every kind of device.
  return (options.rooms.find((room) => room.display_name.startsWith('שירותי')) ?? options.rooms[0]!).id;
}

/**
 * Every line of text a user can see, plus the options of the selects, without the site's
 * own data (names of rooms, buildings, zones), which screens mark `translate="no"`.
 */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const options = await page.locator('select option').allInnerTexts();
  const data = new Set((await page.locator('[translate="no"]').allInnerTexts()).map((line) => line.trim()));
  return [...text.split('\n'), ...options].map((line) => line.trim()).filter((line) => line && !data.has(line));
}

for (const language of ['he', 'ar'] as const) {
  test(`${language}: the layout mirrors and no English is left on the dashboard screens`, async ({ page }) => {
    await login(page, 'manager');
    await chooseLanguage(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The side navigation sits on the right in a right-to-left page.
    const nav = await byTestId(page, 'side-nav').boundingBox();
    expect(nav!.x).toBeGreaterThan(700);

    const leftovers = englishLeftovers(language);
    const keys = dictionaryKeys();
    for (const screen of screensOf(await busyRoom(page))) {
      await page.goto(screen.path);
      await expect(byTestId(page, screen.ready).first()).toBeVisible();
      await expect(page.getByTestId('loading')).toHaveCount(0);
      const lines = await visibleLines(page);
      const english = lines.flatMap((line) => leftovers.filter((entry) => entry.pattern.test(line)).map((entry) => `${line} (${entry.key})`));
      const rawKeys = lines.filter((line) => keys.has(line));
      expect(english, `English on ${screen.path}`).toEqual([]);
      expect(rawKeys, `untranslated keys on ${screen.path}`).toEqual([]);
    }
    // The language is remembered across reloads (local storage).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('screenshots of the overview in English and Hebrew, and of performance', async ({ page }, testInfo) => {
  await login(page, 'manager');
  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('overview-en.png'), fullPage: true });
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'performance-chart')).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('performance-en.png'), fullPage: true });
  await chooseLanguage(page, 'he');
  await page.goto('/dashboard');
  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('overview-he.png'), fullPage: true });
});
