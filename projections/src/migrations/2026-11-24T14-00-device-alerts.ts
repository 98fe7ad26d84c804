import { sql, type Kysely } from 'kysely';

// Never edit a landed migration: add a new one.
// Device alerts: the alert reactor's state (projection `device-alert-reactor`: its copy of
// the site rules and one state document per device) and the alerts read model (projection
// `device-alerts`), read per site open now or by opening time, and per device by the timer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table device_alert_reactor_sites (site_id text primary key, rules jsonb not null)`,
    `create table device_alert_reactor_devices (device_id text primary key, state jsonb not null)`,
    `create table device_alerts (
       alert_id text primary key,
       device_id text not null,
       site_id text not null,
       room_id text not null,
       kind text not null,
       opened_at timestamptz not null,
       closed_at timestamptz,
       close_reason text,
       detail jsonb not null default '{}'::jsonb)`,
    `create index device_alerts_site_open_idx on device_alerts (site_id, opened_at) where closed_at is null`,
    `create index device_alerts_site_opened_idx on device_alerts (site_id, opened_at)`,
    `create index device_alerts_device_idx on device_alerts (device_id, kind, opened_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
