import { useTranslation } from 'react-i18next';
import { useStatsUrl } from '../../../hooks/use-stats-url.ts';
import { useApiQuery, type ApiQueryState } from '../../../lib/use-api-query.ts';

/** One room at the hour of day a problem (or its visitors) peaks. */
export interface SuggestionItem {
  roomId: string;
  displayName: string;
  /** Site-local peak hour, 0..23. */
  hour: number;
  /** The hour before the peak: when to schedule the round. */
  suggestedHour: number;
  /** Reports (visitors for visits_peak) in the room at its peak hour. */
  count: number;
  /** The room's count for the key over all hours. */
  roomTotal: number;
}

export type SuggestionCategory = 'cleaning' | 'maintenance' | 'visits';

export interface SuggestionGroup {
  /** A problem label key, or `visits_peak` for visitors. */
  key: string;
  category: SuggestionCategory;
  total: number;
  items: SuggestionItem[];
}

/** `GET suggestions/topSuggestions` (spec §3 "Suggestions", §7). */
export interface SuggestionsResponse {
  timezone: string;
  timeFrom: string;
  timeTo: string;
  suggestions: SuggestionGroup[];
}

/** The suggestions of the filtered site; the view-by selector does not apply here (spec §2). */
export function useSuggestions(): ApiQueryState<SuggestionsResponse> {
  const { i18n } = useTranslation();
  return useApiQuery<SuggestionsResponse>(useStatsUrl('suggestions/topSuggestions', { withoutViewBy: true }, { language: i18n.language }));
}
