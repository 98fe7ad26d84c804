import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import { NotificationDeliveryWorker, NotificationTimer, smtpMailChannel, unconfiguredMailChannel, type MailChannel, type NotificationTimerOptions } from '@facility/projector';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config.ts';

/** What notification delivery reads from the configuration. */
export type NotificationConfig = Pick<ApiConfig, 'smtpUrl' | 'smtpFrom' | 'publicUrl' | 'notifyPollMs' | 'webhookAllowPrivate'>;

/** The mail server of `SMTP_URL` (senders default to `SMTP_FROM`); null without one. */
export const configuredMailChannel = (config: Pick<ApiConfig, 'smtpUrl' | 'smtpFrom'>): MailChannel | null =>
  config.smtpUrl ? smtpMailChannel(config.smtpUrl, config.smtpFrom) : null;

/**
 * The notification side of the all-in-one process: the `call_late` timer (held with the
 * other clock timers: `options.mayTick`) and the outbox delivery worker (mail through
 * `SMTP_URL`, webhooks over HTTP). `stop` waits for the tick in progress, so no attempt is
 * cut off half recorded, then closes the mail transport.
 */
export function startNotifications(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  config: NotificationConfig,
  options: NotificationTimerOptions,
): { stop(): Promise<void> } {
  const timer = new NotificationTimer(store, db, options);
  const mail = configuredMailChannel(config) ?? unconfiguredMailChannel;
  // Delivery is not a clock rule: it goes on while the clock is held, at its own pace.
  const worker = new NotificationDeliveryWorker(store, db, {
    logger: options.logger,
    now: options.now,
    mail,
    intervalMs: config.notifyPollMs,
    allowPrivateWebhooks: config.webhookAllowPrivate,
    publicUrl: config.publicUrl,
  });
  timer.start();
  worker.start();
  return {
    async stop() {
      await timer.stop();
      await worker.stop();
    },
  };
}
