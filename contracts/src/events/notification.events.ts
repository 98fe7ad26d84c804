import Type from 'typebox';
import { USER_LANGUAGES } from '../domain/languages.ts';
import { EMAIL_PATTERN } from '../domain/user-fields.ts';
import { Nullable } from '../api/schema-helpers.ts';

/**
 * Notifications (spec §3 "Email config" and "API config"; issue 17): a site's settings say who
 * hears about what, by e-mail and by webhook. The notification reactor reads the log and
 * appends one `NotificationRequested` per recipient (outbox), with an id derived from its
 * cause, so a replay appends nothing new; the delivery worker then records each attempt.
 */

/** What a notification is about. */
export const NOTIFICATION_TRIGGERS = ['call_opened', 'call_late', 'call_escalated', 'device_offline'] as const;
export type NotificationTrigger = (typeof NOTIFICATION_TRIGGERS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How an e-mail lays out the call's details: one line, or a list with one item per line. */
export const NOTIFICATION_EMAIL_FORMATS = ['line', 'list'] as const;
export type NotificationEmailFormat = (typeof NOTIFICATION_EMAIL_FORMATS)[number];

export const WEBHOOK_METHODS = ['POST', 'PUT'] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];

/**
 * An http(s) URL with a host that has a domain (at least one dot: `hooks.example.com`,
 * `10.0.0.5`), an optional port, path and query. No user info (`user:pass@`): credentials
 * go in `authorization`.
 */
export const WEBHOOK_URL_PATTERN = '^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$';

const Trigger = Type.Enum(NOTIFICATION_TRIGGERS);
const Triggers = Type.Array(Trigger, { maxItems: NOTIFICATION_TRIGGERS.length, uniqueItems: true });
const EmailAddress = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN });
const Text = (maxLength: number) => Type.String({ maxLength });
const Instant = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 200 });

export const NotificationRecipient = Type.Object(
  {
    address: EmailAddress,
    /** What this recipient is mailed about; an empty list mails nothing. */
    triggers: Triggers,
  },
  { additionalProperties: false },
);
export type NotificationRecipient = Type.Static<typeof NotificationRecipient>;

/** Who the mail says it is from: a display name, and an address (null: the server's `SMTP_FROM`). */
export const NotificationSender = Type.Object(
  {
    name: Text(100),
    address: Nullable(EmailAddress),
  },
  { additionalProperties: false },
);
export type NotificationSender = Type.Static<typeof NotificationSender>;

/** spec §3 "Email config". */
export const EmailNotificationSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    sender: NotificationSender,
    /** The subject line; empty: a subject built from the trigger and the room. */
    subject: Text(200),
    /** A text put before the details. */
    message: Text(2000),
    companyName: Text(100),
    /** The language of the mail's own words (labels, trigger names, dates). */
    emailLanguage: Type.Enum(USER_LANGUAGES),
    /** The language the complaints (problem labels) are written in. */
    complaintLanguage: Type.Enum(USER_LANGUAGES),
    format: Type.Enum(NOTIFICATION_EMAIL_FORMATS),
    recipients: Type.Array(NotificationRecipient, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type EmailNotificationSettings = Type.Static<typeof EmailNotificationSettings>;

/** spec §3 "API config" (method, authorization, api_url, token, additional_info). */
export const WebhookNotificationSettings = Type.Object({
  enabled: Type.Boolean(),
  method: Type.Enum(WEBHOOK_METHODS),
  url: Type.String({ maxLength: 2000, pattern: WEBHOOK_URL_PATTERN }),
  /** Sent as the `Authorization` header when set. */
  authorization: Nullable(Text(2000)),
  /** The HMAC-SHA256 key of `X-Facility-Signature` (spec `token`). */
  secret: Text(500),
  /** Copied into every payload as `additionalInfo`. */
  additionalInfo: Nullable(Text(2000)),
  triggers: Triggers,
});
export type WebhookNotificationSettings = Type.Static<typeof WebhookNotificationSettings>;

export const SiteNotificationSettings = Type.Object({
  email: EmailNotificationSettings,
  webhook: WebhookNotificationSettings,
});
export type SiteNotificationSettings = Type.Static<typeof SiteNotificationSettings>;

/** A site's settings before any were configured: nothing is sent. */
export const DEFAULT_NOTIFICATION_SETTINGS: SiteNotificationSettings = {
  email: {
    enabled: false,
    sender: { name: '', address: null },
    subject: '',
    message: '',
    companyName: '',
    emailLanguage: 'en',
    complaintLanguage: 'en',
    format: 'list',
    recipients: [],
  },
  webhook: { enabled: false, method: 'POST', url: 'https://example.com/', authorization: null, secret: '', additionalInfo: null, triggers: [] },
};

/** The webhook's JSON body (spec §3: roomName, servikName, siteName, plus the ids). */
export const WebhookPayload = Type.Object({
  /** The notification id, also the `Idempotency-Key` header. */
  id: Id,
  trigger: Trigger,
  /** When the thing notified about happened (call opened, late, escalated; device went offline). */
  occurredAt: Instant,
  siteId: Id,
  siteName: Type.String(),
  roomId: Nullable(Id),
  roomName: Nullable(Type.String()),
  /** The site service that answers the call's first problem (spec `servikName`), else the problem's label key; null without a call. */
  servikName: Nullable(Type.String()),
  callId: Nullable(Id),
  deviceId: Nullable(Id),
  /**
   * The device as the site names it: its code, else its id; null without a device. Absent
   * from notifications requested before it was added (2026-11-30).
   */
  deviceName: Type.Optional(Nullable(Type.String())),
  additionalInfo: Nullable(Type.String()),
});
export type WebhookPayload = Type.Static<typeof WebhookPayload>;

/** What a mail will say, rendered when it was requested (the settings then). */
export const EmailPayload = Type.Object({
  from: Type.Object({ name: Type.String(), address: Nullable(Type.String()) }),
  subject: Type.String(),
  text: Type.String(),
  /**
   * The mail's language, so the worker can label the dashboard link it adds at delivery
   * (`PUBLIC_URL`) in it. Absent from mails requested before it was recorded (English then).
   */
  language: Type.Optional(Type.Enum(USER_LANGUAGES)),
});
export type EmailPayload = Type.Static<typeof EmailPayload>;

export const NotificationEventSchemas = {
  /** A site's notification settings were replaced as a whole. */
  SiteNotificationsConfigured: Type.Object({
    siteId: Id,
    ...SiteNotificationSettings.properties,
  }),
  /** The outbox: a notification is to be sent to one recipient (an address, or the webhook URL). */
  NotificationRequested: Type.Object({
    /** Derived from the cause, the trigger, the channel and the recipient. */
    notificationId: Id,
    siteId: Id,
    roomId: Nullable(Id),
    callId: Nullable(Id),
    deviceId: Nullable(Id),
    trigger: Trigger,
    channel: Type.Enum(NOTIFICATION_CHANNELS),
    /** An e-mail address, or the webhook URL. */
    recipient: Type.String({ minLength: 1, maxLength: 2000 }),
    requestedAt: Instant,
    /** `channel: email`: an {@link EmailPayload}; `webhook`: a {@link WebhookPayload} plus `method`. */
    payload: Type.Union([
      Type.Object({ kind: Type.Literal('email'), email: EmailPayload }),
      Type.Object({ kind: Type.Literal('webhook'), method: Type.Enum(WEBHOOK_METHODS), body: WebhookPayload }),
    ]),
  }),
  /** An attempt failed; another follows at `nextAttemptAt`, or none (null: given up). */
  NotificationAttemptFailed: Type.Object({
    notificationId: Id,
    attempt: Type.Integer({ minimum: 1 }),
    error: Type.String({ maxLength: 1000 }),
    nextAttemptAt: Nullable(Instant),
  }),
  /** The attempt succeeded: `detail` is the SMTP message id or the HTTP status. */
  NotificationDelivered: Type.Object({
    notificationId: Id,
    attempt: Type.Integer({ minimum: 1 }),
    deliveredAt: Instant,
    detail: Type.String({ maxLength: 500 }),
  }),
} as const;

export type NotificationEventType = keyof typeof NotificationEventSchemas;
export const NOTIFICATION_EVENT_TYPES = Object.keys(NotificationEventSchemas) as NotificationEventType[];
export type SiteNotificationsConfigured = Type.Static<typeof NotificationEventSchemas.SiteNotificationsConfigured>;
export type NotificationRequested = Type.Static<typeof NotificationEventSchemas.NotificationRequested>;
export type NotificationAttemptFailed = Type.Static<typeof NotificationEventSchemas.NotificationAttemptFailed>;
export type NotificationDelivered = Type.Static<typeof NotificationEventSchemas.NotificationDelivered>;

/** A site's notification settings: one stream per site. */
export const SITE_NOTIFICATIONS_STREAM_PREFIX = 'site-notifications-';
export const siteNotificationsStreamId = (siteId: string): string => `${SITE_NOTIFICATIONS_STREAM_PREFIX}${siteId}`;

/** One stream per notification: the request, then its attempts. */
export const NOTIFICATION_STREAM_PREFIX = 'notification-';
export const notificationStreamId = (notificationId: string): string => `${NOTIFICATION_STREAM_PREFIX}${notificationId}`;
