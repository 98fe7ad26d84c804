import type { NewEvent, RecordedEvent } from '@facility/contracts';
import { sql, type Transaction } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { callKeysOf, NOTIFICATION_INPUT_TYPES, type CallProgress, reactToNotifications, type NotificationState, type NotifyCall } from './notification.rules.ts';
import type { NotifySite } from './notify-site.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The notification reactor (`notification.rules.ts`) on the projection machinery, like the
 * device alert reactor: its state lives in its own tables, and the `NotificationRequested`
 * events it decides on are appended by the projector in the same transaction as that state
 * and its checkpoint. Notification ids derive from the cause, trigger, channel and
 * recipient, so a batch applied twice, or a rebuild, requests nothing twice; and nothing
 * older than an hour is requested at all (`now` is read per batch).
 */
export function createNotificationReactor(clock: () => Date = () => new Date()): ProjectionDefinition {
  return {
    name: 'notification-reactor',
    version: 1,
    eventTypes: [...NOTIFICATION_INPUT_TYPES],
    tables: ['notification_reactor_sites', 'notification_reactor_calls', 'notification_call_progress'],

    async apply(trx, events) {
      const inputs = events.filter((event) => NOTIFICATION_INPUT_TYPES.has(event.type));
      if (inputs.length === 0) return { siteIds: [], roomIds: [] };

      const state = await loadState(trx, inputs);
      const { outputs, changedSites, changedCalls, progress } = reactToNotifications(state, inputs, clock().getTime());
      await saveSites(trx, changedSites);
      await saveCalls(trx, changedCalls);
      await saveProgress(trx, [...progress.values()]);

      const scope = new ScopeCollector();
      const emitted: { streamId: string; events: NewEvent[] }[] = [];
      for (const output of outputs) {
        scope.add(output.event.data.siteId, output.event.data.roomId);
        emitted.push({ streamId: output.streamId, events: [output.event] });
      }
      return { ...scope.toScope(), emitted };
    },
  };
}

/** The reactor the projector runs, deciding staleness by the system clock. */
export const notificationReactorProjection = createNotificationReactor();

async function loadState(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<NotificationState> {
  const siteIds = new Set<string>();
  for (const event of events) if (typeof event.data.siteId === 'string') siteIds.add(event.data.siteId);
  const { callIds, roomIds } = callKeysOf(events);

  const calls = new Map<string, NotifyCall>();
  if (callIds.length > 0 || roomIds.length > 0) {
    const byCall = callIds.length > 0 ? sql`call_id in (${sql.join(callIds)})` : sql`false`;
    const byRoom = roomIds.length > 0 ? sql`room_id in (${sql.join(roomIds)})` : sql`false`;
    const { rows } = await sql<{ state: NotifyCall }>`select state from notification_reactor_calls where ${byCall} or ${byRoom}`.execute(trx);
    for (const { state } of rows) {
      calls.set(state.callId, state);
      siteIds.add(state.siteId);
    }
  }
  const sites = new Map<string, NotifySite>();
  if (siteIds.size > 0) {
    const { rows } = await sql<{ state: NotifySite }>`select state from notification_reactor_sites
      where site_id in (${sql.join([...siteIds])})`.execute(trx);
    for (const { state } of rows) sites.set(state.siteId, state);
  }
  return { sites, calls };
}

async function saveSites(trx: Transaction<ReadModelDatabase>, changed: ReadonlyMap<string, NotifySite | null>): Promise<void> {
  const kept = [...changed.values()].filter((site): site is NotifySite => site !== null);
  const gone = [...changed].filter(([, site]) => site === null).map(([siteId]) => siteId);
  if (gone.length > 0) await sql`delete from notification_reactor_sites where site_id in (${sql.join(gone)})`.execute(trx);
  if (kept.length > 0) {
    await sql`insert into notification_reactor_sites (site_id, state)
      select r->>'siteId', r from jsonb_array_elements(${json(kept)}::text::jsonb) as r
      on conflict (site_id) do update set state = excluded.state`.execute(trx);
  }
}

async function saveCalls(trx: Transaction<ReadModelDatabase>, changed: ReadonlyMap<string, NotifyCall | null>): Promise<void> {
  const kept = [...changed.values()].filter((call): call is NotifyCall => call !== null);
  const gone = [...changed].filter(([, call]) => call === null).map(([callId]) => callId);
  if (gone.length > 0) await sql`delete from notification_reactor_calls where call_id in (${sql.join(gone)})`.execute(trx);
  if (kept.length > 0) {
    const rows = kept.map((call) => ({ ...call, lateAtIso: call.lateAt === null ? null : new Date(call.lateAt).toISOString() }));
    await sql`insert into notification_reactor_calls (call_id, room_id, site_id, late_at, state)
      select r->>'callId', r->>'roomId', r->>'siteId', (r->>'lateAtIso')::timestamptz, r - 'lateAtIso'
      from jsonb_array_elements(${json(rows)}::text::jsonb) as r
      on conflict (call_id) do update set late_at = excluded.late_at, state = excluded.state`.execute(trx);
  }
}

async function saveProgress(trx: Transaction<ReadModelDatabase>, rows: readonly CallProgress[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({ ...row, resolvedAtIso: row.resolvedAt === null ? null : new Date(row.resolvedAt).toISOString() }));
  await sql`insert into notification_call_progress (call_id, site_id, arrivals, resolved_at)
    select r->>'callId', r->>'siteId', r->'arrivals', (r->>'resolvedAtIso')::timestamptz
    from jsonb_array_elements(${json(records)}::text::jsonb) as r
    on conflict (call_id) do update set arrivals = excluded.arrivals,
      resolved_at = coalesce(excluded.resolved_at, notification_call_progress.resolved_at)`.execute(trx);
}
