import { expect, test } from '@playwright/test';
import { byTestId, login, recordRequests } from './support/dashboard.ts';

test('clicking a day on the performance chart drills down to that day; other views say drill-down is daily only', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'performance-chart')).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);

  // Weekly view: a click explains instead of drilling down.
  await byTestId(page, 'filter-view-by').selectOption('week');
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await byTestId(page, 'performance-period-1').click();
  await expect(byTestId(page, 'performance-drilldown-hint')).toHaveText('Drill-down available only in the daily view');

  // Daily view: the clicked day becomes a custom one-day range, loaded once.
  await byTestId(page, 'filter-view-by').selectOption('day');
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const requests = recordRequests(page, '/api/stats/performance/overview');
  await byTestId(page, 'performance-period-3').click();
  await expect.poll(() => requests.all.length).toBe(1);
  const drilled = requests.all[0]!.searchParams;
  expect(drilled.get('timeType')).toBe('custom_time');
  expect(drilled.get('timeFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(drilled.get('timeTo')).toBe(drilled.get('timeFrom'));
  await expect(byTestId(page, 'filter-time-type')).toHaveValue('custom_time');
  await expect(byTestId(page, 'filter-time-from')).toHaveValue(drilled.get('timeFrom')!);
});
