import { roomCallsStreamId, type NewEvent } from '@facility/contracts';
import { sql, type Kysely } from 'kysely';
import type { SiteRules } from '../calendar/site-rules.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { storedReactorRoom, type ReactorRoom } from './call-reactor.state.ts';
import { firstRoundDue, scheduledCallEvent } from './scheduled-calls.ts';

export interface RoundsDueOptions {
  /** How far back a scheduled time is still opened by the clock (older ones wait for the room's next event). */
  lookbackMs: number;
  /**
   * How long after a scheduled time the clock waits before opening its round, so that the
   * room's events up to that time (a cleaning just before it) have reached the reactor.
   */
  graceMs: number;
}

/**
 * The scheduled rounds (scheduled-calls.ts) due by the clock at `now`, decided from the
 * call reactor's own state: for each room of a site with scheduled times, the first time
 * in the window that the reactor has not yet passed by event time. Written with the same
 * ids the reactor derives, so a round it opens too is stored once.
 */
export async function listScheduledRoundsDue(
  db: Kysely<ReadModelDatabase>,
  now: Date,
  { lookbackMs, graceMs }: RoundsDueOptions,
): Promise<{ streamId: string; event: NewEvent }[]> {
  const { rows: siteRows } = await sql<{ rules: SiteRules }>`
    select rules from call_reactor_sites
    where jsonb_array_length(coalesce(rules->'callSettings'->'scheduledCallTimes', '[]'::jsonb)) > 0`.execute(db);
  if (siteRows.length === 0) return [];
  const sites = new Map(siteRows.map(({ rules }) => [rules.siteId, rules]));
  const until = now.getTime() - graceMs;
  const windowStart = until - lookbackMs;
  // Only rooms with visitors since their cleaning and no cleaning call open can be due.
  const { rows } = await sql<{ state: ReactorRoom }>`
    select state from call_reactor_rooms
    where state->>'siteId' in (${sql.join([...sites.keys()])})
      and (state->>'visitsSinceClean')::numeric > 0
      and state->'cleaning' = 'null'::jsonb`.execute(db);
  const due: { streamId: string; event: NewEvent }[] = [];
  for (const row of rows) {
    const room = storedReactorRoom(row.state);
    const site = sites.get(room.siteId);
    // The reactor decides the times up to the room's last event itself.
    if (!site || room.scheduledUntil === null) continue;
    const instant = firstRoundDue(site, room, Math.max(windowStart, room.scheduledUntil), until);
    if (instant) due.push({ streamId: roomCallsStreamId(room.roomId), event: scheduledCallEvent(site, room.roomId, instant) });
  }
  return due;
}
