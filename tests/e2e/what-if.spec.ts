import type { WhatIfLine, WhatIfRealSettings, WhatIfResult } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId, chooseLanguage, login } from './support/dashboard.ts';
import { dictionaryKeys, englishLeftovers } from './support/english-strings.ts';

/** The NDJSON lines of a what-if answer. */
const linesOf = (body: string): WhatIfLine[] =>
  body
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as WhatIfLine);

const resultOf = (lines: readonly WhatIfLine[]): WhatIfResult => {
  const last = lines.at(-1);
  if (last?.type !== 'result') throw new Error(`the answer ended without a result: ${JSON.stringify(last)}`);
  return last.result;
};

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

async function siteOf(page: Page): Promise<string> {
  const select = byTestId(page, 'what-if-site');
  await expect(select).toBeVisible();
  return select.inputValue();
}

test('a what-if with a tighter SLA runs with a progress bar and shows what happened beside what would have', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/what-if');
  await expect(page.getByRole('heading', { name: 'What-if replays' })).toBeVisible();
  await expect(byTestId(page, 'what-if-arrivals-note')).toContainText('the cleaners arrive when they really did');

  const siteId = await siteOf(page);
  const real = await apiJson<WhatIfRealSettings>(page, `/api/what-if/settings?siteId=${encodeURIComponent(siteId)}`);
  // The form starts from the site's real settings.
  await expect(byTestId(page, 'what-if-counter-threshold')).toHaveValue(String(real.counterThreshold));
  await expect(byTestId(page, 'what-if-repeat-window')).toHaveValue('60');
  for (const shift of real.shifts) await expect(byTestId(page, `what-if-min-sla-${shift.shiftNumber}`)).toHaveValue(String(shift.minSla));

  // Every shift's calls late after 2 minutes and escalated after 3.
  for (const shift of real.shifts) {
    await byTestId(page, `what-if-min-sla-${shift.shiftNumber}`).fill('2');
    await byTestId(page, `what-if-max-sla-${shift.shiftNumber}`).fill('3');
  }
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/what-if' && request.method() === 'POST');
  await byTestId(page, 'what-if-run').click();
  const request = await asked;
  // Only what was changed is sent; the period is the default: the 30 days up to yesterday.
  const sent = request.postDataJSON() as { siteId: string; from: string; to: string; settings: Record<string, unknown> };
  expect(sent.settings).toEqual({ shifts: real.shifts.map((shift) => ({ shiftNumber: shift.shiftNumber, minSla: 2, maxSla: 3 })) });
  expect(Date.parse(sent.to) - Date.parse(sent.from)).toBe(29 * 86_400_000);
  // The bar follows the replay's progress lines while the page reads the answer as it streams.
  await expect(byTestId(page, 'what-if-progress').getByRole('progressbar')).toBeVisible();

  // The same request answered to the test: progress lines up to 1, then the result the page shows.
  const direct = await page.request.post('/api/what-if', { data: sent });
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toContain('application/x-ndjson');
  const lines = linesOf(await direct.text());
  const progress = lines.filter((line) => line.type === 'progress').map((line) => line.done);
  expect(progress.length).toBeGreaterThan(2);
  expect(progress.at(-1)).toBe(1);
  const result = resultOf(lines);

  // The progress finished and gave way to the comparison.
  await expect(byTestId(page, 'what-if-results')).toBeVisible({ timeout: 60_000 });
  await expect(byTestId(page, 'what-if-progress')).toHaveCount(0);
  const table = byTestId(page, 'what-if-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'What happened', 'What-if', 'Difference']);
  for (const key of ['callsOpened', 'late', 'escalated'] as const) {
    await expect(byTestId(page, `what-if-actual-${key}`)).toHaveText(count.format(result.actual[key]));
    await expect(byTestId(page, `what-if-whatif-${key}`)).toHaveText(count.format(result.whatIf[key]));
  }
  // The same calls open (the SLA opens none); more of them count as late and escalated, for the worse.
  expect(result.whatIf.callsOpened).toBe(result.actual.callsOpened);
  await expect(byTestId(page, 'what-if-diff-callsOpened')).toHaveText('0');
  for (const key of ['late', 'escalated'] as const) {
    expect(result.whatIf[key]).toBeGreaterThan(result.actual[key]);
    const cell = byTestId(page, `what-if-diff-${key}`);
    await expect(cell).toContainText(`+${count.format(result.whatIf[key] - result.actual[key])}`);
    await expect(cell).toHaveClass(/what-if-worse/);
  }
  await expect(byTestId(page, 'what-if-chart').locator('li')).toHaveCount(new Set([...result.actual.openedByDay, ...result.whatIf.openedByDay].map((day) => day.date)).size);

  // With the site's own settings, the replay gives back what happened, figure for figure.
  const same = await page.request.post('/api/what-if', { data: { siteId, from: sent.from, to: sent.to, settings: {} } });
  expect(same.status()).toBe(200);
  const replayed = resultOf(linesOf(await same.text()));
  expect(replayed.whatIf).toEqual(replayed.actual);
  expect(replayed.actual).toEqual(result.actual);
});

test('a period the replay cannot take is refused with the field named, and the page says what to fix', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/what-if');
  const siteId = await siteOf(page);
  const refused = await page.request.post('/api/what-if', { data: { siteId, from: '2026-01-01', to: '2026-06-01', settings: {} } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { 'invalid-params': { name: string }[] })['invalid-params'].map((param) => param.name)).toEqual(['body/to']);

  await byTestId(page, 'what-if-from').fill('2025-01-01');
  await byTestId(page, 'what-if-run').click();
  await expect(byTestId(page, 'what-if-error')).toContainText('Check the period');
});

test('a run asked after the session ended goes back to the login, as every other page does', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/what-if');
  await expect(byTestId(page, 'what-if-run')).toBeEnabled();
  // The session cookie is gone (signed out in another tab, or expired): the run answers 401.
  await page.context().clearCookies();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/what-if');
  await byTestId(page, 'what-if-run').click();
  expect((await answered).status()).toBe(401);
  await page.waitForURL(/\/login$/);
  await expect(byTestId(page, 'login-email')).toBeVisible();
});

for (const language of ['he', 'ar'] as const) {
  test(`${language}: the what-if page and its comparison read right to left, with no English left`, async ({ page }) => {
    await login(page, 'manager');
    await chooseLanguage(page, language);
    await page.goto('/dashboard/what-if');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const threshold = byTestId(page, 'what-if-counter-threshold');
    await expect(threshold).toBeVisible();
    await threshold.fill('10');
    await byTestId(page, 'what-if-run').click();
    await expect(byTestId(page, 'what-if-results')).toBeVisible({ timeout: 60_000 });
    // The figure names start at the right, the numbers end at the left of their cells.
    const table = await byTestId(page, 'what-if-table').boundingBox();
    const name = await byTestId(page, 'what-if-row-late').getByRole('rowheader').boundingBox();
    expect(name!.x + name!.width).toBeGreaterThan(table!.x + table!.width - 20);

    const leftovers = englishLeftovers(language);
    const keys = dictionaryKeys();
    const data = new Set((await page.locator('select option').allInnerTexts()).map((line) => line.trim()));
    const lines = (await page.locator('main').innerText()).split('\n').map((line) => line.trim()).filter((line) => line && !data.has(line));
    expect(lines.flatMap((line) => leftovers.filter((entry) => entry.pattern.test(line)).map((entry) => `${line} (${entry.key})`))).toEqual([]);
    expect(lines.filter((line) => keys.has(line))).toEqual([]);
  });
}
