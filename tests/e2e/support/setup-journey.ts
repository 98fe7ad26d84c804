import { randomUUID } from 'node:crypto';
import type { RegisteredDevice } from '@facility/contracts';
import { expect, type Page } from '@playwright/test';
import { byTestId } from './dashboard.ts';

/**
 * Helpers of the set-up journey (tests/e2e/setup.spec.ts): signing in as a user the journey
 * made (the demo's `login` knows only the demo users), a device posting as devices do, and
 * site-local dates for a site in another time zone than the machine's.
 */

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the login form and waits for the signed-in app (any first screen). */
export async function loginAs(page: Page, who: Credentials, landing: RegExp = /\/dashboard$/): Promise<void> {
  await page.goto('/login');
  await byTestId(page, 'login-email').fill(who.email);
  await byTestId(page, 'login-password').fill(who.password);
  await byTestId(page, 'login-submit').click();
  await page.waitForURL(landing);
  await expect(byTestId(page, 'side-nav')).toBeVisible();
}

/** The spec §8 save popup ("Your work has been saved"), which closes itself after 1500 ms. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(byTestId(page, 'popup-saved')).toBeVisible();
  await expect(byTestId(page, 'popup-saved')).toBeHidden();
}

/**
 * Saves a form (clicks `save`, a save button's test id, or runs it) and types
 * (`typeMeanwhile`) while the saved record is being read back: the GET of `read` that
 * follows the save is held until the typing is done, then let through and awaited.
 */
export async function typeWhileReadBack(page: Page, read: RegExp, save: string | (() => Promise<void>), typeMeanwhile: () => Promise<void>): Promise<void> {
  const isRead = (url: string, method: string) => method === 'GET' && read.test(new URL(url).pathname);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(read, async (route) => {
    if (isRead(route.request().url(), route.request().method())) await held;
    await route.fallback();
  });
  try {
    if (typeof save === 'string') await byTestId(page, save).click();
    else await save();
    await expectSaved(page);
    await typeMeanwhile();
    const readBack = page.waitForResponse((response) => isRead(response.url(), response.request().method()));
    release();
    await readBack;
  } finally {
    release();
    await page.unroute(read);
  }
}

/** A device's upload: its own bearer token, no session (`POST /api/ingest`). */
export async function ingest(page: Page, token: string, events: readonly Record<string, unknown>[]): Promise<void> {
  const response = await page.request.post('/api/ingest', {
    headers: { authorization: `Bearer ${token}` },
    data: { events: events.map((event) => ({ id: randomUUID(), occurredAt: new Date().toISOString(), ...event })) },
  });
  expect(response.status(), await response.text()).toBe(202);
}

/** `yyyy-mm-dd` of an instant in a time zone. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a site-local wall-clock time (`yyyy-mm-dd`, hour, minute) stands for. */
export function siteInstant(timeZone: string, date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the first guess may differ from the offset at the answer near a DST change.
  const guess = new Date(wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000);
  return new Date(wall - zoneOffsetMinutes(timeZone, guess) * 60_000);
}

/** The day before a `yyyy-mm-dd` date. */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * A pad registered in a room through the admin API with the signed-in admin's session, as
 * the devices screen does; its token is shown once.
 */
export async function registerPad(page: Page, roomId: string): Promise<RegisteredDevice> {
  const registered = await page.request.post('/api/admin/devices', { data: { roomId, deviceType: 'pad9' } });
  expect(registered.status(), await registered.text()).toBe(201);
  return (await registered.json()) as RegisteredDevice;
}

/** A user of one site, made in the user-management form by the signed-in admin. */
export async function addSiteUser(
  page: Page,
  user: { username: string; email: string; firstName: string; lastName: string; password: string; type: string; roles?: readonly string[]; siteId: string },
): Promise<void> {
  await byTestId(page, 'admin-user-add').click();
  await byTestId(page, 'user-username').fill(user.username);
  await byTestId(page, 'user-email').fill(user.email);
  await byTestId(page, 'user-first-name').fill(user.firstName);
  await byTestId(page, 'user-last-name').fill(user.lastName);
  await byTestId(page, 'user-password').fill(user.password);
  await byTestId(page, 'user-type').selectOption(user.type);
  await byTestId(page, 'user-level').selectOption('site');
  for (const role of user.roles ?? []) await byTestId(page, `user-role-${role}`).check();
  await byTestId(page, `user-siteIds-${user.siteId}`).check();
  await byTestId(page, 'admin-user-form-save').click();
  await expectSaved(page);
  await expect(byTestId(page, `admin-user-row-${user.username}`)).toBeVisible();
}
