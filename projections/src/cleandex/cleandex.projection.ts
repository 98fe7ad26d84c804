import { sql, type Transaction } from 'kysely';
import { SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory, unknownKeys } from '../engine/projection-memory.ts';
import { pgArray } from '../engine/pg-array.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { pressKey, pressKeysOf, type PressMemory } from '../room-hourly/room-hourly.fold.ts';
import {
  CLEANDEX_EVENT_TYPES,
  emptyCleandexChanges,
  foldCleandexInto,
  type CleandexChanges,
  type CleandexRoom,
  type CleandexSite,
  type CleandexState,
} from './cleandex.fold.ts';

type Trx = Transaction<ReadModelDatabase>;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: Date | null) => (value === null ? null : value.getTime());

/**
 * The Cleandex of every room (README "Cleandex"): the score and its inputs since the last
 * cleaner arrival, and the scores per room and hour behind the series. Keeps its own copy
 * of the site rules and its own repeat-rule memory, so a replay scores exactly as the first
 * run did. A commit names the rooms whose score or inputs moved (live kind `cleandex`).
 */
export const cleandexProjection: ProjectionDefinition = {
  name: 'cleandex',
  version: 1,
  eventTypes: [...CLEANDEX_EVENT_TYPES],
  tables: ['cleandex_rooms', 'cleandex_sites', 'cleandex_presses', 'cleandex_hourly'],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const relevant = events.filter((event) => CLEANDEX_EVENT_TYPES.has(event.type));
    if (relevant.length === 0) return { siteIds: [], roomIds: [] };
    // A site's rules rescore every room of it: such a page reads them all, as one without memory would.
    if (relevant.some((event) => SITE_RULE_EVENT_TYPES.has(event.type))) memory.forget();
    const state = memory.recall(emptyState, (kept) => kept.sites.size + kept.rooms.size + kept.presses.size);
    await loadState(trx, relevant, state);
    const fold = foldCleandexInto(emptyCleandexChanges(), state, relevant);
    await runStatements(trx, changeStatements(state, fold));

    const scope = new ScopeCollector();
    for (const roomId of fold.movedRooms) scope.add(state.rooms.get(roomId)!.siteId, roomId);
    return scope.toScope();
  },

  // Every site, room and press stays in memory (a few per room and device); the changes
  // add up until they are written, each row once per write.
  rebuildInMemory() {
    const state = emptyState();
    return inMemoryRebuild({
      changes: emptyCleandexChanges,
      fold: (changes, events) => void foldCleandexInto(changes, state, events),
      pending: (changes) => changes.changedRooms.size + changes.changedPresses.size + changes.hours.size,
      statements: (changes) => changeStatements(state, changes),
    });
  },
};

/** Stores the sites, rooms and presses that changed, as they are now, and merges the hour samples into theirs. */
function changeStatements(state: CleandexState, changes: CleandexChanges): Statements {
  return [
    ...siteStatements(changes.changedSites),
    ...slices([...changes.changedRooms]).map((roomIds) => roomUpsert(roomIds.map((roomId) => state.rooms.get(roomId)!))),
    ...slices([...changes.changedPresses]).map((keys) => pressUpsert(keys, state.presses)),
    ...slices([...changes.hours.values()]).map((hours) => sql`insert into cleandex_hourly as t (room_id, hour_start, site_id, low_score, score_sum, samples)
      select * from unnest(${pgArray(hours.map((hour) => hour.roomId), 'text')}, ${pgArray(hours.map((hour) => iso(hour.hourStart)), 'timestamptz')},
        ${pgArray(hours.map((hour) => hour.siteId), 'text')}, ${pgArray(hours.map((hour) => hour.lowScore), 'int')},
        ${pgArray(hours.map((hour) => hour.scoreSum), 'int')}, ${pgArray(hours.map((hour) => hour.samples), 'int')})
      on conflict (room_id, hour_start) do update set low_score = least(t.low_score, excluded.low_score),
        score_sum = t.score_sum + excluded.score_sum, samples = t.samples + excluded.samples`),
  ];
}

const emptyState = (): CleandexState => ({ sites: new Map(), rooms: new Map(), presses: new Map() as PressMemory });

/**
 * Reads into `state` the sites, rooms and presses the batch needs that it does not hold
 * yet: its rooms, and every room of a site whose rules it changes.
 */
async function loadState(trx: Trx, events: Parameters<ProjectionDefinition['apply']>[1], state: CleandexState): Promise<void> {
  const siteIds = new Set<string>();
  const ruleSiteIds = new Set<string>();
  const roomIds = new Set<string>();
  for (const { type, data } of events) {
    if (typeof data.siteId === 'string') siteIds.add(data.siteId);
    if (typeof data.roomId === 'string') roomIds.add(data.roomId);
    else if (SITE_RULE_EVENT_TYPES.has(type) && typeof data.siteId === 'string') ruleSiteIds.add(data.siteId);
  }
  const unknownSites = unknownKeys(siteIds, state.sites);
  if (unknownSites.length > 0) {
    const rows = await trx.selectFrom('cleandex_sites').selectAll().where('site_id', 'in', unknownSites).execute();
    for (const row of rows) state.sites.set(row.site_id, { rules: row.rules as SiteRules, cleandexThreshold: row.cleandex_threshold });
  }
  const unknownRooms = unknownKeys(roomIds, state.rooms);
  if (unknownRooms.length > 0 || ruleSiteIds.size > 0) {
    let query = trx.selectFrom('cleandex_rooms').selectAll();
    query = query.where((eb) =>
      eb.or([
        ...(unknownRooms.length > 0 ? [eb('room_id', 'in', unknownRooms)] : []),
        ...(ruleSiteIds.size > 0 ? [eb('site_id', 'in', [...ruleSiteIds])] : []),
      ]),
    );
    for (const row of await query.execute()) {
      // Held rooms are as stored already; keep the objects the state holds.
      if (state.rooms.has(row.room_id)) continue;
      state.rooms.set(row.room_id, {
        roomId: row.room_id,
        siteId: row.site_id,
        visitorThreshold: row.visitor_threshold,
        lastCleanedAt: ms(row.last_cleaned_at),
        visits: row.visits,
        complaints: row.complaints,
        ratingSum: row.rating_sum,
        ratingCount: row.rating_count,
        score: row.score,
        scoreUpdatedAt: ms(row.score_updated_at),
      });
    }
  }
  const keys = pressKeysOf(events).filter((key) => !state.presses.has(pressKey(key.deviceId, key.problem)));
  if (keys.length > 0) {
    const { rows } = await sql<{ device_id: string; problem: string; last_counted_at: Date }>`
      select p.device_id, p.problem, p.last_counted_at
      from unnest(${pgArray(keys.map((key) => key.deviceId), 'text')}, ${pgArray(keys.map((key) => key.problem), 'text')}) as k(device_id, problem)
      join cleandex_presses p on p.device_id = k.device_id and p.problem = k.problem`.execute(trx);
    for (const row of rows) state.presses.set(pressKey(row.device_id, row.problem), row.last_counted_at.getTime());
  }
}

function siteStatements(changed: ReadonlyMap<string, CleandexSite | null>): Statements {
  const gone = [...changed].filter(([, site]) => site === null).map(([siteId]) => siteId);
  const kept = [...changed.values()].filter((site): site is CleandexSite => site !== null);
  const statements = [];
  if (gone.length > 0) statements.push(sql`delete from cleandex_sites where site_id in (${sql.join(gone)})`);
  if (kept.length > 0) {
    const rows = kept.map((site) => ({ siteId: site.rules.siteId, rules: site.rules, cleandexThreshold: site.cleandexThreshold }));
    statements.push(sql`insert into cleandex_sites (site_id, rules, cleandex_threshold)
      select "siteId", rules, "cleandexThreshold" from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
        as r("siteId" text, rules jsonb, "cleandexThreshold" int)
      on conflict (site_id) do update set rules = excluded.rules, cleandex_threshold = excluded.cleandex_threshold`);
  }
  return statements;
}

function roomUpsert(rooms: readonly CleandexRoom[]) {
  const rows = rooms.map((room) => ({ ...room, lastCleanedAt: iso(room.lastCleanedAt), scoreUpdatedAt: iso(room.scoreUpdatedAt) }));
  return sql`insert into cleandex_rooms (room_id, site_id, visitor_threshold, last_cleaned_at, visits, complaints, rating_sum, rating_count, score, score_updated_at)
    select "roomId", "siteId", "visitorThreshold", "lastCleanedAt", visits, complaints, "ratingSum", "ratingCount", score, "scoreUpdatedAt"
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("roomId" text, "siteId" text, "visitorThreshold" int,
      "lastCleanedAt" timestamptz, visits int, complaints int, "ratingSum" int, "ratingCount" int, score int, "scoreUpdatedAt" timestamptz)
    on conflict (room_id) do update set site_id = excluded.site_id, visitor_threshold = excluded.visitor_threshold,
      last_cleaned_at = excluded.last_cleaned_at, visits = excluded.visits, complaints = excluded.complaints,
      rating_sum = excluded.rating_sum, rating_count = excluded.rating_count, score = excluded.score,
      score_updated_at = excluded.score_updated_at`;
}

function pressUpsert(keys: readonly string[], presses: PressMemory) {
  const pairs = keys.map((key) => key.split('\u0000') as [string, string]);
  return sql`insert into cleandex_presses (device_id, problem, last_counted_at)
    select * from unnest(${pgArray(pairs.map(([deviceId]) => deviceId), 'text')}, ${pgArray(pairs.map(([, problem]) => problem), 'text')},
      ${pgArray(keys.map((key) => iso(presses.get(key)!)), 'timestamptz')})
    on conflict (device_id, problem) do update set last_counted_at = excluded.last_counted_at`;
}
