import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';

const json = (value: unknown) => JSON.stringify(value);

export const DEVICE_ALERT_RECORD_EVENT_TYPES: ReadonlySet<string> = new Set(['DeviceAlertOpened', 'DeviceAlertClosed']);

/** The last event of each alert of a type in a batch (an alert has one of each: ids are derived). */
function byAlert(events: readonly RecordedEvent[], type: string): Record<string, unknown>[] {
  const alerts = new Map<string, Record<string, unknown>>();
  for (const event of events) if (event.type === type) alerts.set(String(event.data.alertId), event.data);
  return [...alerts.values()];
}

/**
 * The `device_alerts` read model: one row per alert, opened by `DeviceAlertOpened` and
 * closed by `DeviceAlertClosed`. A close carries the whole identity of its alert, so the
 * row is right whichever of the two a batch holds; the name is the live hub's key.
 */
export const deviceAlertsProjection: ProjectionDefinition = {
  name: 'device-alerts',
  lane: 'live',
  version: 1,
  eventTypes: [...DEVICE_ALERT_RECORD_EVENT_TYPES],
  tables: ['device_alerts'],

  async apply(trx, events) {
    const alertEvents = events.filter((event) => DEVICE_ALERT_RECORD_EVENT_TYPES.has(event.type));
    const scope = new ScopeCollector();
    if (alertEvents.length === 0) return scope.toScope();
    for (const event of alertEvents) scope.add(event.data.siteId, event.data.roomId);

    const opened = byAlert(alertEvents, 'DeviceAlertOpened');
    if (opened.length > 0) {
      await sql`insert into device_alerts as a (alert_id, device_id, site_id, room_id, kind, opened_at, detail)
        select "alertId", "deviceId", "siteId", "roomId", kind, "openedAt", coalesce(detail, '{}'::jsonb)
        from jsonb_to_recordset(${json(opened)}::text::jsonb) as r("alertId" text, "deviceId" text, "siteId" text,
          "roomId" text, kind text, "openedAt" timestamptz, detail jsonb)
        on conflict (alert_id) do update set detail = excluded.detail`.execute(trx);
    }
    const closed = byAlert(alertEvents, 'DeviceAlertClosed');
    if (closed.length > 0) {
      await sql`insert into device_alerts as a (alert_id, device_id, site_id, room_id, kind, opened_at, closed_at, close_reason)
        select "alertId", "deviceId", "siteId", "roomId", kind, "openedAt", "closedAt", reason
        from jsonb_to_recordset(${json(closed)}::text::jsonb) as r("alertId" text, "deviceId" text, "siteId" text,
          "roomId" text, kind text, "openedAt" timestamptz, "closedAt" timestamptz, reason text)
        on conflict (alert_id) do update set closed_at = excluded.closed_at, close_reason = excluded.close_reason`.execute(trx);
    }
    return scope.toScope();
  },
};
