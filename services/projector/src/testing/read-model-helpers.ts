import type { Database } from '@facility/event-store';
import { COUNTER_FIELDS, readRoomHourlyCounters, roomHourlyProjection, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import { sql } from 'kysely';
import { vi } from 'vitest';

/** Every hourly-counter row, in a stable order, for row-by-row comparisons. */
export async function allHourlyRows(database: Database) {
  return readRoomHourlyCounters(database.withTables<ReadModelDatabase>().db);
}

/** The sums over all hourly rows. */
export async function hourlyTotals(database: Database) {
  const rows = await allHourlyRows(database);
  return {
    visits: rows.reduce((sum, row) => sum + row.visits, 0),
    ratings: rows.reduce((sum, row) => sum + row.score_count, 0),
    arrivals: rows.reduce((sum, row) => sum + row.arrivals, 0),
    complaints: rows.reduce((sum, row) => sum + row.complaints, 0),
  };
}

/**
 * Rows where a site rollup and the sums of its site's room rows disagree, both ways, for
 * the hourly and the day-and-shift counters: empty when every rollup row adds up.
 */
export async function siteRollupDifferences(database: Database): Promise<Record<string, unknown>[]> {
  const counters = sql.join(COUNTER_FIELDS.map(({ column }) => sql.ref(column)));
  const sums = sql.join(COUNTER_FIELDS.map(({ column, sqlType }) => sql`sum(${sql.ref(column)})::${sql.raw(sqlType)}`));
  const differences: Record<string, unknown>[] = [];
  for (const [site, room, key] of [
    ['site_hourly_counters', 'room_hourly_counters', 'site_id, hour_start'],
    ['site_shift_counters', 'room_shift_counters', 'site_id, local_date, shift_number, weekday'],
  ] as const) {
    const summed = sql`select ${sql.raw(key)}, ${sums}, bool_or(is_amended) from ${sql.table(room)} group by ${sql.raw(key)}`;
    const stored = sql`select ${sql.raw(key)}, ${counters}, is_amended from ${sql.table(site)}`;
    const { rows } = await sql<Record<string, unknown>>`
      (select ${sql.lit(`only in ${site}`)} as side, * from (${stored} except ${summed}) as a)
      union all
      (select ${sql.lit(`only in the sums of ${room}`)} as side, * from (${summed} except ${stored}) as b)`.execute(database.db);
    differences.push(...rows);
  }
  return differences;
}

export const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Waits until `condition` holds (vitest's `vi.waitFor`, polling every 20 ms), failing after `timeoutMs`. */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('the condition does not hold yet');
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** Every row of the projections' tables, each table sorted, for whole-model comparisons. */
export async function dumpTables(database: Database, projections: readonly ProjectionDefinition[]): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of projections.flatMap((projection) => projection.tables)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** The hourly projection (at `version`) refusing events that carry `poison: true`, page by page and in memory. */
export function poisonableHourly(version = roomHourlyProjection.version): ProjectionDefinition {
  return {
    ...roomHourlyProjection,
    version,
    async apply(trx, events) {
      if (events.some((event) => event.data.poison === true)) throw new Error('cannot apply a poisoned event');
      return roomHourlyProjection.apply(trx, events);
    },
    rebuildInMemory() {
      const memory = roomHourlyProjection.rebuildInMemory!();
      return {
        ...memory,
        async fold(db, events) {
          if (events.some((event) => event.data.poison === true)) throw new Error('cannot fold a poisoned event');
          return memory.fold(db, events);
        },
      };
    },
  };
}
