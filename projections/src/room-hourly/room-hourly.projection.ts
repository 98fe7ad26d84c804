import { sql } from 'kysely';
import { loadSiteRules, siteRulesStatements, type SiteRules } from '../calendar/site-rules.ts';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import { inMemoryRebuild } from '../engine/in-memory-rebuild.ts';
import { ProjectionMemory } from '../engine/projection-memory.ts';
import { pgArray } from '../engine/pg-array.ts';
import { runStatements, slices, type Statements } from '../engine/statements.ts';
import { COUNTER_FIELDS } from './counter-fields.ts';
import {
  emptyHourlyBuckets,
  foldHourlyInto,
  pressKey,
  pressKeysOf,
  siteIdsOf,
  type CounterDelta,
  type HourlyBuckets,
  type PressMemory,
} from './room-hourly.fold.ts';
import { rollUpToSites } from './site-rollup.ts';

/** What a batch writes to each bucket: every counter, added, and the amended flag, or-ed. */
const ADD_EXCLUDED = sql.raw(
  [...COUNTER_FIELDS.map(({ column }) => `${column} = t.${column} + excluded.${column}`), 'is_amended = t.is_amended or excluded.is_amended'].join(', '),
);

/** A bucket's key columns besides `site_id`: their names, types and values per delta row. */
type KeyColumn<Row> = readonly [column: string, type: 'text' | 'int' | 'date' | 'timestamptz', value: (row: Row) => string | number];

/**
 * Adds each row's deltas to its bucket, creating it when new: one statement per slice of
 * rows, every column sent as one array (see `pgArray`).
 */
function upsertCounters<Row extends Omit<CounterDelta, 'roomId'>>(
  table: 'room_hourly_counters' | 'room_shift_counters' | 'site_hourly_counters' | 'site_shift_counters',
  keys: readonly KeyColumn<Row>[],
  conflictColumns: string,
  rows: readonly Row[],
): Statements {
  const columns = [...keys.map(([column]) => column), 'site_id', ...COUNTER_FIELDS.map(({ column }) => column), 'is_amended'];
  const list = sql.raw(columns.join(', '));
  return slices(rows).map((slice) => {
    const arrays = [
      ...keys.map(([, type, value]) => pgArray(slice.map(value), type)),
      pgArray(slice.map((row) => row.siteId), 'text'),
      ...COUNTER_FIELDS.map(({ field, sqlType }) => pgArray(slice.map((row) => row[field]), sqlType)),
      pgArray(slice.map((row) => row.isAmended), 'bool'),
    ];
    return sql`insert into ${sql.table(table)} as t (${list})
      select * from unnest(${sql.join(arrays)}) as d(${list})
      on conflict (${sql.raw(conflictColumns)}) do update set ${ADD_EXCLUDED}`;
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The counters behind the overview series (visits, exposures, complaints after the repeat
 * rule, arrivals by role, ratings, calls by source, response minutes), kept twice: per
 * room and UTC hour, and per room, site-local day and shift; and each summed over the
 * site's rooms (the site rollups), which statistics over a whole site read. Plus
 * complaints per room, hour and problem. Each batch is folded in memory and written
 * with one upsert per table, which keeps a replay of millions of events to a few
 * statements per thousand events. The site zones and shifts come from the site events
 * in the same log, kept in this projection's own table, so a replay buckets exactly as
 * the first run did.
 */
export const roomHourlyProjection: ProjectionDefinition = {
  name: 'room-hourly-counters',
  // 3: calls opened by complaints and tasks are counted too (a rebuild fills history).
  // 4: the site rollups (a rebuild fills them).
  version: 4,
  // Kept answers or live messages claim its position.
  positionClaimed: true,
  tables: [
    'room_hourly_counters',
    'complaint_presses',
    'room_shift_counters',
    'room_hourly_problems',
    'shift_bucket_sites',
    'site_hourly_counters',
    'site_shift_counters',
  ],

  async apply(trx, events, memory = new ProjectionMemory()) {
    const { presses, sites } = memory.recall(
      () => ({ presses: new Map() as PressMemory, sites: new Map<string, SiteRules>() }),
      (kept) => kept.presses.size + kept.sites.size,
    );
    const keys = pressKeysOf(events).filter((key) => !presses.has(pressKey(key.deviceId, key.problem)));
    if (keys.length > 0) {
      const { rows } = await sql<{ device_id: string; problem: string; last_counted_at: Date }>`
        select p.device_id, p.problem, p.last_counted_at
        from unnest(${pgArray(keys.map((key) => key.deviceId), 'text')}, ${pgArray(keys.map((key) => key.problem), 'text')}) as k(device_id, problem)
        join complaint_presses p on p.device_id = k.device_id and p.problem = k.problem`.execute(trx);
      for (const row of rows) presses.set(pressKey(row.device_id, row.problem), row.last_counted_at.getTime());
    }
    await loadSiteRules(trx, 'shift_bucket_sites', siteIdsOf(events), sites);

    const buckets = foldHourlyInto(emptyHourlyBuckets(), events, presses, sites);
    const scope = new ScopeCollector();
    for (const delta of buckets.hourly.values()) scope.add(delta.siteId, delta.roomId);
    await runStatements(trx, bucketStatements(buckets, presses));
    return scope.toScope();
  },

  // Every press memory and site's rules stay in memory (a few per device and site); the
  // deltas add up until they are written, each bucket once per write.
  rebuildInMemory() {
    const presses: PressMemory = new Map();
    const sites = new Map<string, SiteRules>();
    return inMemoryRebuild({
      changes: emptyHourlyBuckets,
      fold: (buckets, events) => void foldHourlyInto(buckets, events, presses, sites),
      pending: (buckets) => buckets.hourly.size + buckets.shifts.size + buckets.problems.size,
      statements: (buckets) => bucketStatements(buckets, presses),
    });
  },
};

/**
 * Adds the buckets' deltas to the room tables and, summed per site, to the site rollups,
 * and stores the presses and site rules that changed, as they are now.
 */
function bucketStatements(buckets: HourlyBuckets, presses: PressMemory): Statements {
  const hourStart: KeyColumn<{ hourStart: number }> = ['hour_start', 'timestamptz', (delta) => iso(delta.hourStart)];
  const dayAndShift: KeyColumn<{ localDate: string; shiftNumber: number; weekday: number }>[] = [
    ['local_date', 'date', (delta) => delta.localDate],
    ['shift_number', 'int', (delta) => delta.shiftNumber],
    ['weekday', 'int', (delta) => delta.weekday],
  ];
  const roomId: KeyColumn<{ roomId: string }> = ['room_id', 'text', (delta) => delta.roomId];
  const statements = [
    ...siteRulesStatements('shift_bucket_sites', buckets.changedSites),
    ...upsertCounters('room_hourly_counters', [roomId, hourStart], 'room_id, hour_start', [...buckets.hourly.values()]),
    ...upsertCounters('room_shift_counters', [roomId, ...dayAndShift], 'room_id, local_date, shift_number', [...buckets.shifts.values()]),
    ...upsertCounters('site_hourly_counters', [hourStart], 'site_id, hour_start', rollUpToSites(buckets.hourly.values(), (delta) => String(delta.hourStart))),
    ...upsertCounters(
      'site_shift_counters',
      dayAndShift,
      'site_id, local_date, shift_number',
      rollUpToSites(buckets.shifts.values(), (delta) => `${delta.localDate}\u0000${delta.shiftNumber}`),
    ),
  ];
  for (const problems of slices([...buckets.problems.values()])) {
    statements.push(sql`insert into room_hourly_problems as t (room_id, hour_start, problem, site_id, category, count)
      select * from unnest(${pgArray(problems.map((delta) => delta.roomId), 'text')},
        ${pgArray(problems.map((delta) => iso(delta.hourStart)), 'timestamptz')},
        ${pgArray(problems.map((delta) => delta.problem), 'text')}, ${pgArray(problems.map((delta) => delta.siteId), 'text')},
        ${pgArray(problems.map((delta) => delta.category), 'text')}, ${pgArray(problems.map((delta) => delta.count), 'int')})
      on conflict (room_id, hour_start, problem) do update set count = t.count + excluded.count`);
  }
  for (const keys of slices([...buckets.changedPresses])) {
    const pairs = keys.map((key) => key.split('\u0000') as [string, string]);
    statements.push(sql`insert into complaint_presses (device_id, problem, last_counted_at)
      select * from unnest(${pgArray(pairs.map(([deviceId]) => deviceId), 'text')}, ${pgArray(pairs.map(([, problem]) => problem), 'text')},
        ${pgArray(keys.map((key) => iso(presses.get(key)!)), 'timestamptz')})
      on conflict (device_id, problem) do update set last_counted_at = excluded.last_counted_at`);
  }
  return statements;
}
