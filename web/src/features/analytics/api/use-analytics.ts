import type { Analytics } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/**
 * `GET stats/performance/analytics` (spec §3 "Analytics data", §7) of the filtered site,
 * reloaded on every filter or language change.
 */
export function useAnalytics() {
  const { i18n } = useTranslation();
  return useQuery(useStatsQueryOptions<Analytics>({ path: 'stats/performance/analytics', extra: { language: i18n.language } }));
}
