import { notificationStreamId, type EmailPayload, type NewEvent, type WebhookMethod, type WebhookPayload } from '@facility/contracts';
import { ConcurrencyError, type EventStore } from '@facility/event-store';
import {
  dashboardPath,
  derivedEventId,
  evolveNotification,
  getCallCategory,
  getNotifySite,
  listDueNotifications,
  withDashboardLink,
  type NotificationRecord,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import type { Logger } from '../change-set.ts';
import { ClockTimer } from '../reactors/clock-timer.ts';
import { callWebhook, type MailChannel, type WebhookNetworkPolicy } from './channels.ts';
import { nextAttemptAt, type AttemptOutcome } from './retry-policy.ts';

export interface NotificationDeliveryOptions {
  /** How often to look for due notifications (`NOTIFY_POLL_MS`, default 2 s). */
  intervalMs?: number;
  logger: Logger;
  now?: (() => Date) | undefined;
  mail: MailChannel;
  /** How long a webhook may take to answer (default 10 s). */
  webhookTimeoutMs?: number;
  /** Whether webhooks may reach private and reserved addresses (`WEBHOOK_ALLOW_PRIVATE`; default no). */
  allowPrivateWebhooks?: boolean;
  /**
   * Where readers reach the dashboard (`PUBLIC_URL`, no trailing slash): mails then end with
   * a link to the call's room log or the offline device. Null: no link (the server
   * cannot know its own public address behind a proxy).
   */
  publicUrl?: string | null;
}

type Payload = { kind: 'email'; email: EmailPayload } | { kind: 'webhook'; method: WebhookMethod; body: WebhookPayload };

const metadata = { source: 'notification-worker', actor: { kind: 'system' as const, id: 'notification-worker' } };

/**
 * The delivery half of the notification outbox: polls the `notifications` read model for
 * due notifications (pending, or retrying with the next attempt due), sends each, and
 * appends the outcome (`NotificationDelivered`, or `NotificationAttemptFailed` with the next
 * attempt or none) to the notification's stream at the version it read. The stream, not the
 * read model, says whether an attempt is due (the read model may lag behind the last
 * attempt); a version conflict means another worker recorded this attempt, and its outcome
 * stands. Two workers racing may both send once (receivers dedupe by `Idempotency-Key`), but
 * only one attempt is ever recorded.
 */
export class NotificationDeliveryWorker extends ClockTimer {
  readonly #store: EventStore;
  readonly #db: Kysely<ReadModelDatabase>;
  readonly #mail: MailChannel;
  readonly #webhookTimeoutMs: number;
  readonly #webhookPolicy: WebhookNetworkPolicy;
  readonly #logger: Logger;
  readonly #publicUrl: string | null;

  constructor(store: EventStore, db: Kysely<ReadModelDatabase>, options: NotificationDeliveryOptions) {
    super('notification delivery', { intervalMs: 2_000, ...options });
    this.#store = store;
    this.#db = db;
    this.#mail = options.mail;
    this.#webhookTimeoutMs = options.webhookTimeoutMs ?? 10_000;
    this.#webhookPolicy = { allowPrivateAddresses: options.allowPrivateWebhooks ?? false };
    this.#logger = options.logger;
    this.#publicUrl = options.publicUrl ?? null;
  }

  /** Attempts every notification due at `now`; answers how many outcomes it recorded. */
  async tick(now: Date = this.now()): Promise<number> {
    let recorded = 0;
    for (const due of await listDueNotifications(this.#db, now)) {
      if (await this.#attempt(due.notificationId, now)) recorded++;
    }
    return recorded;
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.#mail.close();
  }

  async #attempt(notificationId: string, now: Date): Promise<boolean> {
    const streamId = notificationStreamId(notificationId);
    const stream = await this.#store.readStream(streamId);
    const record = stream.reduce<NotificationRecord | null>(evolveNotification, null);
    const version = stream.at(-1)?.streamVersion ?? 0;
    if (!record || (record.status !== 'pending' && record.status !== 'retrying')) return false;
    if (record.nextAttemptAt !== null && Date.parse(record.nextAttemptAt) > now.getTime()) return false;

    const attempt = record.attempts + 1;
    const outcome = await this.#send(record, now);
    const at = this.now();
    const event: NewEvent = outcome.ok
      ? { type: 'NotificationDelivered', data: { notificationId, attempt, deliveredAt: at.toISOString(), detail: outcome.detail.slice(0, 500) } }
      : {
          type: 'NotificationAttemptFailed',
          data: { notificationId, attempt, error: outcome.error.slice(0, 1000), nextAttemptAt: outcome.retry ? (nextAttemptAt(attempt, at)?.toISOString() ?? null) : null },
        };
    try {
      await this.#store.append(streamId, [{ ...event, id: derivedEventId(notificationId, `attempt-${attempt}`), occurredAt: at, metadata }], { expectedVersion: version });
      if (!outcome.ok) this.#logger.warn(`notification ${notificationId} attempt ${attempt} failed: ${outcome.error}`);
      return true;
    } catch (error) {
      if (error instanceof ConcurrencyError) return false;
      throw error;
    }
  }

  /** The mail with its dashboard link, when the public address is known. */
  async #linked(record: NotificationRecord, email: EmailPayload): Promise<EmailPayload> {
    if (this.#publicUrl === null) return email;
    const category = record.callId === null ? null : await getCallCategory(this.#db, record.callId);
    const path = dashboardPath({ trigger: record.trigger, siteId: record.siteId, roomId: record.roomId, deviceId: record.deviceId, category });
    return withDashboardLink(email, this.#publicUrl, path);
  }

  async #send(record: NotificationRecord, now: Date): Promise<AttemptOutcome> {
    const payload = record.payload as Payload;
    if (payload.kind === 'email') return this.#mail.send({ to: record.recipient, email: await this.#linked(record, payload.email), notificationId: record.notificationId });
    // The signing secret and the Authorization header are the site's current ones (a rotated secret applies to retries).
    const site = await getNotifySite(this.#db, record.siteId);
    if (!site?.settings) return { ok: false, retry: false, error: 'The site or its notification settings are gone' };
    const { secret, authorization } = site.settings.webhook;
    return callWebhook(
      { url: record.recipient, method: payload.method, body: payload.body, secret, authorization, notificationId: record.notificationId, at: now },
      this.#webhookTimeoutMs,
      this.#webhookPolicy,
    );
  }
}
