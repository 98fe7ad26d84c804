import {
  DEFAULT_NOTIFICATION_SETTINGS,
  siteNotificationsStreamId,
  type NotificationItem,
  type NotificationPreview,
  type NotificationPreviewBody,
  type NotificationTestBody,
  type NotificationTestResult,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
  type SiteNotificationSettings,
} from '@facility/contracts';
import type { EventStore } from '@facility/event-store';
import type { MailChannel } from '@facility/projector';
import {
  asTestMail,
  dashboardPath,
  getNotifySite,
  getSite,
  previewSubject,
  renderEmail,
  withDashboardLink,
  type NotificationListItem,
  type NotifySite,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import { handleCommand } from '../../domain/command-handler.ts';
import { notificationSettingsDecider, type NotificationSettingsEvent } from './settings/notification-settings.decider.ts';

/** The settings as read: the webhook secret never leaves the server, only whether one is stored. */
export function toSettingsResponse(siteId: string, settings: SiteNotificationSettings | null, updatedAt: Date | null): NotificationSettingsResponse {
  const { email, webhook } = settings ?? DEFAULT_NOTIFICATION_SETTINGS;
  const { secret, ...visible } = webhook;
  return { siteId, configured: settings !== null, updatedAt: updatedAt?.toISOString() ?? null, email, webhook: { ...visible, secretSet: secret !== '' } };
}

/** A site's settings from its own stream (a handful of events: the source of truth, no read model lag). */
export async function readNotificationSettings(store: EventStore, siteId: string): Promise<NotificationSettingsResponse> {
  const stored = await store.readStream(siteNotificationsStreamId(siteId));
  const state = stored.reduce((current, event) => notificationSettingsDecider.evolve(current, event as unknown as NotificationSettingsEvent), notificationSettingsDecider.initialState());
  return toSettingsResponse(siteId, state.settings, stored.at(-1)?.occurredAt ?? null);
}

/** Replaces a site's settings (`ValidationError` naming the field when a rule is broken) and answers them as stored. */
export async function saveNotificationSettings(
  store: EventStore,
  siteId: string,
  body: NotificationSettingsBody,
  context: { now: Date; userId: string },
): Promise<NotificationSettingsResponse> {
  await handleCommand(store, siteNotificationsStreamId(siteId), notificationSettingsDecider, { type: 'ConfigureSiteNotifications', data: { siteId, ...body } }, {
    now: context.now,
    actor: { kind: 'user', id: context.userId },
  });
  return readNotificationSettings(store, siteId);
}

/** A webhook URL as listed: its scheme and host only (paths and queries often carry tokens). */
export function maskWebhookUrl(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
}

export function toNotificationItem(record: NotificationListItem): NotificationItem {
  return {
    notificationId: record.notificationId,
    siteId: record.siteId,
    roomId: record.roomId,
    roomName: record.roomName,
    callId: record.callId,
    deviceId: record.deviceId,
    trigger: record.trigger,
    channel: record.channel,
    recipient: record.channel === 'webhook' ? maskWebhookUrl(record.recipient) : record.recipient,
    status: record.status,
    attempts: record.attempts,
    lastError: record.lastError,
    requestedAt: record.requestedAt,
    nextAttemptAt: record.nextAttemptAt,
    sentAt: record.sentAt,
  };
}

/** How this server sends notification mails (configuration `SMTP_URL`, `SMTP_FROM`, `PUBLIC_URL`). */
export interface MailDelivery {
  /** The mail server (`SMTP_URL`); null without one. */
  mail: MailChannel | null;
  smtpFrom: string | null;
  publicUrl: string | null;
}

/** No mail server, no sender, no link: what a server without the settings does. */
export const NO_MAIL_DELIVERY: MailDelivery = { mail: null, smtpFrom: null, publicUrl: null };

/**
 * The mail `body.email` would send for an example of `body.trigger` at the site, as the
 * delivery worker would send it (the server's sender address when the settings name none, the
 * dashboard link when `PUBLIC_URL` is set). Reads the notification reactor's copy of the site
 * (rooms, services, device codes); a site it has not seen yet is named from the registry.
 */
export async function previewNotificationMail(
  db: Kysely<ReadModelDatabase>,
  siteId: string,
  body: NotificationPreviewBody,
  context: { now: Date; delivery: MailDelivery },
): Promise<NotificationPreview> {
  const email = await exampleMail(db, siteId, body, context);
  const { mail, publicUrl, smtpFrom } = context.delivery;
  return {
    from: { name: email.from.name, address: email.from.address ?? smtpFrom },
    subject: email.subject,
    text: email.text,
    smtpConfigured: mail !== null,
    linked: publicUrl !== null,
  };
}

/** Mail could not be sent: no server configured (503), or the server refused or failed (502). */
export class TestMailError extends Error {
  readonly status: 502 | 503;
  constructor(status: 502 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Sends the previewed mail to `body.to` through the mail server, marked as a test (subject
 * and first line), and answers what the server said. Recorded nowhere but the server's log:
 * it decides nothing and notifies nobody of a real call.
 */
export async function sendTestMail(
  db: Kysely<ReadModelDatabase>,
  siteId: string,
  body: NotificationTestBody,
  context: { now: Date; delivery: MailDelivery },
): Promise<NotificationTestResult> {
  const { mail } = context.delivery;
  if (mail === null) throw new TestMailError(503, 'This server has no mail server configured (SMTP_URL)');
  const email = asTestMail(await exampleMail(db, siteId, body, context));
  const outcome = await mail.send({ to: body.to, email, notificationId: `test-${context.now.getTime()}` });
  if (!outcome.ok) throw new TestMailError(502, `The mail server did not take the mail: ${outcome.error}`);
  return { to: body.to, subject: email.subject, detail: outcome.detail };
}

/** The mail the settings word for an example of the trigger at the site, with the dashboard link the delivery adds. */
async function exampleMail(db: Kysely<ReadModelDatabase>, siteId: string, body: NotificationPreviewBody, context: { now: Date; delivery: MailDelivery }) {
  const site = (await getNotifySite(db, siteId)) ?? (await registrySite(db, siteId));
  const subject = previewSubject(site, body.trigger, context.now.getTime());
  const rendered = renderEmail(body.email, subject);
  const { publicUrl } = context.delivery;
  if (publicUrl === null) return rendered;
  return withDashboardLink(rendered, publicUrl, dashboardPath({ trigger: body.trigger, siteId, roomId: subject.roomId, deviceId: subject.deviceId, category: 'cleaning' }));
}

async function registrySite(db: Kysely<ReadModelDatabase>, siteId: string): Promise<NotifySite> {
  const site = await getSite(db, siteId);
  return { siteId, name: site?.name ?? '', timezone: site?.timezone ?? 'UTC', alerts: true, services: [], rooms: {}, settings: null, configuredAt: null };
}
