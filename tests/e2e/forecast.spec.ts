import type { Forecast } from '@facility/contracts';
import { expect, test } from '@playwright/test';
import { apiJson, byTestId, login } from './support/dashboard.ts';

/** A number as the English dashboard writes an expected count (one decimal at most). */
const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "12.5 visits", "1 visit": the count and its noun, singular only for exactly one. */
const counted = (value: number, noun: string) => new RegExp(`^${escape(english.format(value))} ${noun}${value === 1 ? '' : 's'}$`);

test('the suggestion screen shows the next 7 days with the figures GET /api/forecast answers', async ({ page }) => {
  await login(page, 'manager');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forecast' && response.status() === 200);
  await page.goto('/dashboard/suggestion');
  const response = await answered;
  const url = new URL(response.url());
  expect(url.searchParams.get('days')).toBe('7');
  const forecast = (await response.json()) as Forecast;
  // Asked directly with the same session, the API says the same: the page shows it, nothing else.
  expect(await apiJson<Forecast>(page, `${url.pathname}${url.search}`)).toEqual(forecast);

  const section = byTestId(page, 'forecast');
  await expect(section.getByRole('heading', { name: 'Next 7 days' })).toBeVisible();
  expect(forecast.days).toHaveLength(7);
  await expect(section.locator('.forecast-day')).toHaveCount(7);
  // The demo has history: something is expected, and the back-test could run.
  expect(forecast.days.some((day) => day.shifts.some((shift) => (shift.visits ?? 0) > 0))).toBe(true);
  expect(forecast.backtest).not.toBeNull();

  for (const day of forecast.days) {
    const shifts = byTestId(page, `forecast-day-${day.date}`).locator('.forecast-shift');
    await expect(shifts).toHaveCount(day.shifts.length);
    for (const shift of day.shifts) {
      const row = byTestId(page, `forecast-shift-${day.date}-${shift.shiftNumber}`);
      if (shift.visits === null) {
        await expect(row).toContainText('No history yet');
        continue;
      }
      await expect(row.locator('[data-figure="visits"]')).toHaveText(counted(shift.visits, 'visit'));
      await expect(row.locator('[data-figure="complaints"]')).toHaveText(counted(shift.complaints ?? 0, 'complaint'));
      if (shift.rounds !== null) await expect(row.locator('[data-figure="rounds"]')).toHaveText(counted(shift.rounds, 'round'));
    }
  }

  // The busiest room-shift of the week heads the list.
  const top = forecast.days
    .flatMap((day) => day.shifts.flatMap((shift) => shift.rooms.map((room) => room.visits ?? -1)))
    .reduce((max, visits) => Math.max(max, visits), -1);
  await expect(byTestId(page, 'forecast-busiest').locator('li').first().locator('[data-figure="visits"]')).toHaveText(counted(top, 'visit'));

  const mae = Math.round(forecast.backtest!.visits.mae * 10) / 10;
  await expect(byTestId(page, 'forecast-backtest')).toContainText(`Last week's forecast was off by ${english.format(mae)} visit`);
});
