import Type from 'typebox';
import { EMAIL_PATTERN } from '../domain/user-fields.ts';
import {
  EmailNotificationSettings,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TRIGGERS,
  WebhookNotificationSettings,
} from '../events/notification.events.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of a site's notification settings (spec §3 "Email config",
 * "API config") and of its notification outbox.
 */

const Id = Type.String({ minLength: 1, maxLength: 200 });
const Instant = (description: string) => Type.String({ format: 'date-time', description });

/** `GET|PUT /api/site/notifications/{id}`: the site id. */
export const NotificationSettingsParams = Type.Object({ id: Id });
export type NotificationSettingsParams = Type.Static<typeof NotificationSettingsParams>;

const { secret: _secret, ...webhookWithoutSecret } = WebhookNotificationSettings.properties;

/** The webhook settings as read: the secret is never returned, only whether one is stored. */
export const WebhookSettingsView = Type.Object({
  ...webhookWithoutSecret,
  secretSet: Type.Boolean({ description: 'A signing secret is stored' }),
});
export type WebhookSettingsView = Type.Static<typeof WebhookSettingsView>;

/** `GET /api/site/notifications/{id}`. */
export const NotificationSettingsResponse = Type.Object({
  siteId: Id,
  /** False until the settings were saved once (the answer then holds the defaults: nothing is sent). */
  configured: Type.Boolean(),
  /** When they were last saved; null before. */
  updatedAt: Nullable(Type.String({ format: 'date-time' })),
  email: EmailNotificationSettings,
  webhook: WebhookSettingsView,
});
export type NotificationSettingsResponse = Type.Static<typeof NotificationSettingsResponse>;

/**
 * `PUT /api/site/notifications/{id}`: the settings as a whole. `webhook.secret` absent or
 * null keeps the stored secret; a string replaces it. An enabled channel needs a trigger
 * (a recipient with one, for e-mail); an enabled webhook needs a secret (sent or stored).
 */
export const NotificationSettingsBody = Type.Object(
  {
    email: EmailNotificationSettings,
    webhook: Type.Object(
      {
        ...webhookWithoutSecret,
        secret: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500 }))),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type NotificationSettingsBody = Type.Static<typeof NotificationSettingsBody>;

/** What became of a notification. */
export const NOTIFICATION_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** `GET /api/notifications?siteId=&callId=&limit=`: a site's notifications, newest first. */
export const NotificationsQuery = Type.Object(
  {
    siteId: Id,
    callId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Type.Static<typeof NotificationsQuery>;

export const NotificationItem = Type.Object({
  notificationId: Id,
  siteId: Id,
  roomId: Nullable(Id),
  /** The room's display name now; null without a room or if it has gone. */
  roomName: Nullable(Type.String()),
  callId: Nullable(Id),
  deviceId: Nullable(Id),
  trigger: Type.Enum(NOTIFICATION_TRIGGERS),
  channel: Type.Enum(NOTIFICATION_CHANNELS),
  /** The e-mail address; for a webhook only the URL's scheme and host (`https://hooks.example.com`). */
  recipient: Type.String(),
  /** pending: not tried yet; retrying: failed, another attempt is due at `nextAttemptAt`; sent; failed: given up. */
  status: Type.Enum(NOTIFICATION_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Nullable(Type.String()),
  requestedAt: Instant('When the notification was decided'),
  nextAttemptAt: Nullable(Instant('When the next attempt is due (pending, retrying)')),
  sentAt: Nullable(Instant('When it was delivered')),
});
export type NotificationItem = Type.Static<typeof NotificationItem>;

export const NotificationList = Type.Object({
  notifications: Type.Array(NotificationItem),
  /** How many matched before `limit`. */
  total: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Type.Static<typeof NotificationList>;

/**
 * `POST /api/site/notifications/{id}/preview`: the e-mail settings as the form holds them (not
 * saved; recipients are not read) and the trigger to preview.
 */
export const NotificationPreviewBody = Type.Object(
  {
    email: EmailNotificationSettings,
    trigger: Type.Enum(NOTIFICATION_TRIGGERS),
  },
  { additionalProperties: false },
);
export type NotificationPreviewBody = Type.Static<typeof NotificationPreviewBody>;

/** The mail those settings would send for an example cause at the site (its first room, its first service's problems, now). */
export const NotificationPreview = Type.Object({
  from: Type.Object({
    name: Type.String(),
    /** The settings' sender address, else the server's `SMTP_FROM`; null when neither is set (mails then fail). */
    address: Nullable(Type.String()),
  }),
  subject: Type.String(),
  text: Type.String(),
  /** Whether this server has a mail server (`SMTP_URL`): without one, e-mail notifications fail at once. */
  smtpConfigured: Type.Boolean(),
  /** Whether mails end with a link to the dashboard (the server's `PUBLIC_URL` is set). */
  linked: Type.Boolean(),
});
export type NotificationPreview = Type.Static<typeof NotificationPreview>;

/** `POST /api/site/notifications/{id}/test`: the previewed mail, sent to one address as a test. */
export const NotificationTestBody = Type.Object(
  {
    ...NotificationPreviewBody.properties,
    to: Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN, description: 'Where the test goes: usually one of the recipients' }),
  },
  { additionalProperties: false },
);
export type NotificationTestBody = Type.Static<typeof NotificationTestBody>;

/** A test mail the mail server accepted. */
export const NotificationTestResult = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  /** What the mail server answered (its message id). */
  detail: Type.String(),
});
export type NotificationTestResult = Type.Static<typeof NotificationTestResult>;
