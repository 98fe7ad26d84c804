import type { NotificationList } from '@facility/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiJson, byTestId } from './support/dashboard.ts';
import { ingestAs, setServerClockAhead } from './support/device-journey.ts';
import { DEVICES_ADMIN, DEVICES_BASE_URL } from './support/e2e-env.ts';
import {
  makeNotifyCustomer,
  mailLink,
  mailText,
  makeSiteManager,
  NOTIFY_SMTP_FROM,
  NOTIFY_WEBHOOK_URL,
  signatureValid,
  startSmtpPeer,
  startWebhookReceiver,
  type NotifyCustomer,
  type ReceivedCall,
  type ReceivedMail,
} from './support/notification-journey.ts';
import { expectSaved, loginAs, typeWhileReadBack } from './support/setup-journey.ts';

/**
 * Issue 17's notifications, end to end, on the devices journey's server (its clock moves
 * forward; its SMTP_URL points at this journey's SMTP peer): a site manager sets an e-mail
 * recipient and a webhook for "call late" on /shift/notifications; a pad's complaint opens a
 * call; the clock passes the shift's one-minute min SLA; the SMTP peer gets one mail, the
 * receiver one signed request, and the manager sees both sent in the recent list (live); the
 * mail's link, opened signed out, asks for the login and then shows the room's clean log, on
 * the call's site, with the call "notified".
 */

test.use({ baseURL: DEVICES_BASE_URL });

const MANAGER = { email: 'noa.shalev@notify.test', password: 'notify-manager-1', username: 'noa.shalev' };
const RECIPIENT = 'ops@notify.test';
/** Past the shift's one-minute min SLA. */
const PAST_MIN_SLA = 2 * 60_000 + 10_000;

/** The first journey's site, where the second edits the call rules. */
let notifySiteId = '';

let smtp: { mails: ReceivedMail[]; close: () => Promise<void> } | undefined;
let receiver: { calls: ReceivedCall[]; close: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  smtp = await startSmtpPeer();
  receiver = await startWebhookReceiver();
});

test.afterAll(async () => {
  await setServerClockAhead(0);
  await smtp?.close();
  await receiver?.close();
});

/** Fills the settings form as the manager: one recipient and the webhook, both for "call late" only; answers the secret typed. */
async function configureCallLate(page: Page): Promise<string> {
  await expect(byTestId(page, 'notification-form')).toBeVisible();
  await expect(byTestId(page, 'shift-tab-notifications')).toHaveAttribute('aria-current', 'page');
  await byTestId(page, 'notification-email-enabled').check();
  await byTestId(page, 'notification-sender-name').fill('Notify desk');
  await byTestId(page, 'notification-subject').fill('A call is late');
  await byTestId(page, 'notification-recipient-add').click();
  const recipient = byTestId(page, 'notification-recipient');
  await recipient.getByTestId('notification-recipient-address').fill(RECIPIENT);
  await recipient.getByTestId('notification-recipient-call_escalated').uncheck();
  await expect(recipient.getByTestId('notification-recipient-call_late')).toBeChecked();

  await byTestId(page, 'notification-webhook-enabled').check();
  // The form checks the URL as the server does before anything is sent.
  await byTestId(page, 'notification-webhook-url').fill('ftp://nowhere');
  await expect(byTestId(page, 'notification-webhook').getByRole('alert')).toBeVisible();
  await byTestId(page, 'notification-webhook-url').fill(NOTIFY_WEBHOOK_URL);
  await byTestId(page, 'notification-webhook-secret-generate').click();
  const secret = await byTestId(page, 'notification-webhook-secret').inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await byTestId(page, 'notification-webhook-call_opened').uncheck();
  await byTestId(page, 'notification-webhook-call_escalated').uncheck();
  await expect(byTestId(page, 'notification-webhook-call_late')).toBeChecked();

  // Typed while the saved settings are read back: the form takes them only once nothing
  // typed is unsaved, so the text stays (it used to be reset).
  await typeWhileReadBack(page, /\/api\/site\/notifications\/[^/?]+$/, 'notification-form-save', () => byTestId(page, 'notification-webhook-info').fill('Desk 3'));
  await expect(byTestId(page, 'notification-webhook-info')).toHaveValue('Desk 3');
  await expect(byTestId(page, 'notification-webhook-secret-set')).toBeVisible();
  // Saved again, the form takes the stored settings, which now hold it.
  await byTestId(page, 'notification-form-save').click();
  await expectSaved(page);
  await expect(byTestId(page, 'notification-webhook-info')).toHaveValue('Desk 3');
  return secret;
}

test('a manager notifies a late call by e-mail and webhook, once each, and sees it sent', async ({ page, browser, request }) => {
  await setServerClockAhead(0);
  await loginAs(page, DEVICES_ADMIN, /\/(dashboard|admin\/[\w/-]+)$/);
  const customer: NotifyCustomer = await makeNotifyCustomer(page.request);
  notifySiteId = customer.siteId;
  await makeSiteManager(page.request, customer.siteId, MANAGER);

  const context = await browser.newContext();
  const manager = await context.newPage();
  try {
    await loginAs(manager, MANAGER);
    await manager.goto('/shift/notifications');
    const secret = await configureCallLate(manager);

    // The preview shows the mail as typed, for an example at the site: the subject typed, the
    // site's room, the link to its clean log on the server's PUBLIC_URL; this server has SMTP.
    const preview = byTestId(manager, 'notification-preview');
    await expect(preview.getByTestId('notification-preview-subject')).toHaveText('A call is late – Plaza WC');
    await expect(preview.getByTestId('notification-preview-from')).toContainText(`Notify desk <${NOTIFY_SMTP_FROM}>`);
    await expect(preview.getByTestId('notification-preview-text')).toContainText(`Open in the dashboard: ${DEVICES_BASE_URL}/dashboard/serviceLog/cleanLog/${customer.room.id}`);
    await expect(preview.getByTestId('notification-preview-no-smtp')).toHaveCount(0);
    // In Hebrew, the mail's own words follow the e-mail language chosen.
    await byTestId(manager, 'notification-email-language').selectOption('he');
    await expect(preview.getByTestId('notification-preview-text')).toContainText('חדר: Plaza WC');
    await expect(preview.getByTestId('notification-preview-text')).toHaveAttribute('dir', 'rtl');
    await byTestId(manager, 'notification-email-language').selectOption('en');
    await byTestId(manager, 'notification-preview-trigger').selectOption('device_offline');
    await expect(preview.getByTestId('notification-preview-subject')).toHaveText('A call is late – Plaza WC');
    await expect(preview.getByTestId('notification-preview-text')).toContainText('Device offline');

    // Sent as a test to one address: marked as a test, not a notification of the site.
    await byTestId(manager, 'notification-test-address').fill('desk.test@notify.test');
    await byTestId(manager, 'notification-test-send').click();
    await expect(byTestId(manager, 'notification-test-outcome')).toHaveText('Sent to desk.test@notify.test: the mail server accepted it.');
    expect(smtp!.mails.map((mail) => mail.to)).toEqual([['desk.test@notify.test']]);
    expect(mailText(smtp!.mails[0]!.raw)).toContain("This is a test of the site's e-mail notifications: nothing needs attention.");
    expect(smtp!.mails[0]!.raw).toMatch(/^Subject: .*Test/m);
    smtp!.mails.length = 0;

    // Written, never read back: after a reload the form only says a secret is set.
    await manager.reload();
    await expect(byTestId(manager, 'notification-webhook-secret-set')).toBeVisible();
    await expect(byTestId(manager, 'notification-recipient-address')).toHaveValue(RECIPIENT);
    await expect(byTestId(manager, 'notification-recent')).toContainText('Nothing has been sent');

    // A complaint opens a call; nothing is sent for it while it is within its min SLA.
    expect(await ingestAs(request, customer.padToken, [{ type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' }])).toBe(202);
    await setServerClockAhead(PAST_MIN_SLA);

    // The late timer requests both notifications, the worker delivers them; the open list follows live.
    const list = () => apiJson<NotificationList>(manager, `/api/notifications?siteId=${customer.siteId}`);
    await expect
      .poll(async () => (await list()).notifications.map((item) => `${item.channel}:${item.trigger}:${item.status}`).sort(), { timeout: 45_000 })
      .toEqual(['email:call_late:sent', 'webhook:call_late:sent']);
    const rows = byTestId(manager, 'notification-recent-row');
    await expect(rows.and(manager.locator('[data-status="sent"]'))).toHaveCount(2);
    await expect(rows.first()).toContainText('Plaza WC');

    const { notifications } = await list();
    const callId = notifications[0]!.callId!;
    expect(notifications.every((item) => item.callId === callId)).toBe(true);

    // The outside world got exactly one of each, the webhook signed with the secret typed.
    expect(smtp!.mails.map((mail) => mail.to)).toEqual([[RECIPIENT]]);
    // The subject typed (MIME-encoded in the header: spaces may be underscores), the room in the text.
    expect(smtp!.mails[0]!.raw).toMatch(/^Subject: .*A[ _]call[ _]is[ _]late/m);
    expect(smtp!.mails[0]!.raw).toContain('Plaza WC');
    expect(receiver!.calls).toHaveLength(1);
    const [call] = receiver!.calls;
    expect(call!.method).toBe('POST');
    expect(signatureValid(call!, secret)).toBe(true);
    expect(signatureValid(call!, 'another-secret-entirely')).toBe(false);
    const webhook = notifications.find((item) => item.channel === 'webhook')!;
    expect(call!.headers['idempotency-key']).toBe(webhook.notificationId);
    expect(JSON.parse(call!.body)).toMatchObject({ trigger: 'call_late', siteName: 'Notify Plaza', roomName: 'Plaza WC', callId, additionalInfo: 'Desk 3' });

    // The mail's last line links to the room's clean log on the server's PUBLIC_URL. Opened in
    // a browser without a session, it asks for the login first, then opens that page.
    const link = mailLink(smtp!.mails[0]!.raw);
    expect(link).toBe(`${DEVICES_BASE_URL}/dashboard/serviceLog/cleanLog/${customer.room.id}`);
    await context.clearCookies();
    await manager.goto(link);
    await expect(manager).toHaveURL(`${DEVICES_BASE_URL}/login?next=${encodeURIComponent(new URL(link).pathname)}`);
    await byTestId(manager, 'login-email').fill(MANAGER.email);
    await byTestId(manager, 'login-password').fill(MANAGER.password);
    await byTestId(manager, 'login-submit').click();
    await expect(manager).toHaveURL(link);
    await expect(byTestId(manager, 'room-header-name')).toHaveText('Plaza WC');
    await expect(byTestId(manager, 'filter-site')).toHaveValue(customer.siteId);

    // The clean log shows the call notified, with both deliveries sent.
    // Yesterday and today (the site is in UTC): the shift began an hour before the call, so
    // just after midnight it is a shift of yesterday, and the log files the call under the day
    // its shift started.
    const today = new Date(Date.now() + PAST_MIN_SLA).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    await byTestId(manager, 'filter-time-type').selectOption('custom_time');
    await byTestId(manager, 'filter-time-from').fill(yesterday);
    await byTestId(manager, 'filter-time-to').fill(today);
    const state = byTestId(manager, `service-log-notification-${callId}`);
    await expect(state).toHaveAttribute('data-state', 'notified');
    await expect(state).toContainText('Notified');
    await expect(state.getByTestId('service-log-delivery').and(manager.locator('[data-status="sent"]'))).toHaveCount(2);

    // Still one of each: a later pass of the timer and the worker sends nothing again.
    expect(smtp!.mails).toHaveLength(1);
    expect(receiver!.calls).toHaveLength(1);
  } finally {
    await context.close();
  }
});

/**
 * The call rules form (/shift/calls) also stays open after a save and reloads the saved rules:
 * an admin saves a gap between calls, types a Cleandex threshold while the rules are being
 * read back, and the threshold stays (the form used to be remounted from the saved rules,
 * wiping it); saved in turn, both are there after a reload.
 */
test('the call rules form keeps what is typed while the saved rules are read back', async ({ page }) => {
  // The first journey's site (a site of its own would change what the devices journey picks).
  expect(notifySiteId, 'the notifications journey made the site').not.toBe('');
  await loginAs(page, DEVICES_ADMIN, /\/(dashboard|admin\/[\w/-]+)$/);
  await page.goto(`/shift/calls?site=${notifySiteId}`);
  await expect(byTestId(page, 'call-settings-form')).toBeVisible();

  await byTestId(page, 'call-settings-gap').fill('7');
  await typeWhileReadBack(page, /\/api\/site\/calls\/[^/?]+$/, 'call-settings-form-save', async () => {
    await byTestId(page, 'call-settings-cleandex-on').check();
    await byTestId(page, 'call-settings-threshold').fill('55');
  });
  await expect(byTestId(page, 'call-settings-threshold')).toHaveValue('55');
  await expect(byTestId(page, 'call-settings-gap')).toHaveValue('7');

  await byTestId(page, 'call-settings-form-save').click();
  await expectSaved(page);
  await page.reload();
  await expect(byTestId(page, 'call-settings-threshold')).toHaveValue('55');
  await expect(byTestId(page, 'call-settings-gap')).toHaveValue('7');
  await expect(byTestId(page, 'call-settings-cleandex-on')).toBeChecked();
});
