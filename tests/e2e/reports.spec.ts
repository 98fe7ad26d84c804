import { type AnalysisReport } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { apiJson, byTestId, chooseLanguage, login } from './support/dashboard.ts';

/**
 * Reports an analyst can send (issue 18): the printable analysis report of a filter, its
 * Excel workbook, and a link that reopens the same filter. Every figure is checked against
 * the analysis-report answer of the API for the same filter.
 */

const reportAnswer = (page: Page) => {
  const search = new URL(page.url()).search.slice(1);
  return apiJson<AnalysisReport>(page, `/api/stats/performance/analysis-report?${search}&callsLimit=1000`);
};

/** The site's wall clock of an instant, as the workbook writes it (yyyy-mm-dd hh:mm). */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

async function openReport(page: Page, timeType?: string): Promise<AnalysisReport> {
  await page.goto('/dashboard/performance');
  if (timeType) await byTestId(page, 'filter-time-type').selectOption(timeType);
  await byTestId(page, 'open-report').click();
  await page.waitForURL(/\/dashboard\/report\?siteId=/);
  await expect(byTestId(page, 'report-calls')).toBeVisible();
  return reportAnswer(page);
}

async function downloadWorkbook(page: Page): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await byTestId(page, 'report-excel').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await file.path())!);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

test('the report of a filter shows the figures, rooms, complaints and calls of the API', async ({ page }) => {
  await login(page, 'manager');
  const report = await openReport(page);

  await expect(byTestId(page, 'report-room-row')).toHaveCount(report.analytics.rows.length);
  await expect(byTestId(page, 'report-total-visits')).toHaveText(report.analytics.totals.visits.toLocaleString('en-US'));
  await expect(byTestId(page, 'report-total-callsOpened')).toHaveText(report.analytics.totals.callsOpened.toLocaleString('en-US'));
  await expect(byTestId(page, 'report-call-row')).toHaveCount(report.calls.calls.length);
  await expect(byTestId(page, 'report-chart-traffic').locator('svg').first()).toBeVisible();
  await expect(byTestId(page, 'report-chart-calls').locator('svg').first()).toBeVisible();
  await expect(byTestId(page, 'report-figure-visits').locator('dd')).toHaveText(report.overview.totals.visits!.toLocaleString('en-US'));
});

test('the workbook holds the same rooms and calls, at the site’s time', async ({ page }) => {
  await login(page, 'manager');
  const report = await openReport(page);
  const workbook = await downloadWorkbook(page);

  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Overview', 'Rooms', 'Complaints', 'Calls']);
  const rooms = workbook.getWorksheet('Rooms')!;
  // Header, one row per room, the total.
  expect(rooms.rowCount).toBe(report.analytics.rows.length + 2);
  expect(rooms.getRow(rooms.rowCount).getCell(2).value).toBe(report.analytics.totals.visits);
  const calls = workbook.getWorksheet('Calls')!;
  expect(calls.rowCount).toBe(report.calls.calls.length + 1);
  const first = report.calls.calls[0]!;
  const opened = calls.getRow(2).getCell(1).value as Date;
  expect(opened.toISOString().slice(0, 16).replace('T', ' ')).toBe(wallClock(first.openedAt, report.timezone));
  expect(calls.getRow(2).getCell(8).value).toBe(first.responseMinutes);
  const overview = workbook.getWorksheet('Overview')!;
  expect(overview.rowCount).toBe(report.overview.series.visits.length + 1);
});

test('the printed report keeps one section a page and leaves the menus out', async ({ page }) => {
  await login(page, 'manager');
  await openReport(page);
  await page.emulateMedia({ media: 'print' });
  await expect(byTestId(page, 'report-excel')).toBeHidden();
  await expect(page.locator('.side-nav')).toBeHidden();
  await expect(byTestId(page, 'chat-button')).toBeHidden();
  for (const section of ['report-overview', 'report-rooms', 'report-complaints', 'report-calls']) {
    await expect(byTestId(page, section), section).toHaveCSS('break-before', 'page');
  }
  const pdf = (await page.pdf({ format: 'A4', landscape: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(5);
});

test('a report link reopens the same filter for a Hebrew reader, right to left, workbook too', async ({ page, browser }) => {
  await login(page, 'manager');
  const report = await openReport(page, 'last_week');
  const link = new URL(page.url());
  expect(link.searchParams.get('timeType')).toBe('last_week');

  // Another session, another language, its own filter: the link alone decides the report.
  const other = await browser.newPage();
  await login(other, 'manager');
  await chooseLanguage(other, 'he');
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(byTestId(other, 'analysis-report')).toHaveAttribute('data-period', `${report.timeFrom}/${report.timeTo}`);
  await expect(byTestId(other, 'report-room-row')).toHaveCount(report.analytics.rows.length);
  await expect(byTestId(other, 'report-total-visits')).toHaveText(report.analytics.totals.visits.toLocaleString('he'));
  const workbook = await downloadWorkbook(other);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['סיכום', 'סקירה', 'חדרים', 'תלונות', 'קריאות']);
  expect(workbook.getWorksheet('חדרים')!.views[0]?.rightToLeft).toBe(true);
  await other.close();
});
