import { expect, test, type Locator } from '@playwright/test';
import type { DeviceStatusItem, FilterCompany } from '@facility/contracts';
import { apiJson, byTestId, login, multiSelectButton, multiSelectSummary, pickOptions, recordRequests } from './support/dashboard.ts';

const OVERVIEW_API = '/api/stats/performance/overview';

/** The values a select offers, without its empty placeholder. */
const optionValues = async (select: Locator) => (await select.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''))).filter(Boolean);

test('each change of site, time type and view-by reloads the data once, with the new filter', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'filter-site')).toBeVisible();
  const requests = recordRequests(page, OVERVIEW_API);
  await page.waitForLoadState('networkidle');

  // Pick a company with several sites, then another site of it.
  const company = byTestId(page, 'filter-company');
  const companies = await optionValues(company);
  let siteValues: string[] = [];
  for (const id of companies) {
    requests.clear();
    await company.selectOption(id);
    await page.waitForLoadState('networkidle');
    siteValues = await optionValues(byTestId(page, 'filter-site'));
    if (siteValues.length > 1) break;
  }
  expect(siteValues.length, 'a demo company with two sites').toBeGreaterThan(1);

  requests.clear();
  await byTestId(page, 'filter-site').selectOption(siteValues[1]!);
  await expect.poll(() => requests.all.length).toBe(1);
  expect(requests.all[0]!.searchParams.get('siteId')).toBe(siteValues[1]);

  requests.clear();
  await byTestId(page, 'filter-time-type').selectOption('last_week');
  await expect.poll(() => requests.all.length).toBe(1);
  expect(requests.all[0]!.searchParams.get('timeType')).toBe('last_week');

  requests.clear();
  await byTestId(page, 'filter-view-by').selectOption('week');
  await expect.poll(() => requests.all.length).toBe(1);
  expect(requests.all[0]!.searchParams.get('viewTimeBy')).toBe('week');

  // Quarter and year are never viewed by day: the view switches to weeks.
  requests.clear();
  await byTestId(page, 'filter-time-type').selectOption('last_quarter');
  await expect.poll(() => requests.all.length).toBe(1);
  await expect(byTestId(page, 'filter-view-by')).toHaveValue('week');
  await expect(byTestId(page, 'filter-view-by').locator('option[value="day"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(requests.all).toHaveLength(1);
});

test("a room screen opened on a room of another site shows that site's figures", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'filter-site')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const selected = await byTestId(page, 'filter-site').inputValue();
  const selectedCompany = await byTestId(page, 'filter-company').inputValue();
  // A room of another site, as a link in a mail or a colleague's address would open it.
  const list = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const other = list.flatMap((company) => company.sites.map((site) => ({ companyId: company.company_id, siteId: site.site_id }))).find((site) => site.siteId !== selected)!;
  const [room] = await apiJson<{ id: string }[]>(page, `/api/admin/rooms?siteId=${other.siteId}`);
  const requests = recordRequests(page, OVERVIEW_API);
  await page.goto(`/dashboard/roomAnalytics/${room!.id}`);
  await expect(byTestId(page, 'filter-site')).toHaveValue(other.siteId);
  await expect(byTestId(page, 'filter-company')).toHaveValue(other.companyId);
  // Every figure asked for is the room's site's, none of the site selected before.
  await expect.poll(() => requests.all.some((url) => url.searchParams.get('siteId') === other.siteId)).toBe(true);
  expect(requests.all.filter((url) => url.searchParams.get('rooms') === room!.id).every((url) => url.searchParams.get('siteId') === other.siteId)).toBe(true);

  // Another place chosen on the room's screen leaves it for that place's analytics (the room is not there).
  await byTestId(page, 'filter-company').selectOption(selectedCompany);
  await expect(page).toHaveURL(/\/dashboard\/analytics\/detailed$/);
  await expect(byTestId(page, 'filter-company')).toHaveValue(selectedCompany);
});

test("a link naming a site and a device (a device alert mail's) opens that device on that site", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/admin/devices');
  await expect(byTestId(page, 'devices-site')).toBeVisible();
  const selected = await byTestId(page, 'devices-site').inputValue();
  const list = await apiJson<FilterCompany[]>(page, '/api/filter/site-company-list');
  const others = list.flatMap((company) => company.sites.map((site) => ({ companyId: company.company_id, siteId: site.site_id }))).filter((site) => site.siteId !== selected);
  let other = others[0]!;
  let device: DeviceStatusItem | undefined;
  for (const site of others) {
    [device] = await apiJson<DeviceStatusItem[]>(page, `/api/sensor/status?siteId=${site.siteId}`);
    other = site;
    if (device) break;
  }
  expect(device, 'a device at another site of the demo').toBeDefined();

  await page.goto(`/admin/devices?site=${other.siteId}&device=${device!.device_id}`);
  await expect(byTestId(page, 'devices-site')).toHaveValue(other.siteId);
  await expect(byTestId(page, 'devices-company')).toHaveValue(other.companyId);
  await expect(byTestId(page, 'device-drawer')).toBeVisible();
  await expect(byTestId(page, 'device-facts')).toBeVisible();
  // The site leaves the address once chosen (a later refetch of the sites must not choose it again).
  await expect(page).toHaveURL(new RegExp(`/admin/devices\\?device=${device!.device_id}$`));
});

test('a manager with one company and one site cannot change them; the overview is fixed to last month', async ({ page }) => {
  await login(page, 'manager');
  await expect(byTestId(page, 'filter-company')).toBeDisabled();
  await expect(byTestId(page, 'filter-site')).toBeDisabled();
  await expect(byTestId(page, 'filter-time-type')).toBeDisabled();
  await expect(byTestId(page, 'filter-time-type')).toHaveValue('last_month');
  await expect(byTestId(page, 'filter-view-by')).toBeDisabled();
  await expect(byTestId(page, 'room-count')).toHaveText(/\d+ rooms/);
});

test('building, floor and rooms follow the panel rules, and the filter resets on leaving the dashboard', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/dashboard/performance');
  await byTestId(page, 'toggle-extra-filter').click();
  const panel = byTestId(page, 'extra-filter-panel');
  await expect(panel).toBeVisible();

  // The floor waits for a building.
  await expect(multiSelectButton(page, 'extra-floor')).toBeDisabled();
  await pickOptions(page, 'extra-building', ['Round Tower']);
  await expect(multiSelectButton(page, 'extra-floor')).toBeEnabled();
  await pickOptions(page, 'extra-floor', ['Floor 10']);
  await expect(multiSelectSummary(page, 'extra-rooms')).toHaveText('All');
  await byTestId(page, 'extra-rooms').getByRole('button').click();
  const roomLabels = await byTestId(page, 'extra-rooms').getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement!.textContent!.trim()));
  await page.keyboard.press('Escape');
  // Only rooms of that building and floor are offered.
  expect(roomLabels.length).toBeGreaterThan(0);
  expect(roomLabels.every((label) => label.includes('10'))).toBe(true);
  await pickOptions(page, 'extra-rooms', [roomLabels[0]!]);
  await expect(multiSelectSummary(page, 'extra-rooms')).toHaveText(roomLabels[0]!);

  // A floor change clears the rooms; a building change clears floor and rooms.
  await pickOptions(page, 'extra-floor', ['Floor 10', 'Floor 11']);
  await expect(multiSelectSummary(page, 'extra-rooms')).toHaveText('All');
  await pickOptions(page, 'extra-building', ['Square Tower']);
  await expect(multiSelectSummary(page, 'extra-floor')).toHaveText('All');
  await expect(multiSelectSummary(page, 'extra-rooms')).toHaveText('All');

  // Filter applies the draft in one reload.
  const requests = recordRequests(page, OVERVIEW_API);
  await byTestId(page, 'apply-extra-filter').click();
  await expect.poll(() => requests.all.length).toBe(1);
  expect(requests.all[0]!.searchParams.get('building')).toBe('Square Tower');
  expect(requests.all[0]!.searchParams.get('floor')).toBeNull();

  // Leaving the dashboard hides and resets the panel.
  await byTestId(page, 'nav-room').click();
  await expect(page).toHaveURL(/\/admin\/room\/list$/);
  requests.clear();
  await byTestId(page, 'nav-dashboard').click();
  await byTestId(page, 'nav-performance').click();
  await expect.poll(() => requests.all.length).toBeGreaterThan(0);
  expect(requests.all.at(-1)!.searchParams.get('building')).toBeNull();
  await expect(byTestId(page, 'extra-filter-panel')).toHaveCount(0);
});
