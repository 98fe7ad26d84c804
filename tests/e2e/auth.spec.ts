import { expect, test } from '@playwright/test';
import { byTestId, login } from './support/dashboard.ts';
import { DEMO_USERS } from './support/e2e-env.ts';

test('an anonymous visitor is sent to the login page, which carries the terms and recording notice, then to the page asked for', async ({ page }) => {
  await page.goto('/dashboard/performance');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fperformance$/);
  await expect(byTestId(page, 'login-notice')).toContainText('Terms and Conditions');
  await expect(byTestId(page, 'login-form')).toContainText('All actions within the panel are recorded');
  await byTestId(page, 'login-email').fill(DEMO_USERS.manager.email);
  await byTestId(page, 'login-password').fill(DEMO_USERS.manager.password);
  await byTestId(page, 'login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/performance$/);
  await expect(byTestId(page, 'page-title')).toHaveText('Performance');
});

test('a wrong password says so and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await byTestId(page, 'login-email').fill(DEMO_USERS.manager.email);
  await byTestId(page, 'login-password').fill('not-the-password');
  await byTestId(page, 'login-submit').click();
  await expect(byTestId(page, 'login-error')).toHaveText('Wrong email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a manager logs in to the overview, is refused admin screens, and logs out', async ({ page }) => {
  await login(page, 'manager');
  await expect(byTestId(page, 'page-title')).toHaveText('Overview');
  await expect(byTestId(page, 'account-name')).toHaveText('demo.manager');
  // Settings are for admins only; the route guard shows other users the no-access page (issue 19).
  await expect(byTestId(page, 'nav-franchise')).toHaveCount(0);
  await page.goto('/admin/franchise');
  await expect(byTestId(page, 'forbidden-page')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/franchise$/);

  await login(page, 'manager');
  await byTestId(page, 'logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin sees the settings section and the franchise selector', async ({ page }) => {
  await login(page, 'admin');
  await expect(byTestId(page, 'nav-franchise')).toBeVisible();
  await page.goto('/dashboard/performance');
  await expect(byTestId(page, 'filter-franchise')).toBeVisible();
  await expect(byTestId(page, 'filter-company')).toBeEnabled();
});

test('a session that ends on the server sends the user back to the login page on the next call', async ({ page, context }) => {
  await login(page, 'manager');
  await expect(byTestId(page, 'overview-card-value-visits')).toBeVisible();
  // The session cookie is gone (expired, revoked): the next API call answers 401.
  await context.clearCookies();
  await byTestId(page, 'nav-performance').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(byTestId(page, 'login-form')).toBeVisible();
});
