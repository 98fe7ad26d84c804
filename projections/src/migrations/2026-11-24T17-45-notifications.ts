import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Notifications (issue 17): the notification reactor's state (projection
// `notification-reactor`: each site's settings, name and room names; the open calls, with the
// moment each turns late for the clock timer; who checked in while a call was open, at sites
// that notify, for the service log's notification state) and the outbox read model (projection
// `notifications`), polled by the delivery worker for due rows and listed per site or call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table notification_reactor_sites (site_id text primary key, state jsonb not null)`,
    `create table notification_reactor_calls (
       call_id text primary key,
       room_id text not null,
       site_id text not null,
       late_at timestamptz,
       state jsonb not null)`,
    `create index notification_reactor_calls_room_idx on notification_reactor_calls (room_id)`,
    `create index notification_reactor_calls_late_idx on notification_reactor_calls (late_at) where late_at is not null`,
    `create table notification_call_progress (
       call_id text primary key,
       site_id text not null,
       arrivals jsonb not null,
       resolved_at timestamptz)`,
    `create table notifications (
       notification_id text primary key,
       site_id text not null,
       room_id text,
       call_id text,
       device_id text,
       trigger text not null,
       channel text not null,
       recipient text not null,
       payload jsonb not null,
       status text not null,
       attempts integer not null default 0,
       last_error text,
       requested_at timestamptz not null,
       next_attempt_at timestamptz,
       sent_at timestamptz,
       detail text,
       stream_version integer not null)`,
    `create index notifications_site_idx on notifications (site_id, requested_at)`,
    `create index notifications_call_idx on notifications (call_id) where call_id is not null`,
    `create index notifications_due_idx on notifications (next_attempt_at) where next_attempt_at is not null`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
