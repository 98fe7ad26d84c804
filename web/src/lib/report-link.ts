import type { QueryValue } from './api-client.ts';
import { toSearchParams } from './api-client.ts';

/** Where the printable analysis report lives in the dashboard. */
export const REPORT_PATH = '/dashboard/report';

/**
 * The filter fields a report link carries: the analysis report's querystring (spec §7)
 * without its list length, so a link reopens the same site, period and room filters
 * whoever opens it, whatever their own filter holds.
 */
export const REPORT_FILTER_KEYS = [
  'siteId',
  'timeType',
  'timeFrom',
  'timeTo',
  'viewTimeBy',
  'shift',
  'days',
  'rooms',
  'building',
  'floor',
  'gender',
  'servikName',
  'hour',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];
export type ReportFilter = Partial<Record<ReportFilterKey, string>> & { siteId: string };

/** The report link of a statistics query (the filter as the statistics routes name it). */
export function reportLink(query: Readonly<Record<string, QueryValue>>): string {
  const kept = Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, query[key]]));
  const search = toSearchParams(kept).toString();
  return search ? `${REPORT_PATH}?${search}` : REPORT_PATH;
}

/** The filter a report link names, or null without a site (nothing to report on). Unknown parameters are dropped. */
export function reportFilterOf(search: string): ReportFilter | null {
  const params = new URLSearchParams(search);
  const filter: Partial<Record<ReportFilterKey, string>> = {};
  for (const key of REPORT_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') filter[key] = value;
  }
  return filter.siteId ? (filter as ReportFilter) : null;
}
