import type { TaskBoard } from '@facility/contracts';
import { expect, test } from '@playwright/test';
import { apiJson, byTestId } from './support/dashboard.ts';
import { DEVICES_ADMIN, DEVICES_BASE_URL } from './support/e2e-env.ts';
import { makeFieldCustomer, registerDevice } from './support/field-journey.ts';
import { loginAs } from './support/setup-journey.ts';

/**
 * Issue 16's tasks, end to end on the devices journey's server: a manager schedules a daily
 * task for a room and sees it on the calendar and the real-time task board; a cleaner opens
 * the room's QR page on a phone (no login: the QR tag's token is in the link), checks in and
 * confirms the task; the board, left open, turns it done live, and so does the calendar.
 */

test.use({ baseURL: DEVICES_BASE_URL });

/** `HH:mm` a few minutes ahead in Tel Aviv, so today's occurrence is still to come (kept within the day). */
function timeAheadInTelAviv(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(Date.now() + minutes * 60_000),
  );
  const hour = parts.find((part) => part.type === 'hour')!.value;
  const minute = parts.find((part) => part.type === 'minute')!.value;
  // Past midnight the occurrence would be tomorrow's: the day's last minute is then the nearest.
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
  return Number(hour) < Number(now) ? '23:59' : `${hour}:${minute}`;
}

test('a manager schedules a daily task; a cleaner completes it on the room’s QR page and the board follows', async ({ page, browser }) => {
  await loginAs(page, DEVICES_ADMIN, /\/(dashboard|admin\/[\w/-]+)$/);
  const customer = await makeFieldCustomer(page.request, 'Task Works', 'Gym WC');
  const qr = await registerDevice(page.request, customer.room.id, 'qr_tag', 'QR-TK-1');

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  try {
    await loginAs(manager, customer.manager);
    await manager.goto('/task');
    await expect(byTestId(manager, 'empty-state')).toHaveText('No tasks found');

    await byTestId(manager, 'tasks-add').click();
    await expect(byTestId(manager, 'task-drawer')).toBeVisible();
    await byTestId(manager, 'task-title-input').fill('Wipe the mirrors');
    await byTestId(manager, 'task-call-to-action').fill('Wipe every mirror and confirm on the QR tag');
    await byTestId(manager, 'task-type').selectOption('qr');
    await byTestId(manager, 'task-repeat').selectOption('daily');
    await byTestId(manager, 'task-time-mode-time').check();
    await byTestId(manager, 'task-time').fill(timeAheadInTelAviv(10));
    await manager.locator(`[data-testid="task-room"][data-room-id="${customer.room.id}"]`).check();
    await byTestId(manager, 'task-form-save').click();

    const row = byTestId(manager, 'task-row').filter({ hasText: 'Wipe the mirrors' });
    await expect(row).toHaveAttribute('data-state', 'active');
    await expect(row.getByTestId('task-schedule')).toContainText('Every day');
    const taskId = (await row.getAttribute('data-task-id'))!;

    // Today's turn on the calendar, still to come.
    await byTestId(manager, 'task-tab-calendar').click();
    const planned = manager.locator(`[data-testid="calendar-occurrence"][data-task-id="${taskId}"]`).first();
    await expect(planned).toHaveAttribute('data-state', /upcoming|open/);

    // And on the real-time task board, which stays open from here on.
    await manager.goto('/real-time/task');
    const card = manager.locator(`[data-testid="task-board-item"][data-task-id="${taskId}"]`);
    await expect(card).toHaveAttribute('data-state', /upcoming|open/);
    await expect(card.getByTestId('task-board-room')).toHaveText('Gym WC');

    // The cleaner scans the room's QR tag: no login, the token is in the link's fragment.
    await phone.goto(`/qr#${qr.token}`);
    await expect(byTestId(phone, 'device-room-name')).toHaveText('Gym WC');
    // Fits the phone: nothing scrolls sideways.
    expect(await phone.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
    await byTestId(phone, 'qr-tab-staff').click();
    await byTestId(phone, 'staff-role-cleaner').click();
    await byTestId(phone, 'staff-check-in').click();
    await expect(byTestId(phone, 'staff-checked-in')).toBeVisible();
    await expect(byTestId(phone, `task-${taskId}`)).toContainText('Wipe the mirrors');
    await byTestId(phone, `task-done-${taskId}`).click();
    await expect(byTestId(phone, `task-completed-${taskId}`)).toBeVisible();

    // The board follows live; the API and the calendar agree.
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(byTestId(manager, 'task-board-count-done')).toHaveAttribute('data-count', '1');
    const board = await apiJson<TaskBoard>(manager, `/api/task/board?siteId=${customer.siteId}`);
    expect(board.occurrences.find((occurrence) => occurrence.taskId === taskId)).toMatchObject({ state: 'done', completedVia: 'device', roomId: customer.room.id });
    await manager.goto('/task/calendar');
    await expect(manager.locator(`[data-testid="calendar-occurrence"][data-task-id="${taskId}"]`).first()).toHaveAttribute('data-state', 'done');
  } finally {
    await managerContext.close();
    await phoneContext.close();
  }
});
