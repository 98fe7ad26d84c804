import { expect, test } from '@playwright/test';
import type { AnalysisReport } from '@facility/contracts';
import { apiJson, byTestId, login, recordRequests } from './support/dashboard.ts';

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
  const periodTimeType = await byTestId(page, 'filter-time-type').inputValue();
  const requests = recordRequests(page, '/api/stats/performance/overview');
  const reports = recordRequests(page, '/api/stats/performance/analysis-report');
  await byTestId(page, 'performance-period-3').click();
  await expect.poll(() => requests.all.length).toBe(1);
  const drilled = requests.all[0]!.searchParams;
  expect(drilled.get('timeType')).toBe('custom_time');
  expect(drilled.get('timeFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(drilled.get('timeTo')).toBe(drilled.get('timeFrom'));
  await expect(byTestId(page, 'filter-time-type')).toHaveValue('custom_time');
  await expect(byTestId(page, 'filter-time-from')).toHaveValue(drilled.get('timeFrom')!);

  // The day opens its hours, rooms and calls (not the daily chart with one bar), from one
  // analysis report of that day; what it shows is what the API says of that day.
  await expect(byTestId(page, 'performance-day')).toBeVisible();
  await expect(byTestId(page, 'performance-chart')).toHaveCount(0);
  // (Live messages from the server's timers may refresh it: every request is for that day.)
  await expect.poll(() => reports.all.length).toBeGreaterThan(0);
  for (const url of reports.all) {
    expect(url.searchParams.get('timeFrom')).toBe(drilled.get('timeFrom'));
    expect(url.searchParams.get('timeTo')).toBe(drilled.get('timeFrom'));
  }
  const reportUrl = reports.all.at(-1)!;
  const report = await apiJson<AnalysisReport>(page, `${reportUrl.pathname}${reportUrl.search}`);
  expect(report.analytics.hourData).toHaveLength(24);
  await expect(byTestId(page, 'performance-day-hours')).toBeVisible();
  await expect(page.locator('[data-testid^="performance-hour-"]')).toHaveCount(24);

  const activeRooms = report.analytics.rows.filter((row) => row.visits + row.complaints + row.maintenanceComplaints + row.callsOpened + row.arrivals > 0);
  const roomRows = page.locator('tr[data-testid^="performance-day-room-"]');
  await expect(roomRows).toHaveCount(activeRooms.length);
  for (const room of activeRooms.slice(0, 3)) {
    const row = byTestId(page, `performance-day-room-${room.roomId}`);
    await expect(row.locator('td').nth(1)).toHaveText(room.visits.toLocaleString('en-US'));
    await expect(byTestId(page, `performance-day-room-link-${room.roomId}`)).toHaveAttribute('href', `/dashboard/roomAnalytics/${encodeURIComponent(room.roomId)}`);
  }

  const callRows = page.locator('tr[data-testid^="performance-day-call-"]');
  await expect(callRows).toHaveCount(report.calls.calls.length);
  if (report.calls.calls.length > 0) {
    // Newest first, each with its SLA state.
    const newest = [...report.calls.calls].sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt))[0]!;
    await expect(callRows.first()).toHaveAttribute('data-testid', `performance-day-call-${newest.callId}`);
    await expect(byTestId(page, `performance-day-call-sla-${newest.callId}`)).toHaveClass(new RegExp(`sla-${newest.slaState}`));
  }

  // Back returns to the period view with the filter it had.
  await byTestId(page, 'performance-drill-back').click();
  await expect(byTestId(page, 'filter-time-type')).toHaveValue(periodTimeType);
  await expect(byTestId(page, 'performance-chart')).toBeVisible();
  await expect(byTestId(page, 'performance-day')).toHaveCount(0);
});
