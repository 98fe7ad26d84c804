import type { FilterCompany, Overview, RealtimeSnapshot } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

/** A local calendar date moved by whole days. */
function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The overview route over a custom range, as the strip asks it. */
const overviewOver = (page: Page, siteId: string, from: string, to: string) =>
  apiJson<Overview>(page, `/api/stats/performance/overview?siteId=${siteId}&timeType=custom_time&timeFrom=${from}&timeTo=${to}&viewTimeBy=day`);

/** How the strip writes a figure in English (exact numbers, minutes with their unit, "—" for none). */
function shown(series: string, value: number | null): string {
  if (value === null) return '—';
  const number = value.toLocaleString('en-US', { maximumFractionDigits: series === 'avg_score' ? 0 : 2 });
  return series === 'response_time_SLA' ? `${number} min` : number;
}

const SERIES = ['visits', 'complaints', 'callsOpened', 'response_time_SLA', 'avg_score'] as const;

test('the live strip shows today’s figures as the API counts them, and this week’s on demand', async ({ page }) => {
  await login(page, 'manager');
  const [company] = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const site = company!.sites[0]!;
  // The site's day, not the browser's.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.timezone }).format(new Date());

  const strip = byTestId(page, 'live-strip');
  await expect(strip).toBeVisible();
  await expect(byTestId(page, 'live-strip-period-today')).toHaveAttribute('aria-pressed', 'true');
  // The overview below keeps last month (spec §2).
  await expect(byTestId(page, 'overview-range')).toContainText('Last month');

  const todays = await overviewOver(page, site.site_id, today, today);
  const yesterdays = await overviewOver(page, site.site_id, addDays(today, -1), addDays(today, -1));
  for (const series of SERIES) {
    await expect(byTestId(page, `live-strip-value-${series}`)).toHaveText(shown(series, todays.totals[series]));
    await expect(byTestId(page, `live-strip-compare-${series}`)).toHaveText(`All of yesterday: ${shown(series, yesterdays.totals[series])}`);
  }
  const board = await apiJson<RealtimeSnapshot>(page, `/api/room/realtime?siteId=${site.site_id}`);
  const openCalls = board.rooms.reduce((sum, room) => sum + room.openCalls.length, 0);
  await expect(byTestId(page, 'live-strip-value-openCallsNow')).toHaveText(openCalls.toLocaleString('en-US'));
  // The demo had traffic yesterday, so the comparisons are not an empty shell (today may have
  // none yet: just after the site's midnight a quiet demo has counted nobody).
  expect(yesterdays.totals.visits).toBeGreaterThan(0);

  // This week: Sunday to today, against the same days of last week.
  await byTestId(page, 'live-strip-period-week').click();
  await expect(byTestId(page, 'live-strip-period-week')).toHaveAttribute('aria-pressed', 'true');
  const sunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  const week = await overviewOver(page, site.site_id, sunday, today);
  const lastWeek = await overviewOver(page, site.site_id, addDays(sunday, -7), addDays(today, -7));
  for (const series of SERIES) {
    await expect(byTestId(page, `live-strip-value-${series}`)).toHaveText(shown(series, week.totals[series]));
    await expect(byTestId(page, `live-strip-compare-${series}`)).toHaveText(`Same days last week: ${shown(series, lastWeek.totals[series])}`);
  }
  await expect(byTestId(page, 'live-strip-range')).toContainText('so far');

  // The strip follows the site's live channel.
  await expect(byTestId(page, 'live-strip-status')).toHaveText('Live');
});

test('the live strip fits a phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'manager');
  await expect(byTestId(page, 'live-strip-value-visits')).not.toHaveText('—');
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
});
