import type { NotificationChannel, NotificationStatus, NotificationTrigger } from '@facility/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;

/**
 * The notification outbox (projection `notifications`): one row per `NotificationRequested`,
 * moved on by its attempts. The delivery worker polls it for due rows; `stream_version` is
 * the version of the notification's stream the row reflects (the worker's expected version).
 */
export interface NotificationsTable {
  notification_id: string;
  site_id: string;
  room_id: string | null;
  call_id: string | null;
  device_id: string | null;
  trigger: NotificationTrigger;
  channel: NotificationChannel;
  /** The e-mail address or the webhook URL. */
  recipient: string;
  /** What to send (`NotificationRequested.payload`). */
  payload: ColumnType<unknown, string, string>;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  requested_at: Timestamp;
  /** When the next attempt is due; null once sent or given up. */
  next_attempt_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  /** The SMTP message id or HTTP status of the delivery. */
  detail: string | null;
  stream_version: number;
}

/** The notification reactor's state of each site ({@link NotifySite} as JSON). */
export interface NotificationReactorSitesTable {
  site_id: string;
  state: ColumnType<unknown, string, string>;
}

/** The notification reactor's open calls ({@link NotifyCall} as JSON); `late_at` lets the timer find the calls turning late. */
export interface NotificationReactorCallsTable {
  call_id: string;
  room_id: string;
  site_id: string;
  late_at: NullableTimestamp;
  state: ColumnType<unknown, string, string>;
}

/** Who checked in at a call's room while it was open, and when it was resolved (sites with notification settings only). */
export interface NotificationCallProgressTable {
  call_id: string;
  site_id: string;
  /** `{ role, at }[]` (epoch ms), the first check-in of each role. */
  arrivals: ColumnType<unknown, string, string>;
  resolved_at: NullableTimestamp;
}
