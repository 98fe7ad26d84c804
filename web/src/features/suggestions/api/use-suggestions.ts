import type { Suggestions } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatsQueryOptions } from '../../../hooks/use-stats-query-options.ts';

/**
 * `GET suggestions/topSuggestions` (spec §3 "Suggestions", §7) for the filtered site; the
 * view-by selector does not apply here (spec §2).
 */
export function useSuggestions() {
  const { i18n } = useTranslation();
  return useQuery(useStatsQueryOptions<Suggestions>({ path: 'suggestions/topSuggestions', query: { withoutViewBy: true }, extra: { language: i18n.language } }));
}
