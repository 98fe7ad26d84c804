import { expect, test } from '@playwright/test';
import { formatSeriesValue } from '../../web/src/components/charts/series-format.ts';
import { OVERVIEW_SERIES, type SeriesName } from '../../web/src/components/charts/overview-series.ts';
import { apiJson, byTestId, login } from './support/dashboard.ts';

interface Overview {
  timeFrom: string;
  timeTo: string;
  currency: string | null;
  totals: Record<SeriesName, number | null>;
  trends: Record<SeriesName, { percent: number | null; direction: string; good: boolean | null }>;
}

test("the overview's numbers are the API's, for the manager's site over last month", async ({ page }) => {
  await login(page, 'manager');
  const sites = await apiJson<{ sites: { site_id: string }[] }[]>(page, '/api/filter/site-company-list');
  const siteId = sites[0]!.sites[0]!.site_id;
  const overview = await apiJson<Overview>(page, `/api/stats/performance/overview?siteId=${siteId}&timeType=last_month&viewTimeBy=day`);
  // The demo has real traffic: a comparison of zeros would prove nothing.
  expect(overview.totals.visits).toBeGreaterThan(1_000);

  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  const context = { locale: 'en', units: { minutes: 'min', hours: 'h' }, currency: overview.currency };
  for (const series of OVERVIEW_SERIES) {
    await expect(byTestId(page, `overview-card-value-${series}`), series).toHaveText(formatSeriesValue(series, overview.totals[series], context));
    const trend = overview.trends[series];
    if (trend.percent !== null && trend.percent !== 0) {
      await expect(byTestId(page, `overview-card-trend-${series}`), `${series} trend`).toContainText(`${Math.abs(trend.percent)}%`);
    }
  }
  // Good and bad news are told apart by colour class.
  const complaintsTrend = byTestId(page, 'overview-card-trend-complaints');
  const complaints = overview.trends.complaints;
  if (complaints.good !== null) await expect(complaintsTrend).toHaveClass(complaints.good ? /good/ : /bad/);
});
