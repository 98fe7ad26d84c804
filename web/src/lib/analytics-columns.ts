import type { AnalyticsRow } from '@facility/contracts';

/**
 * The analytics table's columns in the order of spec §3: the analytics screen's table and
 * the analysis report's page and workbook list the same columns in the same order.
 */
export const ANALYTICS_COLUMNS = [
  'displayName',
  'visits',
  'complaints',
  'topComplaints',
  'arrivals',
  'supervisors',
  // Calls opened by every source (what the service logs list), then by source.
  'callsOpened',
  'complaintCalls',
  'counterCalls',
  'cleandexCalls',
  'manualCalls',
  'taskCalls',
  'avgResponseTime',
  'exposures',
  'ratio',
  'score',
] as const satisfies readonly (keyof AnalyticsRow)[];
export type AnalyticsColumn = (typeof ANALYTICS_COLUMNS)[number];

/** Every column but the room's name and its top complaints holds a number. */
export const isNumericColumn = (column: AnalyticsColumn): boolean => column !== 'displayName' && column !== 'topComplaints';
