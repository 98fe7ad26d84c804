import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import { NotificationDeliveryWorker, NotificationTimer, smtpMailChannel, unconfiguredMailChannel, type Logger } from '@facility/projector';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config.ts';

/**
 * The notification side of the all-in-one process: the `call_late` timer and the outbox
 * delivery worker (mail through `SMTP_URL`, webhooks over HTTP); the timer is handed back so
 * the background can hold it with the other clock timers. `stop` waits for the tick
 * in progress, so no attempt is cut off half recorded, then closes the mail transport.
 */
/** What notification delivery reads from the configuration. */
export type NotificationConfig = Pick<ApiConfig, 'smtpUrl' | 'smtpFrom' | 'notifyPollMs' | 'webhookAllowPrivate'>;

export function startNotifications(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  config: NotificationConfig,
  options: { logger: Logger; now?: (() => Date) | undefined },
): { timer: NotificationTimer; stop(): Promise<void> } {
  const timer = new NotificationTimer(store, db, options);
  const mail = config.smtpUrl ? smtpMailChannel(config.smtpUrl, config.smtpFrom) : unconfiguredMailChannel;
  const worker = new NotificationDeliveryWorker(store, db, { ...options, mail, intervalMs: config.notifyPollMs, allowPrivateWebhooks: config.webhookAllowPrivate });
  timer.start();
  worker.start();
  return {
    timer,
    async stop() {
      await timer.stop();
      await worker.stop();
    },
  };
}
