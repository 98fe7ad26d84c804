import { expect, test } from '@playwright/test';
import type { AnalysisReport, ReportCall } from '@facility/contracts';
import { apiJson, byTestId, login, recordRequests } from './support/dashboard.ts';

/** The site-local hour of day an instant falls in. */
const siteHour = (instant: string, timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(instant))) % 24;
/** The site-local date (yyyy-mm-dd) an instant falls on. */
const siteDate = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(instant));

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

  // A night shift counts for the day it started: its calls after midnight write their own
  // date beside the time, and a note says why; the day's own calls show the time alone.
  const day = drilled.get('timeFrom')!;
  const nextDate = report.calls.calls.filter((call) => siteDate(call.openedAt, report.timezone) !== day);
  const sameDate = report.calls.calls.filter((call) => siteDate(call.openedAt, report.timezone) === day);
  await expect(byTestId(page, 'performance-day-night-note')).toHaveCount(nextDate.length > 0 ? 1 : 0);
  if (nextDate[0]) await expect(byTestId(page, `performance-day-call-${nextDate[0].callId}`).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/);
  if (sameDate[0]) await expect(byTestId(page, `performance-day-call-${sameDate[0].callId}`).locator('time')).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);

  // An hour narrows the day's calls to those opened in it (site-local, as the hours chart
  // counts them: a night shift's calls after midnight are the early hours of this day), from
  // the same answer. The busiest hour of the answer, so the journey holds whenever it runs.
  expect(report.calls.calls.length).toBe(report.calls.total);
  expect(report.calls.calls.length).toBeGreaterThan(0);
  const byHour = new Map<number, ReportCall[]>();
  for (const call of report.calls.calls) {
    const hourOf = siteHour(call.openedAt, report.timezone);
    byHour.set(hourOf, [...(byHour.get(hourOf) ?? []), call]);
  }
  const [hour, hourCalls] = [...byHour].sort(([hourA, a], [hourB, b]) => b.length - a.length || hourA - hourB)[0]!;
  const chip = byTestId(page, 'performance-day-hour-chip');
  await expect(chip).toHaveCount(0);
  await byTestId(page, `performance-hour-${hour}`).click();
  await expect(chip).toHaveText(new RegExp(`^\\u2068?0?${hour % 12 || 12}:00\\D`));
  await expect(callRows).toHaveCount(hourCalls.length);
  for (const call of hourCalls) await expect(byTestId(page, `performance-day-call-${call.callId}`)).toBeVisible();
  await expect(byTestId(page, 'performance-day-calls-title')).toHaveText(new RegExp(`: ${hourCalls.length}$`));
  // The report counts rooms per day: they stay, and say so.
  await expect(roomRows).toHaveCount(activeRooms.length);
  await expect(byTestId(page, 'performance-day-rooms-note')).toBeVisible();

  // The chip clears it from the keyboard, and focus goes back to that hour's bar, which a key chooses again.
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(chip).toHaveCount(0);
  await expect(callRows).toHaveCount(report.calls.calls.length);
  await expect(byTestId(page, `performance-hour-${hour}`)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(callRows).toHaveCount(hourCalls.length);
  await chip.click();
  await expect(callRows).toHaveCount(report.calls.calls.length);
  await expect(byTestId(page, 'performance-day-rooms-note')).toHaveCount(0);

  // Back returns to the period view with the filter it had.
  await byTestId(page, 'performance-drill-back').click();
  await expect(byTestId(page, 'filter-time-type')).toHaveValue(periodTimeType);
  await expect(byTestId(page, 'performance-chart')).toBeVisible();
  await expect(byTestId(page, 'performance-day')).toHaveCount(0);
});

test('on a phone the day fits its cards: rooms and calls are stacked rows with their figures labelled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'manager');
  await page.goto('/dashboard/performance');
  await expect(page.getByTestId('loading')).toHaveCount(0);
  // The period view is by day by default.
  await byTestId(page, 'performance-period-3').click();
  await expect(byTestId(page, 'performance-day')).toBeVisible();
  const callRows = page.locator('tr[data-testid^="performance-day-call-"]');
  await expect(callRows.first()).toBeVisible();

  // Nothing scrolls sideways: not the page, not a card, not a table in it.
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await page
    .locator('.day-view .card, .day-view .table-wrap')
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.className));
  expect(overflowing).toEqual([]);

  // A call is a row of its own: time, then its room below it, then its labelled figures.
  const call = callRows.first();
  await expect(call).toHaveCSS('display', 'grid');
  const opened = (await call.locator('td').nth(0).boundingBox())!;
  const room = (await call.locator('td').nth(1).boundingBox())!;
  expect(room.y).toBeGreaterThan(opened.y + opened.height - 1);
  await expect(call.locator('td[data-label="Response time"]')).toBeVisible();
  // The column headers are for screen readers only.
  expect((await byTestId(page, 'performance-day-calls').locator('thead').boundingBox())!.width).toBeLessThanOrEqual(1);
  // A room too, its name above its labelled figures.
  const roomRow = page.locator('tr[data-testid^="performance-day-room-"]').first();
  await expect(roomRow).toHaveCSS('display', 'grid');
  await expect(roomRow.locator('td[data-label="Visits"]')).toBeVisible();
});
