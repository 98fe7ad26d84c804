import type { Database } from '@facility/event-store';
import { readRoomHourlyCounters, type ReadModelDatabase } from '@facility/projections';
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
