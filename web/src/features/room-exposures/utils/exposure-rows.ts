import type { RoomExposures } from '@facility/contracts';
import type { CsvCell } from '../../../lib/csv.ts';

/**
 * Exposures per 100 visits: how many of the people who came in stood in front of a
 * feedback device (it can pass 100: one visitor may be detected more than once).
 * Null without visits; one decimal.
 */
export function exposureRate(exposures: number, visits: number): number | null {
  return visits > 0 ? Math.round((exposures / visits) * 1000) / 10 : null;
}

/** Nothing counted in the range. */
export function hasNoExposureData(total: RoomExposures['total']): boolean {
  return total.count === 0 && total.visits === 0;
}

export function newestPeriodFirst<T extends { time: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** The export: the days each period counts, exposures, visits, the rate and the amendment; newest first. */
export function exposureCsv(
  rows: readonly RoomExposures['rows'][number][],
  header: { from: string; to: string; exposures: string; visits: string; rate: string; amended: string; yes: string },
): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [header.from, header.to, header.exposures, header.visits, header.rate, header.amended],
    rows: newestPeriodFirst(rows).map((row) => [row.startTime, row.endTime, row.count, row.visits, exposureRate(row.count, row.visits), row.isAmended ? header.yes : '']),
  };
}
