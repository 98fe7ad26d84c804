import type { Database } from '@facility/event-store';
import { readRoomHourlyCounters, type ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';

/** Every hourly-counter row, in a stable order, for row-by-row comparisons. */
export async function allHourlyRows(database: Database) {
  return readRoomHourlyCounters(database.db as Kysely<ReadModelDatabase>);
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

export const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };
