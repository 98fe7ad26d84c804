import { MAX_REPORT_CALLS, type AnalysisReport } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ReportFilter } from '../../../lib/report-link.ts';

/**
 * The analysis report (spec §7) of the filter a report link names, with as many calls as the
 * route lists (the printed page and the workbook show the same ones). Cached under its site,
 * so a live message about the site marks it stale like the other statistics.
 */
export function useAnalysisReport(filter: ReportFilter | null) {
  const url = filter ? apiPath('stats/performance/analysis-report', { ...filter, callsLimit: MAX_REPORT_CALLS }) : null;
  return useQuery(getQueryOptions<AnalysisReport>(queryKeys.siteStats(filter?.siteId ?? null, url), url));
}
