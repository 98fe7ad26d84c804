import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import { loadSiteRules, siteIdsOfRuleEvents, siteRulesStatements } from '../calendar/site-rules.ts';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory, unknownKeys } from '../engine/projection-memory.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { emittedOf, ScopeCollector } from '../projection.ts';
import { CALL_REACTOR_INPUT_TYPES, pressKey, reactToCalls, type ReactionResult } from './call-reactor.rules.ts';
import { storedReactorRoom, type CallReactorState, type ReactorRoom } from './call-reactor.state.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The call reactor (DOMAIN.md "Calls") on the projection machinery: it keeps its state in
 * its own tables and returns the call events it decided on, which the projector appends in
 * the same transaction as that state and its checkpoint. Output ids derive from the
 * causing events, so a batch applied twice, or a rebuild, stores no call twice.
 *
 * Bump the version only with care: a rebuild decides again over the whole log, and a
 * changed rule yields new ids (new calls) for the events whose decision changed.
 */
export const callReactorProjection: ProjectionDefinition = {
  name: 'call-reactor',
  version: 1,
  eventTypes: [...CALL_REACTOR_INPUT_TYPES],
  tables: ['call_reactor_sites', 'call_reactor_rooms', 'call_reactor_presses'],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const inputs = events.filter((event) => CALL_REACTOR_INPUT_TYPES.has(event.type));
    if (inputs.length === 0) return { siteIds: [], roomIds: [] };

    const state = memory.recall(emptyState, (kept) => kept.sites.size + kept.rooms.size + kept.presses.size);
    await loadState(trx, inputs, state);
    const reaction = reactToCalls(state, inputs);
    await runStatements(trx, stateStatements(state, reaction));

    const scope = new ScopeCollector();
    for (const output of reaction.outputs) scope.add(output.event.data.siteId, output.event.data.roomId);
    return { ...scope.toScope(), emitted: emittedOf(reaction.outputs) };
  },

  // The whole state stays in memory (a room, a site, a press memory per device and
  // problem); what changed is written now and then instead of after every page.
  rebuildInMemory() {
    const state = emptyState();
    return inMemoryRebuild({
      changes: unchanged,
      fold(changed, events) {
        const reaction = reactToCalls(state, events);
        for (const roomId of reaction.changedRooms) changed.changedRooms.add(roomId);
        for (const [siteId, rules] of reaction.changedSites) changed.changedSites.set(siteId, rules);
        for (const key of reaction.changedPresses) changed.changedPresses.add(key);
        return emittedOf(reaction.outputs);
      },
      pending: (changed) => changed.changedRooms.size + changed.changedPresses.size,
      statements: (changed) => stateStatements(state, changed),
    });
  },
};

type StateChanges = Omit<ReactionResult, 'outputs'>;
const unchanged = (): StateChanges => ({ changedRooms: new Set(), changedSites: new Map(), changedPresses: new Set() });

/** Stores the rooms, sites and presses that changed, as they are in `state` now. */
function stateStatements(state: CallReactorState, changes: StateChanges): Statements {
  return [
    ...siteRulesStatements('call_reactor_sites', changes.changedSites),
    ...slices([...changes.changedRooms]).map((roomIds) => {
      const rows = roomIds.map((roomId) => state.rooms.get(roomId)!);
      return sql`insert into call_reactor_rooms (room_id, state)
        select r->>'roomId', r from jsonb_array_elements(${json(rows)}::text::jsonb) as r
        on conflict (room_id) do update set state = excluded.state`;
    }),
    ...slices([...changes.changedPresses]).map((keys) => {
      const rows = keys.map((key) => {
        const [deviceId, problem] = key.split('\u0000');
        return { deviceId, problem, at: state.presses.get(key)! };
      });
      return sql`insert into call_reactor_presses (device_id, problem, last_counted_at)
        select "deviceId", problem, at from jsonb_to_recordset(${json(rows)}::text::jsonb) as p("deviceId" text, problem text, at bigint)
        on conflict (device_id, problem) do update set last_counted_at = excluded.last_counted_at`;
    }),
  ];
}

const emptyState = (): CallReactorState => ({ sites: new Map(), rooms: new Map(), presses: new Map() });

/** Reads into `state` the sites, rooms and presses the events need that it does not hold yet. */
async function loadState(trx: Parameters<ProjectionDefinition['apply']>[0], events: readonly RecordedEvent[], state: CallReactorState): Promise<void> {
  const roomIds = new Set<string>();
  const siteIds = new Set<string>(siteIdsOfRuleEvents(events));
  const presses = new Map<string, { deviceId: string; problem: string }>();
  for (const event of events) {
    const { roomId, siteId, deviceId, problem } = event.data;
    if (typeof roomId === 'string') roomIds.add(roomId);
    if (typeof siteId === 'string') siteIds.add(siteId);
    if (typeof deviceId === 'string') {
      if (event.type === 'ComplaintReported' && typeof problem === 'string') presses.set(pressKey(deviceId, problem), { deviceId, problem });
      if (event.type === 'CleanerCallRequested') presses.set(pressKey(deviceId, 'call_cleaner'), { deviceId, problem: 'call_cleaner' });
    }
  }

  await loadSiteRules(trx, 'call_reactor_sites', siteIds, state.sites);
  const unknownRooms = unknownKeys(roomIds, state.rooms);
  if (unknownRooms.length > 0) {
    const { rows } = await sql<{ state: ReactorRoom }>`select state from call_reactor_rooms where room_id in (${sql.join(unknownRooms)})`.execute(trx);
    for (const row of rows) state.rooms.set(row.state.roomId, storedReactorRoom(row.state));
  }
  const unknownPresses = unknownKeys(presses.keys(), state.presses).map((key) => presses.get(key)!);
  if (unknownPresses.length > 0) {
    const { rows } = await sql<{ device_id: string; problem: string; last_counted_at: string | number }>`
      select p.device_id, p.problem, p.last_counted_at
      from jsonb_to_recordset(${json(unknownPresses)}::text::jsonb) as k("deviceId" text, problem text)
      join call_reactor_presses p on p.device_id = k."deviceId" and p.problem = k.problem`.execute(trx);
    for (const row of rows) state.presses.set(pressKey(row.device_id, row.problem), Number(row.last_counted_at));
  }
}
