import type { RecordedEvent } from '@facility/contracts';
import { sql, type Transaction } from 'kysely';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { pgArray } from '../engine/pg-array.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import {
  callKeysOf,
  NOTIFICATION_INPUT_TYPES,
  reactToNotifications,
  type CallProgress,
  type NotificationFoldResult,
  type NotificationState,
  type NotifyCall,
} from './notification.rules.ts';
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
    // 2: sites keep their devices' codes (mails name a device by its code).
    version: 2,
    eventTypes: [...NOTIFICATION_INPUT_TYPES],
    tables: ['notification_reactor_sites', 'notification_reactor_calls', 'notification_call_progress'],

    async apply(trx, events) {
      const inputs = events.filter((event) => NOTIFICATION_INPUT_TYPES.has(event.type));
      if (inputs.length === 0) return { siteIds: [], roomIds: [] };

      const state = await loadState(trx, inputs);
      const reaction = reactToNotifications(state, inputs, clock().getTime());
      await runStatements(trx, changeStatements(reaction));

      const scope = new ScopeCollector();
      for (const output of reaction.outputs) scope.add(output.event.data.siteId, output.event.data.roomId);
      return { ...scope.toScope(), emitted: reaction.outputs.map((output) => ({ streamId: output.streamId, events: [output.event] })) };
    },

    // The sites and the open calls stay in memory (a resolved call leaves the state); what
    // changed is written now and then.
    rebuildInMemory() {
      const state: NotificationState = { sites: new Map(), calls: new Map() };
      return inMemoryRebuild({
        changes: unchanged,
        fold(changes, events) {
          const reaction = reactToNotifications(state, events, clock().getTime());
          for (const [siteId, site] of reaction.changedSites) changes.changedSites.set(siteId, site);
          for (const [callId, call] of reaction.changedCalls) changes.changedCalls.set(callId, call);
          for (const [callId, progress] of reaction.progress) {
            // As the upsert merges them: the latest arrivals, and a resolution once known.
            const earlier = changes.progress.get(callId);
            changes.progress.set(callId, progress.resolvedAt === null && earlier ? { ...progress, resolvedAt: earlier.resolvedAt } : progress);
          }
          return reaction.outputs.map((output) => ({ streamId: output.streamId, events: [output.event] }));
        },
        pending: (changes) => changes.changedCalls.size + changes.progress.size,
        statements: changeStatements,
      });
    },
  };
}

type StateChanges = Omit<NotificationFoldResult, 'outputs'>;
const unchanged = (): StateChanges => ({ changedSites: new Map(), changedCalls: new Map(), progress: new Map() });

/** Stores the sites and calls that changed (forgetting resolved calls) and each call's progress, as they are now. */
function changeStatements(changes: StateChanges): Statements {
  return [...siteStatements(changes.changedSites), ...callStatements(changes.changedCalls), ...slices([...changes.progress.values()]).map(progressUpsert)];
}

/** The reactor the projector runs, deciding staleness by the system clock. */
export const notificationReactorProjection = createNotificationReactor();

async function loadState(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<NotificationState> {
  const siteIds = new Set<string>();
  for (const event of events) {
    for (const key of ['siteId', 'fromSiteId', 'toSiteId']) if (typeof event.data[key] === 'string') siteIds.add(event.data[key]);
  }
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

function siteStatements(changed: ReadonlyMap<string, NotifySite | null>): Statements {
  const kept = [...changed.values()].filter((site): site is NotifySite => site !== null);
  const gone = [...changed].filter(([, site]) => site === null).map(([siteId]) => siteId);
  const statements = [];
  if (gone.length > 0) statements.push(sql`delete from notification_reactor_sites where site_id in (${sql.join(gone)})`);
  if (kept.length > 0) {
    statements.push(sql`insert into notification_reactor_sites (site_id, state)
      select r->>'siteId', r from jsonb_array_elements(${json(kept)}::text::jsonb) as r
      on conflict (site_id) do update set state = excluded.state`);
  }
  return statements;
}

function callStatements(changed: ReadonlyMap<string, NotifyCall | null>): Statements {
  const kept = [...changed.values()].filter((call): call is NotifyCall => call !== null);
  const gone = [...changed].filter(([, call]) => call === null).map(([callId]) => callId);
  return [
    ...slices(gone).map((callIds) => sql`delete from notification_reactor_calls where call_id = any(${pgArray(callIds, 'text')})`),
    ...slices(kept).map((calls) => {
      const rows = calls.map((call) => ({ ...call, lateAtIso: call.lateAt === null ? null : new Date(call.lateAt).toISOString() }));
      return sql`insert into notification_reactor_calls (call_id, room_id, site_id, late_at, state)
        select r->>'callId', r->>'roomId', r->>'siteId', (r->>'lateAtIso')::timestamptz, r - 'lateAtIso'
        from jsonb_array_elements(${json(rows)}::text::jsonb) as r
        on conflict (call_id) do update set late_at = excluded.late_at, state = excluded.state`;
    }),
  ];
}

function progressUpsert(rows: readonly CallProgress[]) {
  const records = rows.map((row) => ({ ...row, resolvedAtIso: row.resolvedAt === null ? null : new Date(row.resolvedAt).toISOString() }));
  return sql`insert into notification_call_progress (call_id, site_id, arrivals, resolved_at)
    select r->>'callId', r->>'siteId', r->'arrivals', (r->>'resolvedAtIso')::timestamptz
    from jsonb_array_elements(${json(records)}::text::jsonb) as r
    on conflict (call_id) do update set arrivals = excluded.arrivals,
      resolved_at = coalesce(excluded.resolved_at, notification_call_progress.resolved_at)`;
}
