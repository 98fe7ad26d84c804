import { expect, type Page, type Request } from '@playwright/test';
import { DEMO_USERS } from './e2e-env.ts';

/**
 * Page objects of the dashboard: every journey drives the app through these, by the
 * data-testids the screens expose, so a changed id is fixed in one place.
 */
export const byTestId = (page: Page, id: string) => page.getByTestId(id);

export async function login(page: Page, who: keyof typeof DEMO_USERS = 'manager'): Promise<void> {
  await page.goto('/login');
  await byTestId(page, 'login-email').fill(DEMO_USERS[who].email);
  await byTestId(page, 'login-password').fill(DEMO_USERS[who].password);
  await byTestId(page, 'login-submit').click();
  await page.waitForURL(/\/dashboard$/);
  // The shell is up. (The menu itself is open on a desk, but on a phone it is a drawer that
  // starts closed behind this hamburger.)
  await expect(byTestId(page, 'hamburger')).toBeVisible();
}

export async function chooseLanguage(page: Page, code: string): Promise<void> {
  const button = byTestId(page, `language-${code}`);
  if (!(await button.isVisible())) await byTestId(page, 'nav-section-language').click();
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** Ticks exactly `labels` in a multi-select of the extra filter panel. */
export async function pickOptions(page: Page, testId: string, labels: readonly string[]): Promise<void> {
  const field = byTestId(page, testId);
  await field.getByRole('button').click();
  const list = field.getByRole('listbox');
  await expect(list).toBeVisible();
  for (const checkbox of await list.getByRole('checkbox').all()) {
    const label = (await checkbox.locator('xpath=..').innerText()).trim();
    if (labels.includes(label) !== (await checkbox.isChecked())) await checkbox.click();
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** A multi-select's opening button (disabled while it offers nothing to choose). */
export const multiSelectButton = (page: Page, testId: string) => byTestId(page, testId).getByRole('button');

/** The summary a multi-select shows ("All", one name, or "n selected"). */
export const multiSelectSummary = (page: Page, testId: string) => byTestId(page, testId).locator('.select-summary');

/**
 * Records the requests made to one API path, to check that one filter change is exactly
 * one reload with the new parameters.
 */
export function recordRequests(page: Page, path: string) {
  const seen: URL[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(url);
  };
  page.on('request', listener);
  return {
    get all(): readonly URL[] {
      return seen;
    },
    clear: () => seen.splice(0, seen.length),
    stop: () => page.off('request', listener),
  };
}

/** The API answer for the same session the page has (the browser context's cookie). */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}
