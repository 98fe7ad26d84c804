import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';
import { loadSiteRules, saveSiteRules, siteIdsOfRuleEvents } from '../calendar/site-rules.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { CALL_REACTOR_INPUT_TYPES, pressKey, reactToCalls } from './call-reactor.rules.ts';
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

  async apply(trx, events) {
    const inputs = events.filter((event) => CALL_REACTOR_INPUT_TYPES.has(event.type));
    if (inputs.length === 0) return { siteIds: [], roomIds: [] };

    const state = await loadState(trx, inputs);
    const { outputs, changedRooms, changedSites, changedPresses } = reactToCalls(state, inputs);

    await saveSiteRules(trx, 'call_reactor_sites', changedSites);
    if (changedRooms.size > 0) {
      const rows = [...changedRooms].map((roomId) => state.rooms.get(roomId)!);
      await sql`insert into call_reactor_rooms (room_id, state)
        select r->>'roomId', r from jsonb_array_elements(${json(rows)}::text::jsonb) as r
        on conflict (room_id) do update set state = excluded.state`.execute(trx);
    }
    if (changedPresses.size > 0) {
      const rows = [...changedPresses].map((key) => {
        const [deviceId, problem] = key.split('\u0000');
        return { deviceId, problem, at: state.presses.get(key)! };
      });
      await sql`insert into call_reactor_presses (device_id, problem, last_counted_at)
        select "deviceId", problem, at from jsonb_to_recordset(${json(rows)}::text::jsonb) as p("deviceId" text, problem text, at bigint)
        on conflict (device_id, problem) do update set last_counted_at = excluded.last_counted_at`.execute(trx);
    }

    const scope = new ScopeCollector();
    const emitted: { streamId: string; events: (typeof outputs)[number]['event'][] }[] = [];
    for (const output of outputs) {
      scope.add(output.event.data.siteId, output.event.data.roomId);
      const last = emitted.at(-1);
      // Consecutive outputs for one stream go in one write; order is kept either way.
      if (last && last.streamId === output.streamId) last.events.push(output.event);
      else emitted.push({ streamId: output.streamId, events: [output.event] });
    }
    return { ...scope.toScope(), emitted };
  },
};

async function loadState(trx: Parameters<ProjectionDefinition['apply']>[0], events: readonly RecordedEvent[]): Promise<CallReactorState> {
  const roomIds = new Set<string>();
  const siteIds = new Set<string>(siteIdsOfRuleEvents(events));
  const presses: { deviceId: string; problem: string }[] = [];
  for (const event of events) {
    const { roomId, siteId, deviceId, problem } = event.data;
    if (typeof roomId === 'string') roomIds.add(roomId);
    if (typeof siteId === 'string') siteIds.add(siteId);
    if (typeof deviceId === 'string') {
      if (event.type === 'ComplaintReported' && typeof problem === 'string') presses.push({ deviceId, problem });
      if (event.type === 'CleanerCallRequested') presses.push({ deviceId, problem: 'call_cleaner' });
    }
  }

  const state: CallReactorState = { sites: await loadSiteRules(trx, 'call_reactor_sites', [...siteIds]), rooms: new Map(), presses: new Map() };
  if (roomIds.size > 0) {
    const { rows } = await sql<{ state: ReactorRoom }>`select state from call_reactor_rooms where room_id in (${sql.join([...roomIds])})`.execute(trx);
    for (const row of rows) state.rooms.set(row.state.roomId, storedReactorRoom(row.state));
  }
  if (presses.length > 0) {
    const { rows } = await sql<{ device_id: string; problem: string; last_counted_at: string | number }>`
      select p.device_id, p.problem, p.last_counted_at
      from jsonb_to_recordset(${json(presses)}::text::jsonb) as k("deviceId" text, problem text)
      join call_reactor_presses p on p.device_id = k."deviceId" and p.problem = k.problem`.execute(trx);
    for (const row of rows) state.presses.set(pressKey(row.device_id, row.problem), Number(row.last_counted_at));
  }
  return state;
}
