import { MAX_REPORT_CALLS, type AnalysisReport } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/**
 * `GET stats/performance/analysis-report` of a drilled-into day: its hours, its rooms and
 * its calls in one answer over the same filter as the overview, so they agree with it.
 * A day has few enough calls to list them all.
 */
export function useDayReport() {
  const { i18n } = useTranslation();
  const options = useStatsQueryOptions<AnalysisReport>({
    path: 'stats/performance/analysis-report',
    extra: { language: i18n.language, callsLimit: MAX_REPORT_CALLS },
  });
  return useQuery(options);
}
