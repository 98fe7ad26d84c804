import type { AnalysisReport } from '@facility/contracts';

/**
 * The English name of every room the report's table lists, for its calls: a room removed
 * since is in no list of the site's rooms to look its name up in, but its row carries it.
 */
export const englishRoomNames = (report: Pick<AnalysisReport, 'analytics'>): ReadonlyMap<string, string> =>
  new Map(report.analytics.rows.map((row) => [row.roomId, row.roomNameEn]));
