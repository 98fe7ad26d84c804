import { SERIES_NAMES, type FilterCompany, type Overview } from '@facility/contracts';
import { expect, test } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

/**
 * A card's figure read back as a number, and how exact the card can be: "168.9k" is 168,900
 * to the nearest 50, "38 min" 38 to the nearest half minute, "1.2 h" 72 minutes to the
 * nearest 3, "₪93.1k" 93,100 to the nearest 50. The test knows these notations (spec §9)
 * without using the app's formatter, so a wrong figure cannot be hidden by the same
 * mistake on both sides.
 */
function readFigure(text: string): { value: number; tolerance: number } {
  const match = /(-?[\d,]+(?:\.(\d+))?)\s*(k|h|min)?/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no number in "${text}"`);
  const decimals = match[2]?.length ?? 0;
  const step = 10 ** -decimals;
  const number = Number(match[1]!.replace(/,/g, ''));
  const scale = match[3] === 'k' ? 1_000 : match[3] === 'h' ? 60 : 1;
  return { value: number * scale, tolerance: (step / 2) * scale + 1e-9 };
}

test("the overview's numbers are the API's, for the manager's site over last month", async ({ page }) => {
  await login(page, 'manager');
  const sites = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const siteId = sites[0]!.sites[0]!.site_id;
  const overview = await apiJson<Overview>(page, `/api/stats/performance/overview?siteId=${siteId}&timeType=last_month&viewTimeBy=day`);
  // The demo has real traffic: a comparison of zeros would prove nothing.
  expect(overview.totals.visits).toBeGreaterThan(1_000);
  expect(overview.totals.complaints).toBeGreaterThan(0);

  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  for (const series of SERIES_NAMES) {
    const card = byTestId(page, `overview-card-value-${series}`);
    const total = overview.totals[series];
    if (total === null) {
      await expect(card, series).toHaveText('—');
    } else {
      const shown = readFigure((await card.textContent()) ?? '');
      expect(Math.abs(shown.value - total), `${series}: card ${shown.value} vs API ${total}`).toBeLessThanOrEqual(shown.tolerance);
    }

    // Every trend badge tells the API's trend: the percentage when there is one, and the
    // colour of good news, bad news or neither.
    const trend = overview.trends[series];
    const badge = byTestId(page, `overview-card-trend-${series}`);
    await expect(badge, `${series} direction`).toHaveAttribute('data-direction', trend.direction);
    if (trend.percent === null) await expect(badge, `${series} without a trend`).not.toContainText('%');
    else {
      await expect(badge, `${series} trend`).toContainText('%');
      const percent = Number(/([\d.,]+)%/.exec((await badge.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
      expect(Math.abs(percent - Math.abs(trend.percent)), `${series}: badge ${percent}% vs API ${trend.percent}%`).toBeLessThanOrEqual(0.05);
    }
    await expect(badge, `${series} tone`).toHaveClass(trend.good === true ? /\bgood\b/ : trend.good === false ? /\bbad\b/ : /\bis-neutral\b/);
  }
  // The demo's last month moved: at least one series must carry a percentage, or the loop proved nothing about trends.
  expect(SERIES_NAMES.some((series) => overview.trends[series].percent !== null)).toBe(true);
});
